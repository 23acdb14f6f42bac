import type { ClientModule } from '../../core/client/module';

const openschool: ClientModule = {
  name: 'openschool',
  enableSetting: 'ENABLE_OPENSCHOOL',
  routes: [{ path: '/', priority: 100, load: () => import('./client/home/home-route') }],
};

export default openschool;
