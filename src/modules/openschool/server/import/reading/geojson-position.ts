/** `[longitude, latitude]`, as GeoJSON writes a position. */
export type Position = [number, number];

export const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isPosition = (value: unknown): value is Position =>
  Array.isArray(value) && typeof value[0] === 'number' && typeof value[1] === 'number';

/** The area-weighted centroid of a ring (the vertices' mean when it has no area). */
function ringCentroid(ring: Position[]): Position | null {
  if (ring.length === 0) return null;
  let area = 0;
  let x = 0;
  let y = 0;
  for (let i = 0; i < ring.length - 1; i++) {
    const [x0, y0] = ring[i]!;
    const [x1, y1] = ring[i + 1]!;
    const cross = x0 * y1 - x1 * y0;
    area += cross;
    x += (x0 + x1) * cross;
    y += (y0 + y1) * cross;
  }
  if (Math.abs(area) < 1e-12) {
    return [
      ring.reduce((s, p) => s + p[0], 0) / ring.length,
      ring.reduce((s, p) => s + p[1], 0) / ring.length,
    ];
  }
  return [x / (3 * area), y / (3 * area)];
}

/** A feature's point: a Point's, a Polygon's outer ring centroid, a MultiPolygon's first one's. */
export function positionOf(geometry: unknown): Position | null {
  if (!isObject(geometry)) return null;
  const { type, coordinates } = geometry;
  if (type === 'Point') return isPosition(coordinates) ? coordinates : null;
  const outer = (polygon: unknown) =>
    Array.isArray(polygon) && Array.isArray(polygon[0]) ? (polygon[0] as unknown[]).filter(isPosition) : [];
  if (type === 'Polygon') return ringCentroid(outer(coordinates));
  if (type === 'MultiPolygon' && Array.isArray(coordinates)) return ringCentroid(outer(coordinates[0]));
  return null;
}
