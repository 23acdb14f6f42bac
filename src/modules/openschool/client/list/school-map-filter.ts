import type { MapFilterReader } from '@/core/client/module';
import { schoolFilterOfSearch } from '@/modules/openschool/shared/list-address';

/** The map's schools by a list's address (`/map?country=SG&curriculum=ib-dp`), read as the list reads it. */
const schoolMapFilter: MapFilterReader = (search) => ({ ...schoolFilterOfSearch(search) });

export default schoolMapFilter;
