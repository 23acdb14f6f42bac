import { sql } from 'kysely';
import { LRUCache } from 'lru-cache';
import type { ChangeFeed } from '../db/change-feed';
import type { Db } from '../db/database';
import type { SettingsService } from '../settings/settings-service';
import type { MapLayer, MapMarker } from './map-layer';
import {
  boundsOfTile,
  type ClusterTile,
  cellsAcrossWorld,
  POINTS_FROM_ZOOM,
  tilesOfViewport,
  type Viewport,
} from './map-tiles';

/** A layer with the setting of the module that declared it. */
export interface EnabledMapLayer extends MapLayer {
  enableSetting?: string | undefined;
}

/** Points one tile may show once they are no longer grouped (a street's worth, and more). */
const POINTS_PER_TILE = 2_000;
/** Tiles kept per layer: every zoom of a busy region, a few hundred bytes each. */
const TILES_KEPT = 20_000;

interface LayerTiles {
  layer: EnabledMapLayer;
  kept: LRUCache<string, MapMarker[]>;
  /** Tiles being read now: visitors asking for one wait for the same query. */
  reading: Map<string, Promise<MapMarker[]>>;
  /** Counts the layer's changes: an answer read before a change is not kept after it. */
  generation: number;
}

/**
 * The map's markers by viewport: each layer's points grouped into clusters per cluster tile,
 * computed by the database and kept until the layer's table changes (in any process).
 */
export class MapMarkers {
  private readonly layers: LayerTiles[];

  constructor(
    private readonly db: Db,
    private readonly settings: SettingsService,
    changes: ChangeFeed,
    layers: EnabledMapLayer[],
  ) {
    this.layers = layers.map((layer) => ({
      layer,
      kept: new LRUCache({ max: TILES_KEPT }),
      reading: new Map(),
      generation: 0,
    }));
    for (const tiles of this.layers) {
      changes.subscribe(`table:${tiles.layer.table}`, () => {
        tiles.generation++;
        tiles.kept.clear();
        tiles.reading.clear();
      });
    }
  }

  /** The markers of every enabled layer in the viewport. */
  async markers(viewport: Viewport): Promise<MapMarker[]> {
    const tiles = tilesOfViewport(viewport);
    const enabled = await this.enabledLayers();
    const answers = await Promise.all(
      enabled.flatMap((layer) => tiles.map((tile) => this.markersOfTile(layer, tile))),
    );
    return answers.flat();
  }

  private async enabledLayers(): Promise<LayerTiles[]> {
    const flags = await Promise.all(
      this.layers.map(async ({ layer }) =>
        layer.enableSetting ? (await this.settings.get<boolean>(layer.enableSetting)) !== false : true,
      ),
    );
    return this.layers.filter((_, index) => flags[index]);
  }

  private async markersOfTile(tiles: LayerTiles, tile: ClusterTile): Promise<MapMarker[]> {
    const key = `${tile.zoom}/${tile.x}/${tile.y}`;
    const kept = tiles.kept.get(key) ?? tiles.reading.get(key);
    if (kept) return kept;
    // After a change, the first visitors of a busy view all miss: one query per tile, not one
    // per visitor.
    const generation = tiles.generation;
    const reading = this.queryTile(tiles.layer, tile);
    tiles.reading.set(key, reading);
    try {
      const markers = await reading;
      if (tiles.generation === generation) tiles.kept.set(key, markers);
      return markers;
    } finally {
      if (tiles.reading.get(key) === reading) tiles.reading.delete(key);
    }
  }

  private async queryTile(layer: MapLayer, tile: ClusterTile): Promise<MapMarker[]> {
    const bounds = boundsOfTile(tile);
    // Half-open edges, so that a point on an edge is in one tile only; the last column keeps
    // the antimeridian itself.
    const inTile = sql`latitude > ${bounds.south} and latitude <= ${bounds.north}
      and longitude >= ${bounds.west} and ${bounds.east >= 180 ? sql`longitude <= 180` : sql`longitude < ${bounds.east}`}`;
    const points = layer.points();
    type Row = { id: string | null; name: string | null; latitude: number; longitude: number; count: number };
    if (tile.zoom >= POINTS_FROM_ZOOM) {
      const { rows } = await sql<Row>`
        select id, name, latitude, longitude, 1 as count from (${points}) as point
        where ${inTile} order by id limit ${POINTS_PER_TILE}`.execute(this.db);
      return rows.map((row) => ({ ...row, kind: layer.kind }));
    }
    const cells = cellsAcrossWorld(tile.zoom);
    // Web Mercator's cell of each point: x from the longitude, y from the latitude's projection.
    const { rows } = await sql<Row>`
      select count(*)::int as count, avg(latitude) as latitude, avg(longitude) as longitude,
        min(id) as id, min(name) as name
      from (${points}) as point
      where ${inTile}
      group by floor((longitude + 180) / 360 * ${cells}::float8),
        floor((1 - ln(tan(radians(latitude)) + 1 / cos(radians(latitude))) / pi()) / 2 * ${cells}::float8)`.execute(
      this.db,
    );
    return rows.map((row) =>
      row.count === 1
        ? { ...row, kind: layer.kind }
        : {
            kind: layer.kind,
            id: null,
            name: null,
            latitude: row.latitude,
            longitude: row.longitude,
            count: row.count,
          },
    );
  }
}
