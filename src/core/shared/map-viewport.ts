/** Zoom levels of the map, as the tiles offer them. */
export const MIN_MAP_ZOOM = 1;
export const MAX_MAP_ZOOM = 19;
/** Cluster tiles one request may cover: a 4K screen at any zoom, not a crawl of the world. */
export const MAX_MAP_TILES = 120;

/** Where the map looks: its centre and zoom, as the address says it (`/map@1.29,103.85,12z`). */
export interface MapPosition {
  latitude: number;
  longitude: number;
  zoom: number;
}

/** Where the map opens without a position in its address: the world, where the schools are. */
export const WORLD_POSITION: MapPosition = { latitude: 20, longitude: 10, zoom: 2 };

/** Spec section 9: coordinates in the address are rounded to 7 decimals. */
const round7 = (value: number) => Math.round(value * 1e7) / 1e7;

/** `@1.29,103.85,12z`: the part of the map's address after `/map`. */
export function formatMapPosition(position: MapPosition): string {
  return `@${round7(position.latitude)},${round7(position.longitude)},${Math.round(position.zoom)}z`;
}

const POSITION = /^@(-?\d{1,2}(?:\.\d+)?),(-?\d{1,3}(?:\.\d+)?),(\d{1,2})z$/;

/** Reads `@lat,lng,zoomz`; null for anything else, or a position off the map. */
export function parseMapPosition(text: string): MapPosition | null {
  const match = POSITION.exec(text);
  if (!match) return null;
  const [latitude, longitude, zoom] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (Math.abs(latitude) > 90 || Math.abs(longitude) > 180) return null;
  if (zoom < MIN_MAP_ZOOM || zoom > MAX_MAP_ZOOM) return null;
  return { latitude, longitude, zoom };
}

/**
 * A map page's position from its address segment after `prefix` (`map@1.29,103.85,12z` for
 * `/map@…`, `add@…` for `/map/add@…`): the world without a segment; null for any other segment.
 */
export function positionOfSegment(segment: string | undefined, prefix: string): MapPosition | null {
  if (segment === undefined) return WORLD_POSITION;
  return segment.startsWith(prefix) ? parseMapPosition(segment.slice(prefix.length)) : null;
}
