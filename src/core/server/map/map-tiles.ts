/**
 * The map's grid, in Web Mercator as the tiles are: what a viewport covers, as cluster tiles of
 * 512 px, each cut into 8 × 8 cells of 64 px. Markers are grouped by cell, so a cluster is what
 * would overlap on screen at that zoom.
 */

import { type MapView, pixelOf, positionOfPixel, TILE_SIZE } from '@/core/shared/map-projection';

/** Cells per side of a cluster tile. */
export const CELLS_PER_TILE = 8;

/** A cluster tile: 512 px at `zoom`, i.e. a standard tile of zoom `zoom - 1`. */
export interface ClusterTile {
  zoom: number;
  x: number;
  y: number;
}

export interface TileBounds {
  south: number;
  west: number;
  north: number;
  east: number;
}

/** The tile grid's zoom for a map zoom: cluster tiles are twice a standard tile's side. */
const tileZoomOf = (zoom: number) => Math.max(0, zoom - 1);

/** The column and row, within the world, of the grid tile at `tileZoom` holding a position. */
function tileOf(latitude: number, longitude: number, tileZoom: number) {
  const pixel = pixelOf(latitude, longitude, tileZoom);
  const last = 2 ** tileZoom - 1;
  const within = (value: number) => Math.min(last, Math.max(0, Math.floor(value / TILE_SIZE)));
  return { x: within(pixel.x), y: within(pixel.y) };
}

/** The columns and rows of cluster tiles a viewport touches. */
function tileRangeOf(viewport: MapView) {
  const zoom = Math.round(viewport.zoom);
  const northWest = tileOf(viewport.north, viewport.west, tileZoomOf(zoom));
  const southEast = tileOf(viewport.south, viewport.east, tileZoomOf(zoom));
  return { zoom, west: northWest.x, east: southEast.x, north: northWest.y, south: southEast.y };
}

/** The cluster tiles a viewport touches, west to east and north to south. */
export function tilesOfViewport(viewport: MapView): ClusterTile[] {
  const { zoom, west, east, north, south } = tileRangeOf(viewport);
  const tiles: ClusterTile[] = [];
  for (let y = north; y <= south; y++) for (let x = west; x <= east; x++) tiles.push({ zoom, x, y });
  return tiles;
}

/** How many cluster tiles a viewport touches, without listing them. */
export function tileCountOf(viewport: MapView): number {
  const { west, east, north, south } = tileRangeOf(viewport);
  return (east - west + 1) * (south - north + 1);
}

/** A cluster tile's edges in degrees. */
export function boundsOfTile(tile: ClusterTile): TileBounds {
  const tileZoom = tileZoomOf(tile.zoom);
  const northWest = positionOfPixel({ x: tile.x * TILE_SIZE, y: tile.y * TILE_SIZE }, tileZoom);
  const southEast = positionOfPixel({ x: (tile.x + 1) * TILE_SIZE, y: (tile.y + 1) * TILE_SIZE }, tileZoom);
  return {
    west: northWest.longitude,
    east: southEast.longitude,
    north: northWest.latitude,
    south: southEast.latitude,
  };
}

/** Cells across the whole world at this map zoom: the grid markers are grouped on. */
export function cellsAcrossWorld(zoom: number): number {
  return 2 ** tileZoomOf(zoom) * CELLS_PER_TILE;
}
