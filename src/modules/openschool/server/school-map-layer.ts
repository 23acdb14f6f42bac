import { sql } from 'kysely';
import type { MapLayer } from '../../../core/server/map/map-layer';

/** Listed schools with a position, as markers of the map (shown while the map is on). */
export const schoolMapLayer: MapLayer = {
  kind: 'school',
  table: 'school',
  points: () => sql`
    select id::text as id, name, latitude, longitude from school
    where listed and latitude is not null and longitude is not null`,
};
