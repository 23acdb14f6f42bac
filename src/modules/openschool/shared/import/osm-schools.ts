import { isObject, positionOf } from './geojson-position';
import {
  type ImportCandidate,
  type ParsedImport,
  type SkippedRecord,
  textOf,
  websiteOf,
} from './import-candidate';
import { isInternationalSchool } from './international-school-rule';

type Tags = Record<string, unknown>;

/** `addr:housenumber addr:street, addr:postcode`, or `addr:full`. */
function addressOf(tags: Tags): string | undefined {
  const full = textOf(tags['addr:full']);
  if (full) return full;
  const street = [textOf(tags['addr:housenumber']), textOf(tags['addr:street'])].filter(Boolean).join(' ');
  return [street, textOf(tags['addr:postcode'])].filter(Boolean).join(', ') || undefined;
}

let languageCodes: Map<string, string> | null = null;
/** ISO 639-1 codes by their English name (`english` → `en`), from the runtime's CLDR data. */
function languageCodeOf(text: string): string | undefined {
  const value = text.trim().toLowerCase();
  if (/^[a-z]{2}$/.test(value)) return value;
  if (!languageCodes) {
    languageCodes = new Map();
    const names = new Intl.DisplayNames(['en'], { type: 'language', fallback: 'none' });
    for (let a = 97; a <= 122; a++)
      for (let b = 97; b <= 122; b++) {
        const code = String.fromCharCode(a, b);
        const name = names.of(code);
        if (name) languageCodes.set(name.toLowerCase(), code);
      }
  }
  return languageCodes.get(value);
}

/** `school:language=english;french` and `language:fr=yes|main`: the languages of instruction. */
function languagesOf(tags: Tags): string[] {
  const codes = (textOf(tags['school:language']) ?? '')
    .split(';')
    .map(languageCodeOf)
    .filter((code): code is string => Boolean(code));
  for (const [key, value] of Object.entries(tags)) {
    const match = /^language:([a-z]{2})$/.exec(key);
    if (match && /^(yes|main)$/i.test(String(value))) codes.push(match[1]!);
  }
  return [...new Set(codes)].slice(0, 10);
}

/** The tags of a feature: Overpass turbo writes them flat in `properties`, osmtogeojson under `tags`. */
const tagsOf = (properties: Record<string, unknown>): Tags =>
  isObject(properties.tags) ? { ...properties, ...properties.tags } : properties;

/** `node/123`, from the feature's id or `@id`. */
function referenceOf(feature: Record<string, unknown>, tags: Tags): string | null {
  const id = textOf(feature.id) ?? textOf(tags['@id']) ?? textOf(tags.id);
  return id ?? null;
}

/**
 * The international schools of an OpenStreetMap GeoJSON extract (Overpass `amenity=school`,
 * `out geom`), with the records left out and why: not a school, not international (see
 * `isInternationalSchool`), no name, no country (`addr:country`, else the extract's `country`
 * the admin gave; a name when `countryCodeOf` reads it), no city (`addr:city`). Nothing is
 * guessed. Null when the text is not a GeoJSON FeatureCollection.
 */
export function osmSchoolsOf(
  geojson: unknown,
  options: { country?: string; countryCodeOf?: (text: string) => string | undefined } = {},
): ParsedImport | null {
  if (!isObject(geojson) || geojson.type !== 'FeatureCollection' || !Array.isArray(geojson.features)) {
    return null;
  }
  const candidates: ImportCandidate[] = [];
  const skipped: SkippedRecord[] = [];
  for (const [index, feature] of (geojson.features as unknown[]).entries()) {
    const line = index + 1;
    const properties = isObject(feature) && isObject(feature.properties) ? feature.properties : {};
    const tags = tagsOf(properties);
    const reference = isObject(feature) ? referenceOf(feature, tags) : null;
    const name = textOf(tags.name) ?? textOf(tags['name:en']) ?? null;
    const skip = (reason: SkippedRecord['reason']) => {
      skipped.push({ line, reference, name, reason });
    };
    const amenity = textOf(tags.amenity);
    if (amenity !== undefined && amenity !== 'school') {
      skip('notSchool');
      continue;
    }
    if (!name) {
      skip('noName');
      continue;
    }
    if (!isInternationalSchool(tags, name)) {
      skip('notInternational');
      continue;
    }
    // `addr:country` is an ISO code by OpenStreetMap's rules; a name is read too when the caller can.
    const tagged = textOf(tags['addr:country']);
    const countryCode = tagged ? (options.countryCodeOf?.(tagged) ?? tagged.toUpperCase()) : options.country;
    if (!countryCode) {
      skip('noCountry');
      continue;
    }
    const city = textOf(tags['addr:city']);
    if (!city) {
      skip('noCity');
      continue;
    }
    const position = positionOf(isObject(feature) ? feature.geometry : null);
    const languages = languagesOf(tags);
    candidates.push({
      line,
      reference,
      values: {
        name,
        countryCode,
        city,
        address: addressOf(tags),
        latitude: position ? Math.round(position[1] * 1e7) / 1e7 : undefined,
        longitude: position ? Math.round(position[0] * 1e7) / 1e7 : undefined,
        website: websiteOf(textOf(tags.website) ?? textOf(tags['contact:website']) ?? textOf(tags.url)),
        email: textOf(tags.email) ?? textOf(tags['contact:email']),
        phone: textOf(tags.phone) ?? textOf(tags['contact:phone']),
        languages: languages.length > 0 ? languages : undefined,
      },
    });
  }
  return { candidates, skipped };
}
