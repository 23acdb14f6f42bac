import { fileURLToPath } from 'node:url';
import type { ServerModule } from '../../core/server/module';
import { entityPermissions } from '../../core/shared/permissions';
import { schoolMapLayer } from './server/school-map-layer';

const CRUD = ['list', 'create', 'read', 'update'] as const;
const PERMISSIONS = [
  ...entityPermissions('School', CRUD),
  ...entityPermissions('SchoolRating', CRUD),
  ...entityPermissions('SchoolCurriculum', CRUD),
  ...entityPermissions('SchoolFee', CRUD),
  ...entityPermissions('SchoolGrade', CRUD),
  // Editors' changes go live at once; others' are proposals an editor reviews.
  'School:publish' as const,
  ...entityPermissions('ExchangeRate', ['list', 'read', 'update']),
];

declare module '../../core/shared/permissions' {
  interface ModulePermissions {
    openschool: (typeof PERMISSIONS)[number];
  }
}

const openschool: ServerModule = {
  name: 'openschool',
  enableSetting: 'ENABLE_OPENSCHOOL',
  migrationsDir: fileURLToPath(new URL('./server/migrations/', import.meta.url)),
  settings: [
    { key: 'ENABLE_OPENSCHOOL', section: 'OpenSchool', type: 'boolean', default: true },
    { key: 'NEW_RATING_NOTIFICATION_EMAIL', section: 'OpenSchool', type: 'email', private: true },
    // The maps' tiles: OpenStreetMap's by default; any {z}/{x}/{y} tile server, with `{key}`
    // standing for the maps service key (GOOGLE_MAPS_API_KEY, Place section) where it needs one.
    {
      key: 'MAP_TILE_URL',
      section: 'OpenSchool',
      type: 'string',
      default: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
    },
  ],
  permissions: PERMISSIONS,
  loadGraphql: () =>
    Promise.all([
      import('./server/school.graphql'),
      import('./server/school-list-options.graphql'),
      import('./server/country.graphql'),
      import('./server/school-detail.graphql'),
      import('./server/curriculum.graphql'),
      import('./server/exchange-rate.graphql'),
      import('./server/admin/school-admin.graphql'),
      import('./server/admin/curriculum-admin.graphql'),
      import('./server/admin/grade-admin.graphql'),
      import('./server/admin/fee-admin.graphql'),
      import('./server/admin/exchange-rate-admin.graphql'),
      import('./server/admin/directory-choices.graphql'),
      import('./server/admin/school-photo-admin.graphql'),
      import('./server/shortlist.graphql'),
      import('./server/compare.graphql'),
      import('./server/proposal.graphql'),
      import('./server/proposal-admin.graphql'),
      import('./server/revision-admin.graphql'),
      import('./server/rating.graphql'),
      import('./server/rating-admin.graphql'),
    ]),
  mapLayers: [schoolMapLayer],
  mountRoutes: async (app, deps) => (await import('./server/sitemap-routes')).mountSitemapRoutes(app, deps),
  // The compare page is a combination of schools, and forms are not content: crawlers skip them.
  robots: { sitemapPath: '/sitemap.xml', disallow: ['/compare', '/schools/create', '/schools/*/edit'] },
  dashboardStats: async (db) => (await import('./server/school-dashboard')).schoolDashboardStats(db),
  seedDemo: async (db, options) =>
    (await import('./server/demo/seed-demo-on-start')).seedDemoOnStart(db, options),
};

export default openschool;
