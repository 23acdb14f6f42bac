import { fileURLToPath } from 'node:url';
import type { ServerModule } from '@/core/server/module';
import { entityPermissions } from '@/core/shared/permissions';

const PERMISSIONS = entityPermissions('NewsletterSubscription', ['list', 'read', 'update']);

declare module '../../core/shared/permissions' {
  interface ModulePermissions {
    newsletter: (typeof PERMISSIONS)[number];
  }
}

/** Newsletter subscription with double opt-in, forwarded to Mailchimp when it is configured. */
const newsletter: ServerModule = {
  name: 'newsletter',
  enableSetting: 'ENABLE_NEWSLETTER',
  migrationsDir: fileURLToPath(new URL('./server/migrations/', import.meta.url)),
  mailTemplatesDir: fileURLToPath(new URL('./server/mail-templates/', import.meta.url)),
  // The spec puts these in the mail provider's section (Mailjet), beside its key and secret.
  settings: [
    { key: 'ENABLE_NEWSLETTER', section: 'Mailjet', type: 'boolean', default: false },
    { key: 'MAILCHIMP_API_KEY', section: 'Mailjet', type: 'secret', private: true },
    { key: 'MAILCHIMP_LIST_ID', section: 'Mailjet', type: 'string', private: true },
  ],
  permissions: PERMISSIONS,
  loadGraphql: () => import('./server/admin/subscription-admin.graphql'),
  dashboardStats: async (db) => (await import('./server/newsletter-dashboard')).newsletterDashboardStats(db),
  mountRoutes: async (app, deps) =>
    (await import('./server/newsletter-routes')).mountNewsletterRoutes(app, deps),
  pageForms: async () => (await import('./server/newsletter-page-form')).newsletterPageForms,
};

export default newsletter;
