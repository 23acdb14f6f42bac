import { fileURLToPath } from 'node:url';
import type { ServerModule } from '@/core/server/module';
import { entityPermissions } from '@/core/shared/permissions';

const PERMISSIONS = entityPermissions('ContactMessage', ['list', 'read', 'update']);

declare module '../../core/shared/permissions' {
  interface ModulePermissions {
    contact: (typeof PERMISSIONS)[number];
  }
}

/** The contact form: messages stored, then mailed to the site team. */
const contact: ServerModule = {
  name: 'contact',
  enableSetting: 'ENABLE_CONTACT_US',
  migrationsDir: fileURLToPath(new URL('./server/migrations/', import.meta.url)),
  mailTemplatesDir: fileURLToPath(new URL('./server/mail-templates/', import.meta.url)),
  settings: [
    { key: 'ENABLE_CONTACT_US', section: 'Contact', type: 'boolean', default: false },
    // Where messages go when EMAIL_CONTACT is not set; never shown to visitors.
    { key: 'EMAIL_ADMIN', section: 'Contact', type: 'email', private: true },
    { key: 'EMAIL_CONTACT', section: 'Contact', type: 'email' },
  ],
  permissions: PERMISSIONS,
  loadGraphql: () =>
    Promise.all([import('./server/contact.graphql'), import('./server/admin/contact-message-admin.graphql')]),
  dashboardStats: async (db) => (await import('./server/contact-dashboard')).contactDashboardStats(db),
  pageForms: async () => (await import('./server/contact-form')).contactPageForms,
};

export default contact;
