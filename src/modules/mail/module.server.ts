import type { ServerModule } from '@/core/server/module';

/**
 * The mail part of the admin console: templates (Mailjet's or the database's) with a preview,
 * a test sender, and the outbox. Sending itself is the core's mail service.
 */
const PERMISSIONS = ['MailjetTemplate:list', 'Mailjet:send', 'MailOutbox:list', 'MailOutbox:read'] as const;

declare module '../../core/shared/permissions' {
  interface ModulePermissions {
    mail: (typeof PERMISSIONS)[number];
  }
}

const mail: ServerModule = {
  name: 'mail',
  permissions: PERMISSIONS,
  loadGraphql: () =>
    Promise.all([
      import('./server/mail-provider.graphql'),
      import('./server/templates/mail-template-admin.graphql'),
      import('./server/test-mail/test-mail.graphql'),
      import('./server/outbox/mail-outbox-admin.graphql'),
    ]),
};

export default mail;
