import { type RawBuilder, sql } from 'kysely';
import type { Db } from '../db/database';
import type { TileBounds } from './map-tiles';

/** A point (count 1) or a cluster of `count` points at their centre (its smallest id and name). */
export interface MarkerRow {
  id: string | null;
  name: string | null;
  latitude: number;
  longitude: number;
  count: number;
}

// Half-open edges, so that a point on an edge is in one tile only; the last column keeps the
// antimeridian itself.
const inTile = (bounds: TileBounds) => sql`latitude > ${bounds.south} and latitude <= ${bounds.north}
      and longitude >= ${bounds.west} and ${bounds.east >= 180 ? sql`longitude <= 180` : sql`longitude < ${bounds.east}`}`;

/** The tile's points one by one, by id, at most `limit`. */
export async function pointsInTile(
  db: Db,
  points: RawBuilder<unknown>,
  bounds: TileBounds,
  limit: number,
): Promise<MarkerRow[]> {
  const { rows } = await sql<MarkerRow>`
        select id, name, latitude, longitude, 1 as count from (${points}) as point
        where ${inTile(bounds)} order by id limit ${limit}`.execute(db);
  return rows;
}

/** The tile's points grouped by Web Mercator cell, `cells` across the world. */
export async function clustersInTile(
  db: Db,
  points: RawBuilder<unknown>,
  bounds: TileBounds,
  cells: number,
): Promise<MarkerRow[]> {
  // Web Mercator's cell of each point: x from the longitude, y from the latitude's projection.
  const { rows } = await sql<MarkerRow>`
      select count(*)::int as count, avg(latitude) as latitude, avg(longitude) as longitude,
        min(id) as id, min(name) as name
      from (${points}) as point
      where ${inTile(bounds)}
      group by floor((longitude + 180) / 360 * ${cells}::float8),
        floor((1 - ln(tan(radians(latitude)) + 1 / cos(radians(latitude))) / pi()) / 2 * ${cells}::float8)`.execute(
    db,
  );
  return rows;
}
