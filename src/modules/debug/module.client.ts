import type { ClientModule } from '@/core/client/module';

// Operator pages; while ENABLE_DEBUG is off (the default) they do not exist: a 404 like any unknown path.
const debug: ClientModule = {
  name: 'debug',
  enableSetting: 'ENABLE_DEBUG',
  routes: [
    { path: '/_debug', priority: 50, load: () => import('./client/debug-route') },
    { path: '/_debug/style', priority: 50, load: () => import('./client/style-route') },
  ],
};

export default debug;
