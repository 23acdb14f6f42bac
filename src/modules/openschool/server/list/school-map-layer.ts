import type { MapLayer } from '../../../../core/server/map/map-layer';
import { parseInput } from '../../../../core/server/validation';
import { withoutNulls } from '../../../../core/shared/objects';
import { listParamsOf, listVariablesOf } from '../../shared/list-params';
import { schoolsQueryInputSchema } from '../../shared/schools-query';
import { searchSchools } from '../search/search-schools';
import { listedSchoolPoints } from './school-list-repository';

/**
 * Listed schools with a position, as markers of the map (shown while the map is on); a list
 * of schools ("Show on map") by the list page's address: its parameters, and `country` (a code)
 * for a country's list.
 */
export const schoolMapLayer: MapLayer = {
  kind: 'school',
  table: 'school',
  points: listedSchoolPoints,
  filteredPoints: async (db, filter) => {
    const search = new URLSearchParams(filter);
    const variables = listVariablesOf(listParamsOf(search), search.get('country'));
    const query = parseInput(schoolsQueryInputSchema, withoutNulls(variables));
    return (await searchSchools(db, query)).points();
  },
};
