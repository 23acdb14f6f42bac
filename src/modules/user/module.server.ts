import { fileURLToPath } from 'node:url';
import type { ServerModule } from '../../core/server/module';

/** Accounts: register, activate, sign in and out, profile, password reset, closing. */
const user: ServerModule = {
  name: 'user',
  migrationsDir: fileURLToPath(new URL('./server/migrations/', import.meta.url)),
  permissions: [
    'User:list',
    'User:read',
    'User:create',
    'User:update',
    'User:stat',
    'Group:list',
    'Group:read',
    'Group:create',
    'Group:update',
    'Role:list',
    'Role:read',
    'Role:create',
    'Role:update',
  ],
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
};

export default user;
