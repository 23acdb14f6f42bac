import { fileURLToPath } from 'node:url';
import type { ServerModule } from '@/core/server/module';
import { entityPermissions } from '@/core/shared/permissions';
import { placeMapLayer } from './server/place-map-layer';

/**
 * Places (ENABLE_PLACE): what relocating families look for around the schools, as a layer of
 * the map beside the schools' and a page to add one. Its settings (the maps and geolocation
 * keys) are the core's Place section.
 */
const PERMISSIONS = entityPermissions('Place', ['list', 'read', 'create', 'update']);

declare module '../../core/shared/permissions' {
  interface ModulePermissions {
    place: (typeof PERMISSIONS)[number];
  }
}

const place: ServerModule = {
  name: 'place',
  enableSetting: 'ENABLE_PLACE',
  migrationsDir: fileURLToPath(new URL('./server/migrations/', import.meta.url)),
  // Spec section 6; members hold Place:create to add places on the map.
  permissions: PERMISSIONS,
  mapLayers: [placeMapLayer],
  loadGraphql: () =>
    Promise.all([import('./server/place.graphql'), import('./server/admin/place-admin.graphql')]),
  // Members' places wait for a moderator (an editor's own are published at once, not counted).
  moderatedKinds: [
    {
      label: 'place:moderation.places',
      table: 'place',
      acceptedStatus: 'published',
      decidedAtColumn: 'moderated_at',
      decidedByColumn: 'moderated_by',
      authorColumn: 'author_id',
    },
  ],
  dashboardStats: async (db) => (await import('./server/place-dashboard')).placeDashboardStats(db),
  seedDemo: async (db, options) => (await import('./server/demo/demo-places')).seedDemoPlaces(db, options),
};

export default place;
