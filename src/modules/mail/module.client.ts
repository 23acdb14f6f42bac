import { adminEntityRoutes } from '@/core/client/admin/admin-entity-routes';
import type { ClientModule } from '@/core/client/module';
import { MAIL_OUTBOX_PATH, mailPagePath } from './client/mail-paths';
import { mailProviderRoutes } from './client/mail-routes';
import { useTemplatesMenuPath, useTestMenuPath } from './client/use-mail-provider';

// Before the provider in use is known, the menu links to the outbox's pages, which move on.
const DEFAULT_PROVIDER = 'outbox';

/** The mail part of the admin console (spec section 2): templates, test sender, outbox. */
const mail: ClientModule = {
  name: 'mail',
  routes: [
    ...mailProviderRoutes(),
    ...adminEntityRoutes(MAIL_OUTBOX_PATH, {
      list: () => import('./client/outbox/outbox-list-route'),
      detail: () => import('./client/outbox/outbox-detail-route'),
    }),
  ],
  adminMenu: {
    label: 'mail-admin:menu',
    namespace: 'mail-admin',
    links: [
      {
        path: mailPagePath(DEFAULT_PROVIDER, 'templates'),
        usePath: useTemplatesMenuPath,
        label: 'mail-admin:templates.title',
        permission: 'MailjetTemplate:list',
        priority: 30,
      },
      {
        path: mailPagePath(DEFAULT_PROVIDER, 'test'),
        usePath: useTestMenuPath,
        label: 'mail-admin:test.title',
        permission: 'Mailjet:send',
        priority: 20,
      },
      {
        path: MAIL_OUTBOX_PATH,
        label: 'mail-admin:outbox.title',
        permission: 'MailOutbox:list',
        priority: 10,
      },
    ],
  },
};

export default mail;
