import type { ServerModule } from '../../core/server/module';

/**
 * Places and the map (ENABLE_PLACE): the schools of a region and the places relocating
 * families look for, by viewport. Its settings (the maps and geolocation keys) are the core's
 * Place section.
 */
const place: ServerModule = {
  name: 'place',
  enableSetting: 'ENABLE_PLACE',
  loadGraphql: () => import('./server/map.graphql'),
};

export default place;
