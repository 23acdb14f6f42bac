import { formatMapPosition, type MapPosition } from '@/core/shared/map-viewport';

/**
 * The address follows the map (spec section 2: `/map@lat,lng,zoomz`), so a view can be shared
 * and reloaded. It is replaced in the browser's history without a navigation: the page is the
 * same page, and re-rendering the route on every pan would rebuild the map. Only while the
 * address is still the map's (under `addressPrefix`, or the one it opened at, `/` when the map is
 * the home page): a pan that ends as the visitor leaves (a school's card followed to its page)
 * must not write the map's address over the next page's.
 */
export function followInAddress(position: MapPosition, addressPrefix: string, openedAt: string) {
  const path = `${addressPrefix}${formatMapPosition(position)}`;
  const current = window.location.pathname;
  const mapAddress = current === addressPrefix || current.startsWith(`${addressPrefix}@`);
  if (!(mapAddress || current === openedAt) || current === path) return;
  // The query (a list's filters) stays: it is what the map shows.
  window.history.replaceState(window.history.state, '', `${path}${window.location.search}`);
}
