import { sql } from 'kysely';
import type { MapLayer } from '../../../core/server/map/map-layer';

/** Published places, as markers of the map beside the schools. */
export const placeMapLayer: MapLayer = {
  kind: 'place',
  table: 'place',
  points: () => sql`
    select id::text as id, name, latitude, longitude from place where status = 'published'`,
};
