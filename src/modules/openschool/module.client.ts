import { adminEntityRoutes } from '@/core/client/admin/admin-entity-routes';
import type { ClientModule } from '@/core/client/module';
import { CURRENCY_PREFERENCE } from './shared/visitor-preferences';

const loadSchoolList = () => import('./client/list/school-list-route');
const loadSchoolDetail = () => import('./client/detail/school-detail-route');
const loadSchoolEdit = () => import('./client/edit/school-edit-route');
const loadMissingFacts = () => import('./client/missing/missing-facts-route');
const loadMap = () => import('./client/map/map-route');

const openschool: ClientModule = {
  name: 'openschool',
  enableSetting: 'ENABLE_OPENSCHOOL',
  routes: [
    { path: '/', priority: 100, load: () => import('./client/home/home-route') },
    { path: '/schools', priority: 100, load: loadSchoolList },
    { path: '/schools/:country', priority: 100, load: loadSchoolList },
    { path: '/schools/:country/:id', priority: 100, load: loadSchoolDetail },
    { path: '/schools/:country/:id/:tab', priority: 100, load: loadSchoolDetail },
    // The school form: static segments outrank the list's and the detail's parameters.
    { path: '/schools/create', priority: 100, load: loadSchoolEdit },
    { path: '/schools/:country/:id/edit', priority: 100, load: loadSchoolEdit },
    // "Help complete": its static segment outranks a country's slug and a school's id alike.
    { path: '/schools/missing', priority: 100, load: loadMissingFacts },
    { path: '/schools/:country/missing', priority: 100, load: loadMissingFacts },
    { path: '/countries', priority: 100, load: () => import('./client/countries/countries-route') },
    { path: '/compare', priority: 100, load: () => import('./client/compare/compare-route') },
    { path: '/planner', priority: 100, load: () => import('./client/planner/planner-route') },
    { path: '/alerts', priority: 100, load: () => import('./client/alerts/school-alerts-route') },
    { path: '/applications', priority: 100, load: () => import('./client/tracker/tracker-route') },
    {
      path: '/shortlist/join/:token',
      priority: 100,
      load: () => import('./client/tracker/shortlist-join-route'),
    },
    { path: '/open-data', priority: 100, load: () => import('./client/open-data/open-data-route') },
    // Spec section 2: the map of schools (places beside them while that module is on), at
    // /map and /map@{lat},{lng},{zoom}z. MAP_HOME makes it the home page, above the schools home.
    { path: '/', priority: 110, requiresSetting: 'MAP_HOME', load: loadMap },
    { path: '/map', priority: 60, load: loadMap },
    // `/map@1.29,103.85,12z` is one segment: the page reads it, and answers 404 for any other.
    { path: '/:mapAt', priority: 60, load: loadMap },
    {
      path: '/school-curriculums',
      priority: 100,
      load: () => import('./client/curriculums/curriculum-list-route'),
    },
    {
      path: '/school-curriculums/:curriculum',
      priority: 100,
      load: () => import('./client/curriculums/curriculum-detail-route'),
    },
    ...adminEntityRoutes('/_admin/schools', {
      list: () => import('./client/admin/schools/school-list-route'),
      detail: () => import('./client/admin/schools/school-detail-route'),
      form: () => import('./client/admin/schools/school-form-route'),
    }),
    {
      path: '/_admin/school-import',
      priority: 10,
      load: () => import('./client/admin/import/school-import-route'),
    },
    {
      path: '/_admin/school-import/:id',
      priority: 10,
      load: () => import('./client/admin/import/school-import-preview-route'),
    },
    ...adminEntityRoutes('/_admin/school-curriculums', {
      list: () => import('./client/admin/curriculums/curriculum-list-route'),
      detail: () => import('./client/admin/curriculums/curriculum-detail-route'),
      form: () => import('./client/admin/curriculums/curriculum-form-route'),
    }),
    ...adminEntityRoutes('/_admin/school-fees', {
      list: () => import('./client/admin/fees/fee-list-route'),
      detail: () => import('./client/admin/fees/fee-detail-route'),
      form: () => import('./client/admin/fees/fee-form-route'),
    }),
    ...adminEntityRoutes('/_admin/school-grades', {
      list: () => import('./client/admin/grades/grade-list-route'),
      detail: () => import('./client/admin/grades/grade-detail-route'),
      form: () => import('./client/admin/grades/grade-form-route'),
    }),
    // Rates are corrected, never added: fees refer to the currencies there are.
    ...adminEntityRoutes('/_admin/exchange-rates', {
      list: () => import('./client/admin/rates/rate-list-route'),
      detail: () => import('./client/admin/rates/rate-detail-route'),
    }),
    {
      path: '/_admin/exchange-rates/:id/edit',
      priority: 10,
      load: () => import('./client/admin/rates/rate-form-route'),
    },
    // Ratings come from members: the moderators' pages are the list, a rating and its decision.
    ...adminEntityRoutes('/_admin/school-ratings', {
      list: () => import('./client/admin/ratings/rating-list-route'),
      detail: () => import('./client/admin/ratings/rating-detail-route'),
    }),
    {
      path: '/_admin/school-ratings/:id/edit',
      priority: 10,
      load: () => import('./client/admin/ratings/rating-form-route'),
    },
    ...adminEntityRoutes('/_admin/school-proposals', {
      list: () => import('./client/admin/proposals/proposal-list-route'),
      detail: () => import('./client/admin/proposals/proposal-detail-route'),
    }),
    // Members' confirmations and disputes of facts: a list, a page each, removal with a reason.
    ...adminEntityRoutes('/_admin/fact-checks', {
      list: () => import('./client/admin/fact-checks/fact-check-list-route'),
      detail: () => import('./client/admin/fact-checks/fact-check-detail-route'),
    }),
    ...adminEntityRoutes('/_admin/school-revisions', {
      list: () => import('./client/admin/revisions/revision-list-route'),
      detail: () => import('./client/admin/revisions/revision-detail-route'),
    }),
  ],
  // The shortlist's count and the way to the compare page, in the top bar.
  headerBlock: () => import('./client/shortlist/shortlist-indicator'),
  // The schools' markers on the map (server/school-map-layer.ts): pins, and a card with Compare.
  // A returning parent's currency goes into the links to the pages showing fees (decision 103).
  preferences: [CURRENCY_PREFERENCE],
  mapMarkers: {
    kind: 'school',
    look: 'pin',
    clusterLabel: 'openschool:map.cluster',
    inViewLabel: 'openschool:map.inView',
    card: () => import('./client/map/map-school-card'),
  },
  // The filter definitions (and zod) load only on a list's map, never with the first chunk.
  mapFilter: {
    argument: 'filter',
    type: 'SchoolFilter',
    load: () => import('./client/list/school-map-filter'),
  },
  menu: [
    { path: '/schools', label: 'openschool:menu', priority: 100 },
    { path: '/countries', label: 'openschool:countries.menu', priority: 99 },
    { path: '/school-curriculums', label: 'openschool:curriculums.menu', priority: 98 },
    // Spec "Shell": the /map entry appears only while ENABLE_OPENSCHOOL is on: it is this module's.
    { path: '/map', label: 'openschool:map.menu', priority: 90 },
  ],
  // The top bar hides what does not fit on its one line (a fifth entry at 1280 px): the planner is
  // linked from the home page's hero and here, in the footer of every page, after the spec's links,
  // and the open data beside it.
  footerLinks: [
    { path: '/planner', label: 'openschool:planner.menu', priority: 5 },
    { path: '/open-data', label: 'open-data:link', priority: 5 },
  ],
  adminMenu: {
    label: 'openschool-admin:menu',
    namespace: 'openschool-admin',
    links: [
      {
        path: '/_admin/schools',
        label: 'openschool-admin:schools.title',
        permission: 'School:list',
        priority: 100,
      },
      {
        path: '/_admin/school-import',
        label: 'openschool-admin:import.menu',
        permission: 'School:publish',
        priority: 95,
      },
      {
        path: '/_admin/school-proposals',
        label: 'openschool-admin:proposals.title',
        permission: 'School:list',
        priority: 90,
      },
      {
        path: '/_admin/fact-checks',
        label: 'openschool-admin:factChecks.title',
        permission: 'School:list',
        priority: 85,
      },
      {
        path: '/_admin/school-ratings',
        label: 'openschool-admin:ratings.title',
        permission: 'SchoolRating:list',
        priority: 80,
      },
      {
        path: '/_admin/school-revisions',
        label: 'openschool-admin:revisions.title',
        permission: 'School:list',
        priority: 70,
      },
      {
        path: '/_admin/school-curriculums',
        label: 'openschool-admin:curriculums.title',
        permission: 'SchoolCurriculum:list',
        priority: 60,
      },
      {
        path: '/_admin/school-fees',
        label: 'openschool-admin:fees.title',
        permission: 'SchoolFee:list',
        priority: 50,
      },
      {
        path: '/_admin/school-grades',
        label: 'openschool-admin:grades.title',
        permission: 'SchoolGrade:list',
        priority: 40,
      },
      {
        path: '/_admin/exchange-rates',
        label: 'openschool-admin:rates.title',
        permission: 'ExchangeRate:list',
        priority: 30,
      },
    ],
  },
};

export default openschool;
