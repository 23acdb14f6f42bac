import { fileURLToPath } from 'node:url';
import type { ServerModule } from '@/core/server/module';
import { entityPermissions } from '@/core/shared/permissions';
import { schoolMapLayer } from './server/list/school-map-layer';
import { OPENSCHOOL_PREFERENCES } from './server/preferences/openschool-preferences';
import { CURRICULUM_GROUP_NAMES, CURRICULUM_NAMES, GRADE_NAMES } from './shared/data-name-entities';
import { SHORTLIST_COOKIE } from './shared/guest-shortlist-cookie';

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
  mailTemplatesDir: fileURLToPath(new URL('./server/mail-templates/', import.meta.url)),
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
    // Spec section 2: the map offers a map home page; this chooses it for `/`. In the Place
    // section, where it was while the map was the places module's (decision 102).
    { key: 'MAP_HOME', section: 'Place', type: 'boolean', default: false },
  ],
  permissions: PERMISSIONS,
  loadGraphql: () =>
    Promise.all([
      import('./server/list/school.graphql'),
      import('./server/list/school-list-options.graphql'),
      import('./server/missing/missing-facts.graphql'),
      import('./server/reference/country.graphql'),
      import('./server/detail/school-detail.graphql'),
      import('./server/reference/curriculum.graphql'),
      import('./server/fees/exchange-rate.graphql'),
      import('./server/admin/school-admin.graphql'),
      import('./server/admin/curriculum-admin.graphql'),
      import('./server/admin/grade-admin.graphql'),
      import('./server/admin/fee-admin.graphql'),
      import('./server/admin/exchange-rate-admin.graphql'),
      import('./server/admin/exchange-rate-feed-admin.graphql'),
      import('./server/admin/directory-choices.graphql'),
      import('./server/admin/school-photo-admin.graphql'),
      import('./server/import/school-import.graphql'),
      import('./server/shortlist/shortlist.graphql'),
      import('./server/shortlist/shortlist-tracker.graphql'),
      import('./server/shortlist/shortlist-family.graphql'),
      import('./server/compare/compare.graphql'),
      import('./server/proposals/proposal.graphql'),
      import('./server/proposals/proposal-admin.graphql'),
      import('./server/revisions/revision-admin.graphql'),
      import('./server/ratings/rating.graphql'),
      import('./server/ratings/rating-admin.graphql'),
      import('./server/planner/relocation-plan.graphql'),
      import('./server/planner/saved-plan.graphql'),
      import('./server/planner/grade-system-admin.graphql'),
      import('./server/open-data/open-data.graphql'),
      import('./server/alerts/school-alert.graphql'),
      import('./server/confirmations/confirmation.graphql'),
      import('./server/fact-checks/fact-check-admin.graphql'),
    ]),
  mapLayers: [schoolMapLayer],
  // Names kept in the directory's tables, translated by the core (decision 099). Grade systems,
  // fee kinds, document kinds and refusal reasons are fixed codes translated by interface keys.
  dataNames: [
    {
      entity: CURRICULUM_NAMES,
      table: 'curriculum',
      thingColumns: ['id'],
      fields: { name: 'name', shortName: 'short_name', description: 'description' },
      editPath: '/_admin/school-curriculums/{thing}',
    },
    {
      entity: CURRICULUM_GROUP_NAMES,
      table: 'curriculum',
      thingColumns: ['family'],
      fields: { name: 'family' },
      editPath: '/_admin/school-curriculums?family={thing}',
    },
    {
      entity: GRADE_NAMES,
      table: 'grade',
      thingColumns: ['system', 'code'],
      fields: { name: 'name' },
      editPath: '/_admin/school-grades?thing={thing}',
      // A school year keeps its system's own name in every language (decision 105).
      reportMissing: false,
    },
  ],
  pageForms: async () => (await import('./server/shortlist/shortlist-page-form')).shortlistPageForms,
  // A guest's shortlist (decision 081): the compare buttons of every page show it.
  personalCookies: [SHORTLIST_COOKIE],
  // The parent's currency and family, kept for visitors and on the account (decision 103).
  preferences: OPENSCHOOL_PREFERENCES,
  // The tracker's private calendar and its reminders' unsubscribe links carry their key.
  secretPaths: ['/api/shortlist-calendar/:token', '/api/shortlist-reminders/unsubscribe/:token'],
  mountRoutes: async (app, deps) => {
    (await import('./server/sitemap/sitemap-routes')).mountSitemapRoutes(app, deps);
    (await import('./server/open-data/open-data-routes')).mountOpenDataRoutes(app, deps);
    (await import('./server/alerts/school-alert-routes')).mountSchoolAlertRoutes(app, deps);
    (await import('./server/fees/rate-feed/exchange-rate-feed-job')).mountExchangeRateFeed(app, deps);
    (await import('./server/shortlist/shortlist-tracker-routes')).mountShortlistTrackerRoutes(app, deps);
    (await import('./server/import/school-import-routes')).mountSchoolImportRoutes(app, deps);
  },
  // The compare page is a combination of schools, a plan is a family's own, and forms are not
  // content: crawlers skip them.
  robots: {
    sitemapPath: '/sitemap.xml',
    disallow: [
      '/compare',
      '/planner',
      '/alerts',
      '/applications',
      '/shortlist/join',
      '/schools/create',
      '/schools/*/edit',
    ],
    // The open data files are in the sitemap, under the API's disallowed path.
    allow: ['/api/open-data/'],
  },
  // Parents' ratings and members' proposed changes wait for a moderator: the public log counts
  // the decisions.
  moderatedKinds: [
    {
      label: 'openschool:moderation.ratings',
      table: 'school_rating',
      acceptedStatus: 'approved',
      decidedAtColumn: 'moderated_at',
      decidedByColumn: 'moderated_by',
      authorColumn: 'user_id',
    },
    {
      label: 'openschool:moderation.proposals',
      table: 'school_proposal',
      acceptedStatus: 'approved',
      decidedAtColumn: 'decided_at',
      decidedByColumn: 'decided_by',
      authorColumn: 'author_id',
    },
    // Confirmations are published at once; only a moderator's removal is a decision (091).
    {
      label: 'openschool:moderation.confirmations',
      table: 'school_fact_confirmation',
      acceptedStatus: 'published',
      decidedAtColumn: 'removed_at',
      decidedByColumn: 'removed_by',
      authorColumn: 'user_id',
    },
  ],
  dashboardStats: async (db) => (await import('./server/schools/school-dashboard')).schoolDashboardStats(db),
  seedDemo: async (db, options) =>
    (await import('./server/demo/seed-demo-on-start')).seedDemoOnStart(db, options),
};

export default openschool;
