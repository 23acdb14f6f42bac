import { adminEntityRoutes } from '@/core/client/admin/admin-entity-routes';
import type { ClientModule } from '@/core/client/module';

const loadAddPlace = () => import('./client/add/add-place-route');

// Spec section 2: /map/add, /map/add@… and /map/add/form, only while ENABLE_PLACE is on; the
// map itself is the schools' (openschool), which shows this module's places beside them.
const place: ClientModule = {
  name: 'place',
  enableSetting: 'ENABLE_PLACE',
  routes: [
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
  // Published places on the map: dots in a colour of their own, and a card that is all of the place.
  mapMarkers: {
    kind: 'place',
    look: 'dot',
    clusterLabel: 'place:map.placeCluster',
    card: () => import('./client/map/place-card'),
  },
  mapLink: { label: 'place:map.addPlace', path: '/map/add' },
  adminMenu: {
    label: 'place-admin:menu',
    namespace: 'place-admin',
    links: [
      { path: '/_admin/places', label: 'place-admin:places.title', permission: 'Place:list', priority: 10 },
    ],
  },
};

export default place;
