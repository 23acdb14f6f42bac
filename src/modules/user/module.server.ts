import { fileURLToPath } from 'node:url';
import type { ServerModule } from '@/core/server/module';
import { entityPermissions } from '@/core/shared/permissions';
import { TOKEN_PAGES } from './shared/account-paths';

const PERMISSIONS = [
  ...entityPermissions('User', ['list', 'read', 'create', 'update', 'stat']),
  ...entityPermissions('Group', ['list', 'read', 'create', 'update']),
  ...entityPermissions('Role', ['list', 'read', 'create', 'update']),
];

declare module '../../core/shared/permissions' {
  interface ModulePermissions {
    user: (typeof PERMISSIONS)[number];
  }
}

/** Accounts: register, activate, sign in and out, profile, password reset, closing. */
const user: ServerModule = {
  name: 'user',
  migrationsDir: fileURLToPath(new URL('./server/migrations/', import.meta.url)),
  mailTemplatesDir: fileURLToPath(new URL('./server/mail-templates/', import.meta.url)),
  permissions: PERMISSIONS,
  loadGraphql: () =>
    Promise.all([
      import('./server/account.graphql'),
      import('./server/admin/role-admin.graphql'),
      import('./server/admin/user-admin.graphql'),
      import('./server/admin/group-admin.graphql'),
      import('./server/admin/admin-choices.graphql'),
      import('./server/admin/user-stats.graphql'),
    ]),
  mountRoutes: async (app, deps) => {
    (await import('./server/account-routes')).mountAccountRoutes(app, deps.createContext);
    (await import('./server/oauth/oauth-routes')).mountOAuthRoutes(app, deps);
  },
  pageForms: async () => (await import('./server/account-page-forms')).accountPageForms,
  secretPaths: TOKEN_PAGES,
};

export default user;
