import { isObject, type Position, positionOf } from './geojson-position';

/** One OpenStreetMap object of an extract: its reference, tags and point. */
export interface OsmFeature {
  /** 1 for the first feature (GeoJSON) or tagged element (Overpass JSON). */
  line: number;
  /** `node/123`, `way/45`, `relation/6`. */
  reference: string | null;
  tags: Record<string, unknown>;
  /** `[longitude, latitude]`. */
  position: Position | null;
}

/** The tags of a feature: Overpass turbo writes them flat in `properties`, osmtogeojson under `tags`. */
const tagsOf = (properties: Record<string, unknown>) =>
  isObject(properties.tags) ? { ...properties, ...properties.tags } : properties;

const textId = (value: unknown) =>
  typeof value === 'string' || typeof value === 'number' ? String(value) : undefined;

function geojsonFeatures(features: unknown[]): OsmFeature[] {
  return features.map((feature, index) => {
    const properties = isObject(feature) && isObject(feature.properties) ? feature.properties : {};
    const tags = tagsOf(properties);
    const id = isObject(feature) ? (textId(feature.id) ?? textId(tags['@id']) ?? textId(tags.id)) : undefined;
    return {
      line: index + 1,
      reference: id ?? null,
      tags,
      position: positionOf(isObject(feature) ? feature.geometry : null),
    };
  });
}

const latLon = (value: unknown): Position | null =>
  isObject(value) && typeof value.lat === 'number' && typeof value.lon === 'number'
    ? [value.lon, value.lat]
    : null;

const mean = (points: Position[]): Position | null =>
  points.length === 0
    ? null
    : [
        points.reduce((sum, point) => sum + point[0], 0) / points.length,
        points.reduce((sum, point) => sum + point[1], 0) / points.length,
      ];

/**
 * Overpass API JSON (`[out:json]`): `elements` of nodes (`lat`, `lon`), ways and relations with a
 * `center` (`out center`), a `geometry` (`out geom`), `bounds`, or their nodes' points when the
 * extract carries the nodes (`>;`). Untagged elements are the geometry of others, not records.
 */
function overpassFeatures(elements: unknown[]): OsmFeature[] {
  const nodes = new Map<string, Position>();
  for (const element of elements) {
    if (isObject(element) && element.type === 'node') {
      const point = latLon(element);
      if (point) nodes.set(String(element.id), point);
    }
  }
  const positionOfElement = (element: Record<string, unknown>): Position | null => {
    const direct = latLon(element) ?? latLon(element.center);
    if (direct) return direct;
    if (Array.isArray(element.geometry)) {
      return mean(element.geometry.map(latLon).filter((point): point is Position => point !== null));
    }
    if (isObject(element.bounds)) {
      const { minlat, minlon, maxlat, maxlon } = element.bounds;
      if ([minlat, minlon, maxlat, maxlon].every((value) => typeof value === 'number')) {
        return [((minlon as number) + (maxlon as number)) / 2, ((minlat as number) + (maxlat as number)) / 2];
      }
    }
    if (Array.isArray(element.nodes)) {
      return mean(
        element.nodes.map((id) => nodes.get(String(id))).filter((point): point is Position => !!point),
      );
    }
    return null;
  };
  const tagged = elements.filter(
    (element): element is Record<string, unknown> => isObject(element) && isObject(element.tags),
  );
  return tagged.map((element, index) => ({
    line: index + 1,
    reference: typeof element.type === 'string' ? `${element.type}/${textId(element.id) ?? ''}` : null,
    tags: element.tags as Record<string, unknown>,
    position: positionOfElement(element),
  }));
}

/**
 * The features of an OpenStreetMap extract, as GeoJSON (a FeatureCollection, as Overpass turbo
 * and osmtogeojson export it) or as the Overpass API's own JSON (`elements`). Null when the
 * value is neither.
 */
export function osmFeaturesOf(json: unknown): OsmFeature[] | null {
  if (!isObject(json)) return null;
  if (json.type === 'FeatureCollection' && Array.isArray(json.features))
    return geojsonFeatures(json.features);
  if (Array.isArray(json.elements)) return overpassFeatures(json.elements);
  return null;
}
