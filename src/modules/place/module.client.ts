import { adminEntityRoutes } from '@/core/client/admin/admin-entity-routes';
import type { ClientModule } from '@/core/client/module';

const loadMap = () => import('./client/map/map-route');
const loadAddPlace = () => import('./client/add/add-place-route');

// Spec section 2: /map, /map@{lat},{lng},{zoom}z, /map/add, /map/add@… and /map/add/form,
// only while ENABLE_PLACE is on.
const place: ClientModule = {
  name: 'place',
  enableSetting: 'ENABLE_PLACE',
  routes: [
    // MAP_HOME makes the map the home page, above the schools home (priority 100).
    { path: '/', priority: 110, requiresSetting: 'MAP_HOME', load: loadMap },
    { path: '/map', priority: 60, load: loadMap },
    // `/map@1.29,103.85,12z` is one segment: the page reads it, and answers 404 for any other.
    { path: '/:mapAt', priority: 60, load: loadMap },
    { path: '/map/add', priority: 60, load: loadAddPlace },
    // `/map/add@1.29,103.85,17z`, read the same way.
    { path: '/map/:addAt', priority: 60, load: loadAddPlace },
    { path: '/map/add/form', priority: 60, load: () => import('./client/add/add-place-form-route') },
    ...adminEntityRoutes('/_admin/places', {
      list: () => import('./client/admin/place-list-route'),
      detail: () => import('./client/admin/place-detail-route'),
      form: () => import('./client/admin/place-form-route'),
    }),
  ],
  // Spec "Shell": the /map entry appears only while ENABLE_OPENSCHOOL is on.
  menu: [{ path: '/map', label: 'place:menu', priority: 90, requiresSetting: 'ENABLE_OPENSCHOOL' }],
  adminMenu: {
    label: 'place-admin:menu',
    namespace: 'place-admin',
    links: [
      { path: '/_admin/places', label: 'place-admin:places.title', permission: 'Place:list', priority: 10 },
    ],
  },
};

export default place;
