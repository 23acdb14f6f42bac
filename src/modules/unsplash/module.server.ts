import { fileURLToPath } from 'node:url';
import type { ServerModule } from '@/core/server/module';
import { entityPermissions } from '@/core/shared/permissions';

/**
 * Stock photos (ENABLE_UNSPLASH): photos of Unsplash an admin searches and saves, shown with
 * their credit on pages that have no picture of their own.
 */
const PERMISSIONS = [
  ...entityPermissions('UnsplashPhoto', ['list', 'read', 'create', 'update']),
  'Unsplash:list' as const,
];

declare module '../../core/shared/permissions' {
  interface ModulePermissions {
    unsplash: (typeof PERMISSIONS)[number];
  }
}

const unsplash: ServerModule = {
  name: 'unsplash',
  enableSetting: 'ENABLE_UNSPLASH',
  migrationsDir: fileURLToPath(new URL('./server/migrations/', import.meta.url)),
  // The service's access key (its "Client-ID"), used by the server only.
  settings: [{ key: 'UNSPLASH_ACCESS_KEY', section: 'Unsplash', type: 'secret', private: true }],
  // Spec section 6.
  permissions: PERMISSIONS,
  loadGraphql: () =>
    Promise.all([
      import('./server/unsplash-search.graphql'),
      import('./server/admin/unsplash-photo-admin.graphql'),
      import('./server/stock-photo.graphql'),
    ]),
};

export default unsplash;
