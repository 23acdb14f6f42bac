/**
 * The map's grid, in Web Mercator as the tiles are: what a viewport covers, as cluster tiles of
 * 512 px, each cut into 8 × 8 cells of 64 px. Markers are grouped by cell, so a cluster is what
 * would overlap on screen at that zoom.
 */

/** Zoom levels the map offers (OpenStreetMap's tiles stop at 19). */
export const MAX_ZOOM = 19;
/** Cells per side of a cluster tile. */
export const CELLS_PER_TILE = 8;
/** Latitudes beyond this are not on a Web Mercator map. */
export const MAX_LATITUDE = 85.0511287798;

export interface Viewport {
  south: number;
  west: number;
  north: number;
  east: number;
  zoom: number;
}

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

const clampLatitude = (latitude: number) => Math.max(-MAX_LATITUDE, Math.min(MAX_LATITUDE, latitude));

/** The tile grid's zoom for a map zoom: cluster tiles are twice a standard tile's side. */
const tileZoomOf = (zoom: number) => Math.max(0, zoom - 1);

function tileX(longitude: number, tilesPerSide: number): number {
  return Math.min(tilesPerSide - 1, Math.max(0, Math.floor(((longitude + 180) / 360) * tilesPerSide)));
}

function tileY(latitude: number, tilesPerSide: number): number {
  const radians = (clampLatitude(latitude) * Math.PI) / 180;
  const y = (1 - Math.log(Math.tan(radians) + 1 / Math.cos(radians)) / Math.PI) / 2;
  return Math.min(tilesPerSide - 1, Math.max(0, Math.floor(y * tilesPerSide)));
}

/** The columns and rows of cluster tiles a viewport touches. */
function tileRangeOf(viewport: Viewport) {
  const zoom = Math.round(viewport.zoom);
  const tilesPerSide = 2 ** tileZoomOf(zoom);
  return {
    zoom,
    west: tileX(viewport.west, tilesPerSide),
    east: tileX(viewport.east, tilesPerSide),
    north: tileY(viewport.north, tilesPerSide),
    south: tileY(viewport.south, tilesPerSide),
  };
}

/** The cluster tiles a viewport touches, west to east and north to south. */
export function tilesOfViewport(viewport: Viewport): ClusterTile[] {
  const { zoom, west, east, north, south } = tileRangeOf(viewport);
  const tiles: ClusterTile[] = [];
  for (let y = north; y <= south; y++) for (let x = west; x <= east; x++) tiles.push({ zoom, x, y });
  return tiles;
}

/** How many cluster tiles a viewport touches, without listing them. */
export function tileCountOf(viewport: Viewport): number {
  const { west, east, north, south } = tileRangeOf(viewport);
  return (east - west + 1) * (south - north + 1);
}

function latitudeOfTileEdge(y: number, tilesPerSide: number): number {
  const n = Math.PI * (1 - (2 * y) / tilesPerSide);
  return (Math.atan(Math.sinh(n)) * 180) / Math.PI;
}

/** A cluster tile's edges in degrees. */
export function boundsOfTile(tile: ClusterTile): TileBounds {
  const tilesPerSide = 2 ** tileZoomOf(tile.zoom);
  return {
    west: (tile.x / tilesPerSide) * 360 - 180,
    east: ((tile.x + 1) / tilesPerSide) * 360 - 180,
    north: latitudeOfTileEdge(tile.y, tilesPerSide),
    south: latitudeOfTileEdge(tile.y + 1, tilesPerSide),
  };
}

/** Cells across the whole world at this map zoom: the grid markers are grouped on. */
export function cellsAcrossWorld(zoom: number): number {
  return 2 ** tileZoomOf(zoom) * CELLS_PER_TILE;
}
