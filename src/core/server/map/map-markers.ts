import type { RawBuilder } from 'kysely';
import { LRUCache } from 'lru-cache';
import type { MapView } from '@/core/shared/map-projection';
import { MAX_MAP_ZOOM } from '@/core/shared/map-viewport';
import { POINTS_FROM_ZOOM } from '@/core/shared/map-zoom';
import type { ChangeFeed } from '../db/change-feed';
import type { Db } from '../db/database';
import { AppError } from '../errors';
import type { SettingsService } from '../settings/settings-service';
import type { MapLayer, MapMarker } from './map-layer';
import { clustersInTile, pointsInTile } from './map-marker-repository';
import { boundsOfTile, type ClusterTile, cellsAcrossWorld, tilesOfViewport } from './map-tiles';

/** A layer with the setting of the module that declared it. */
export interface EnabledMapLayer extends MapLayer {
  enableSetting?: string | undefined;
}

/** Points one tile shows one by one from POINTS_FROM_ZOOM; a denser tile stays grouped. */
const POINTS_PER_TILE = 200;
/** Points one tile shows at the last zoom, where nothing is grouped any more. */
const POINTS_AT_MAX_ZOOM = 2_000;
/** Tiles kept per layer: every zoom of a busy region, a few hundred bytes each. */
const TILES_KEPT = 20_000;
/**
 * Below this zoom a tile groups a country's or the world's points: its query is the slow one
 * (half a second at 100,000 schools). After a change, its stale answer is shown while it is
 * read again, once, in the background; from this zoom on (a city's streets, cheap) the next
 * request reads the change itself, so a place just published is on the street map at once.
 */
const REFRESHED_BELOW_ZOOM = 9;

/** Where a request's markers of one layer come from: its points (or a filter's) and their cache key. */
interface PointSource {
  tiles: LayerTiles;
  points: () => RawBuilder<unknown>;
  /** The filter's part of the kept tiles' keys; empty for all the layer's points. */
  key: string;
}

/** A tile's answer and the layer's generation it was read at. */
interface KeptTile {
  markers: MapMarker[];
  generation: number;
}

interface LayerTiles {
  layer: EnabledMapLayer;
  kept: LRUCache<string, KeptTile>;
  /** Tiles being read now: visitors asking for one wait for the same query. */
  reading: Map<string, Promise<MapMarker[]>>;
  /** Counts the layer's changes: an answer read before a change is stale after it. */
  generation: number;
}

/**
 * The map's markers by viewport: each layer's points grouped into clusters per cluster tile,
 * computed by the database and kept until the layer's table changes (in any process); then
 * read again: at once for street tiles, in the background for wider ones.
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
        // The kept answers stay, stale: see REFRESHED_BELOW_ZOOM.
        tiles.generation++;
        tiles.reading.clear();
      });
    }
  }

  /**
   * The markers of every enabled layer in the viewport; a layer given a filter (by its kind)
   * shows only the points its module keeps for that filter. `map.filter.invalid` for a filter
   * of a layer that takes none.
   */
  async markers(
    viewport: MapView,
    filters: Record<string, Record<string, unknown>> = {},
  ): Promise<MapMarker[]> {
    const tiles = tilesOfViewport(viewport);
    const enabled = await this.enabledLayers();
    for (const kind of Object.keys(filters)) {
      if (!enabled.some(({ layer }) => layer.kind === kind && layer.filteredPoints)) {
        throw new AppError('map.filter.invalid', { field: 'filters' });
      }
    }
    // One points query per layer and request (the filter's references are read once).
    const sources = await Promise.all(
      enabled.map(async (tiles) => {
        const filter = filters[tiles.layer.kind];
        if (filter === undefined || !tiles.layer.filteredPoints)
          return { tiles, points: tiles.layer.points, key: '' };
        const points = await tiles.layer.filteredPoints(this.db, filter);
        // Each filter's tiles are kept apart: its values, in the order its input gives them.
        return { tiles, points: () => points, key: `${JSON.stringify(filter)}|` };
      }),
    );
    const answers = await Promise.all(
      sources.flatMap((source) => tiles.map((tile) => this.markersOfTile(source, tile))),
    );
    return answers.flat();
  }

  /** Whether the map has anything to show: a layer of a module that is on. */
  async enabled(): Promise<boolean> {
    return (await this.enabledLayers()).length > 0;
  }

  private async enabledLayers(): Promise<LayerTiles[]> {
    const flags = await Promise.all(
      this.layers.map(async ({ layer }) =>
        layer.enableSetting ? (await this.settings.get<boolean>(layer.enableSetting)) !== false : true,
      ),
    );
    return this.layers.filter((_, index) => flags[index]);
  }

  /**
   * A tile's markers of one layer's points (all of them, or a filter's, whose tiles are kept
   * under the filter's key beside the others, and go stale with them on a change).
   */
  private async markersOfTile(source: PointSource, tile: ClusterTile): Promise<MapMarker[]> {
    const { tiles } = source;
    const key = `${source.key}${tile.zoom}/${tile.x}/${tile.y}`;
    const kept = tiles.kept.get(key);
    if (kept && kept.generation === tiles.generation) return kept.markers;
    // After a change, the first visitors of a busy view all miss: one query per tile, not one
    // per visitor.
    const reading = tiles.reading.get(key) ?? this.readTile(source, tile, key);
    if (kept && tile.zoom < REFRESHED_BELOW_ZOOM) {
      // Read in the background: a failure there is the next request's to retry.
      reading.catch(() => undefined);
      return kept.markers;
    }
    return reading;
  }

  /** Reads a tile, once for every request that waits for it, and keeps it unless a change came meanwhile. */
  private readTile(source: PointSource, tile: ClusterTile, key: string): Promise<MapMarker[]> {
    const { tiles } = source;
    const generation = tiles.generation;
    const reading = this.queryTile(tiles.layer.kind, source.points, tile)
      .then((markers) => {
        if (tiles.generation === generation) tiles.kept.set(key, { markers, generation });
        return markers;
      })
      .finally(() => {
        if (tiles.reading.get(key) === reading) tiles.reading.delete(key);
      });
    tiles.reading.set(key, reading);
    return reading;
  }

  private async queryTile(
    kind: string,
    pointsOf: () => RawBuilder<unknown>,
    tile: ClusterTile,
  ): Promise<MapMarker[]> {
    const bounds = boundsOfTile(tile);
    const points = pointsOf();
    if (tile.zoom >= POINTS_FROM_ZOOM) {
      // One by one, unless the tile is too crowded for that before the last zoom (a dense
      // district): then grouped as below, so an answer stays a screenful of markers.
      const limit = tile.zoom >= MAX_MAP_ZOOM ? POINTS_AT_MAX_ZOOM : POINTS_PER_TILE;
      const rows = await pointsInTile(this.db, points, bounds, limit + 1);
      if (rows.length <= limit || tile.zoom >= MAX_MAP_ZOOM) {
        return rows.slice(0, limit).map((row) => ({ ...row, kind }));
      }
    }
    const rows = await clustersInTile(this.db, points, bounds, cellsAcrossWorld(tile.zoom));
    return rows.map((row) =>
      row.count === 1
        ? { ...row, kind }
        : {
            kind,
            id: null,
            name: null,
            latitude: row.latitude,
            longitude: row.longitude,
            count: row.count,
          },
    );
  }
}
