/**
 * Web Mercator, as the map's tiles are drawn in it: a position's pixel on the world at a zoom
 * (256 × 2^zoom pixels wide), and back. The still map (`still-map.tsx`) places its tiles and
 * markers with it, and works out which part of the world a screen shows, without Leaflet.
 */
import type { MapPosition } from './map-viewport';

/** A tile's side in pixels, as tile servers serve them. */
export const TILE_SIZE = 256;
/** Latitudes beyond this are not on a Web Mercator map. */
const MAX_LATITUDE = 85.0511287798;

export interface WorldPixel {
  x: number;
  y: number;
}

/** What a screen of the map shows: `mapMarkers`' arguments (a type, so it is a query's variables). */
export type MapView = {
  south: number;
  west: number;
  north: number;
  east: number;
  zoom: number;
};

const worldSize = (zoom: number) => TILE_SIZE * 2 ** zoom;

/** The pixel of a latitude and longitude on the world drawn at `zoom`. */
export function pixelOf(latitude: number, longitude: number, zoom: number): WorldPixel {
  const size = worldSize(zoom);
  const sin = Math.sin((Math.max(-MAX_LATITUDE, Math.min(MAX_LATITUDE, latitude)) * Math.PI) / 180);
  return {
    x: ((longitude + 180) / 360) * size,
    y: (0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI)) * size,
  };
}

/** The latitude and longitude of a pixel of the world drawn at `zoom`. */
export function positionOfPixel(pixel: WorldPixel, zoom: number): { latitude: number; longitude: number } {
  const size = worldSize(zoom);
  const n = Math.PI * (1 - (2 * pixel.y) / size);
  return { latitude: (Math.atan(Math.sinh(n)) * 180) / Math.PI, longitude: (pixel.x / size) * 360 - 180 };
}

const clamp = (value: number, limit: number) => Math.max(-limit, Math.min(limit, value));

/** What a screen of `width` × `height` pixels shows around a position, within the world. */
export function viewAround(position: MapPosition, width: number, height: number): MapView {
  const zoom = Math.round(position.zoom);
  const centre = pixelOf(position.latitude, position.longitude, zoom);
  const northWest = positionOfPixel({ x: centre.x - width / 2, y: centre.y - height / 2 }, zoom);
  const southEast = positionOfPixel({ x: centre.x + width / 2, y: centre.y + height / 2 }, zoom);
  return {
    south: clamp(southEast.latitude, 90),
    west: clamp(northWest.longitude, 180),
    north: clamp(northWest.latitude, 90),
    east: clamp(southEast.longitude, 180),
    zoom,
  };
}

/**
 * The position that shows every point on a screen of `width` × `height` with `padding` pixels
 * around, at the closest whole zoom up to `maxZoom` (what Leaflet's `fitBounds` does).
 */
export function positionFitting(
  points: readonly { latitude: number; longitude: number }[],
  screen: { width: number; height: number; padding: number; minZoom: number; maxZoom: number },
): MapPosition {
  const atZero = points.map((point) => pixelOf(point.latitude, point.longitude, 0));
  const xs = atZero.map((pixel) => pixel.x);
  const ys = atZero.map((pixel) => pixel.y);
  const [left, right, top, bottom] = [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)];
  const room = (pixels: number, extent: number) =>
    extent === 0 ? Number.POSITIVE_INFINITY : Math.log2(Math.max(1, pixels - 2 * screen.padding) / extent);
  const fitting = Math.floor(Math.min(room(screen.width, right - left), room(screen.height, bottom - top)));
  const zoom = Math.max(screen.minZoom, Math.min(screen.maxZoom, fitting));
  const centre = positionOfPixel({ x: (left + right) / 2, y: (top + bottom) / 2 }, 0);
  return { ...centre, zoom };
}
