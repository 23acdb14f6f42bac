import type { MapLayer } from '@/core/server/map/map-layer';
import { publishedPlacePoints } from './place-repository';

/** Published places, as markers of the map beside the schools. */
export const placeMapLayer: MapLayer = {
  kind: 'place',
  table: 'place',
  points: publishedPlacePoints,
};
