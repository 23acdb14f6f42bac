import type { ModuleRoute } from '../module';

/** The first-run setup steps (spec /_setup…), part of the shell rather than of a module. */
export const SETUP_ROUTES: ModuleRoute[] = [
  { path: '/_setup', priority: 1000, load: () => import('./setup-welcome-route') },
  { path: '/_setup/settings', priority: 1000, load: () => import('./setup-settings-route') },
  { path: '/_setup/register', priority: 1000, load: () => import('./setup-register-route') },
  { path: '/_setup/finalize', priority: 1000, load: () => import('./setup-finalize-route') },
];
