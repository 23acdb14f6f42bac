import type { MapLayer } from '@/core/server/map/map-layer';
import { parseInput } from '@/core/server/validation';
import { withoutNulls } from '@/core/shared/objects';
import { schoolsQueryInputSchema } from '@/modules/openschool/shared/school-filter-input';
import { searchSchools } from '../search/search-schools';
import { listedSchoolPoints } from './school-list-repository';

/**
 * Listed schools with a position, as markers of the map (shown while the map is on); a list
 * of schools ("Show on map") by its `SchoolFilter`, which the map page reads from its address
 * (`/map?country=SG&curriculum=ib-dp`) with the list's own definitions.
 */
export const schoolMapLayer: MapLayer = {
  kind: 'school',
  table: 'school',
  points: listedSchoolPoints,
  filteredPoints: async (db, filter) => {
    const query = parseInput(schoolsQueryInputSchema, { filter: withoutNulls(filter) });
    return (await searchSchools(db, query)).points();
  },
};
