import { fileURLToPath } from 'node:url';
import type { ServerModule } from '../../core/server/module';

/** Accounts: register, activate, sign in and out, profile, password reset, closing. */
const user: ServerModule = {
  name: 'user',
  migrationsDir: fileURLToPath(new URL('./server/migrations/', import.meta.url)),
  loadGraphql: () => import('./server/account.graphql'),
  mountRoutes: async (app, deps) => {
    (await import('./server/account-routes')).mountAccountRoutes(app, deps.createContext);
    (await import('./server/oauth/oauth-routes')).mountOAuthRoutes(app, deps);
  },
};

export default user;
