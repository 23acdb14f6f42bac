import type { RawBuilder } from 'kysely';
import type { Db } from '../db/database';

/**
 * What a module shows on the map (schools, places), declared in its manifest. The core groups
 * its points into clusters by viewport and keeps the answers until the layer's table changes.
 */
export interface MapLayer {
  /** What its markers are: `school`, `place`. */
  kind: string;
  /** The table its points come from: a write to it drops the layer's kept answers. */
  table: string;
  /**
   * A query of the points to show, with the columns `id` (text), `name`, `latitude` and
   * `longitude`; the core adds the viewport's bounds around it.
   */
  points: () => RawBuilder<unknown>;
  /**
   * The same points narrowed by the module's filter, as the argument its GraphQL file declares
   * on `mapMarkers` gives it (`declareMapFilter`; the schools': a `SchoolFilter`), so that a list
   * can be shown on the map. Refuses a bad filter with an `AppError`, as the list would.
   */
  filteredPoints?: (db: Db, filter: Record<string, unknown>) => Promise<RawBuilder<unknown>>;
}

/** A marker: one point (`id` and `name` set) or a cluster of `count` points at their centre. */
export interface MapMarker {
  kind: string;
  id: string | null;
  name: string | null;
  latitude: number;
  longitude: number;
  count: number;
}
