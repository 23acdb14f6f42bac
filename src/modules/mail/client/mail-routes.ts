import type { ModuleRoute } from '@/core/client/module';
import { MAIL_PROVIDERS } from '../shared/mail-outbox-list';

/**
 * The mail pages under each provider's name (`/_admin/mailjet/…`, `/_admin/smtp/…`,
 * `/_admin/outbox/…`): any of them opens, and moves to the provider in use.
 */
export function mailProviderRoutes(): ModuleRoute[] {
  return MAIL_PROVIDERS.flatMap((provider) => [
    { path: `/_admin/${provider}`, priority: 10, load: () => import('./provider-root-route') },
    {
      path: `/_admin/${provider}/templates`,
      priority: 10,
      load: () => import('./templates/template-list-route'),
    },
    {
      path: `/_admin/${provider}/templates/:name`,
      priority: 10,
      load: () => import('./templates/template-detail-route'),
    },
    { path: `/_admin/${provider}/test`, priority: 10, load: () => import('./test/test-mail-route') },
  ]);
}
