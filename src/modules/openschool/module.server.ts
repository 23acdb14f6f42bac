import { fileURLToPath } from 'node:url';
import type { ServerModule } from '../../core/server/module';

const openschool: ServerModule = {
  name: 'openschool',
  enableSetting: 'ENABLE_OPENSCHOOL',
  migrationsDir: fileURLToPath(new URL('./server/migrations/', import.meta.url)),
  settings: [
    { key: 'ENABLE_OPENSCHOOL', section: 'OpenSchool', type: 'boolean', default: true },
    { key: 'NEW_RATING_NOTIFICATION_EMAIL', section: 'OpenSchool', type: 'email', private: true },
  ],
  permissions: [
    ...['School', 'SchoolRating', 'SchoolCurriculum', 'SchoolFee', 'SchoolGrade'].flatMap((entity) =>
      ['list', 'create', 'read', 'update'].map((action) => `${entity}:${action}`),
    ),
    // Editors' changes go live at once; others' are proposals an editor reviews.
    'School:publish',
    'ExchangeRate:list',
    'ExchangeRate:read',
    'ExchangeRate:update',
  ],
  loadGraphql: () => Promise.all([import('./server/school.graphql'), import('./server/country.graphql')]),
  dashboardStats: async (db) => (await import('./server/school-dashboard')).schoolDashboardStats(db),
  seedDemo: async (db, options) =>
    (await import('./server/demo/seed-demo-on-start')).seedDemoOnStart(db, options),
};

export default openschool;
