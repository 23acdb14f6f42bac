import { useQuery } from '@apollo/client/react';
import { DATA_QUERY, settingsMap } from '../data-query';

/** OpenStreetMap's tiles: no key needed. */
export const DEFAULT_TILE_URL = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';

/** What the tiles' licence asks every map to show. */
export const TILE_ATTRIBUTION =
  '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors';

/** The tile URL of the maps: the MAP_TILE_URL setting, else OpenStreetMap's. */
export function useTileUrl(): string {
  const { data } = useQuery(DATA_QUERY, { fetchPolicy: 'cache-only' });
  const setting = settingsMap(data?.settings.items).MAP_TILE_URL;
  return typeof setting === 'string' && setting.trim() ? setting.trim() : DEFAULT_TILE_URL;
}
