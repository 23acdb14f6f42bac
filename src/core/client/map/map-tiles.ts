import { useSettings } from '../site-data';

/** OpenStreetMap's tiles: no key needed. */
export const DEFAULT_TILE_URL = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';

/** What the tiles' licence asks every map to show. */
export const TILE_ATTRIBUTION =
  '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors';

/**
 * The tile URL of the maps from the settings: MAP_TILE_URL (else OpenStreetMap's), with the
 * maps service's key (GOOGLE_MAPS_API_KEY) in place of `{key}` for a tile server that needs one
 * (`https://api.maptiler.com/maps/streets/{z}/{x}/{y}.png?key={key}`). A URL that needs a key
 * none is set for falls back to OpenStreetMap's: tiles that all answer 403 are no map.
 */
export function tileUrlOf(settings: Record<string, unknown>): string {
  const url = typeof settings.MAP_TILE_URL === 'string' ? settings.MAP_TILE_URL.trim() : '';
  if (!url) return DEFAULT_TILE_URL;
  if (!url.includes('{key}')) return url;
  const key = typeof settings.GOOGLE_MAPS_API_KEY === 'string' ? settings.GOOGLE_MAPS_API_KEY.trim() : '';
  return key ? url.replaceAll('{key}', encodeURIComponent(key)) : DEFAULT_TILE_URL;
}

/** The tile URL of the maps, from the settings the page loaded with. */
export function useTileUrl(): string {
  const settings = useSettings();
  return tileUrlOf(settings);
}
