import type { ClientModule } from '../../core/client/module';

const loadMap = () => import('./client/map/map-route');

// Spec section 2: /map and /map@{lat},{lng},{zoom}z, only while ENABLE_PLACE is on.
const place: ClientModule = {
  name: 'place',
  enableSetting: 'ENABLE_PLACE',
  routes: [
    // MAP_HOME makes the map the home page, above the schools home (priority 100).
    { path: '/', priority: 110, requiresSetting: 'MAP_HOME', load: loadMap },
    { path: '/map', priority: 60, load: loadMap },
    // `/map@1.29,103.85,12z` is one segment: the page reads it, and answers 404 for any other.
    { path: '/:mapAt', priority: 60, load: loadMap },
  ],
  // Spec "Shell": the /map entry appears only while ENABLE_OPENSCHOOL is on.
  menu: [{ path: '/map', label: 'place:menu', priority: 90, requiresSetting: 'ENABLE_OPENSCHOOL' }],
};

export default place;
