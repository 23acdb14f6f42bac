import type { ServerModule } from '../../core/server/module';

/**
 * Places and the map (ENABLE_PLACE): the schools of a region and the places relocating
 * families look for, by viewport. Its settings (the maps and geolocation keys) are the core's
 * Place section.
 */
const place: ServerModule = {
  name: 'place',
  enableSetting: 'ENABLE_PLACE',
  // Spec section 2: the map module offers a map home page; this chooses it for `/`.
  settings: [{ key: 'MAP_HOME', section: 'Place', type: 'boolean', default: false }],
  loadGraphql: () => import('./server/map.graphql'),
};

export default place;
