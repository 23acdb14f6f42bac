import type { ServerModule } from '@/core/server/module';

/** Operator pages (/_debug, /_debug/style); all client side, switched by ENABLE_DEBUG. */
const debug: ServerModule = {
  name: 'debug',
  enableSetting: 'ENABLE_DEBUG',
  settings: [{ key: 'ENABLE_DEBUG', section: 'Debug', type: 'boolean', default: false }],
};

export default debug;
