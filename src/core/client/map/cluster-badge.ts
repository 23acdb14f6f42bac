import type { MapMarkerKind } from '../module';

/**
 * A cluster's badge, as both maps draw it (Leaflet's and the still one): round, sized by its
 * count's digits, dots' clusters (places) in another colour than pins' (schools).
 */
export function clusterBadge(look: MapMarkerKind['look'], count: number) {
  return {
    size: 30 + Math.min(4, String(count).length) * 6,
    className: look === 'dot' ? 'markers-map-cluster markers-map-cluster-dot' : 'markers-map-cluster',
  };
}
