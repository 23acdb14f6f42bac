import { cityAt, countryAt } from '../places/city-locator';
import { type ImportRecord, type ImportWarning, type ReadImport, textOf, websiteOf } from './import-record';
import { operatorOf, readInternational, teachingLanguagesOf } from './international-school-rule';
import { languageCodeOf } from './language-codes';
import type { OsmFeature } from './osm-features';

type Tags = Record<string, unknown>;

/** `addr:housenumber addr:street, addr:postcode`, or `addr:full`. */
function addressOf(tags: Tags): string | undefined {
  const full = textOf(tags['addr:full']);
  if (full) return full;
  const street = [textOf(tags['addr:housenumber']), textOf(tags['addr:street'])].filter(Boolean).join(' ');
  return [street, textOf(tags['addr:postcode'])].filter(Boolean).join(', ') || undefined;
}

/** The school's other names: in other languages, official, alternative, short. */
function otherNamesOf(tags: Tags, name: string): string[] {
  const names = Object.entries(tags)
    .filter(([key]) =>
      /^(name:[a-z]{2,3}(-[A-Za-z]+)?|official_name|alt_name|short_name|int_name)$/.test(key),
    )
    .map(([, value]) => textOf(value))
    .filter((value): value is string => Boolean(value) && value !== name);
  return [...new Set(names)].slice(0, 8);
}

const rounded = (value: number) => Math.round(value * 1e7) / 1e7;

export interface OsmReadOptions {
  /** The extract's country, for features without `addr:country`: the operator's choice. */
  country?: string | undefined;
  /** A country's code by its code or its name (`Portugal`), from the server's countries. */
  countryCodeOf: (text: string) => string | undefined;
}

/**
 * The schools of an OpenStreetMap extract (decision 079). A school without `addr:city` is placed
 * in the city around its point (the cities data the project ships), and without `addr:country`
 * in the operator's country or the country its point is in; each such guess is a warning the
 * preview shows. Whether it is an international school is read from its tags and names
 * (`readInternational`); one that is not, or that belongs to a chain of low-cost local schools,
 * is kept with the reason it is left out, for the operator to include.
 */
export function osmSchoolsOf(features: OsmFeature[], options: OsmReadOptions): ReadImport {
  const result: ReadImport = { records: [], refused: [] };
  for (const { line, reference, tags, position } of features) {
    const name = textOf(tags.name) ?? textOf(tags['name:en']) ?? null;
    const refuse = (reason: ReadImport['refused'][number]['reason']) => {
      result.refused.push({ line, reference, name, reason });
    };
    const amenity = textOf(tags.amenity);
    if (amenity !== undefined && amenity !== 'school') {
      refuse('notSchool');
      continue;
    }
    if (!name) {
      refuse('noName');
      continue;
    }
    const warnings: ImportWarning[] = [];
    const [longitude, latitude] = position ?? [undefined, undefined];
    const tagged = textOf(tags['addr:country']);
    let countryCode = tagged ? options.countryCodeOf(tagged) : options.country;
    if (!countryCode && latitude !== undefined && longitude !== undefined) {
      countryCode = countryAt(latitude, longitude);
      if (countryCode)
        warnings.push({ field: 'countryCode', code: 'country.fromCoordinates', value: countryCode });
    }
    if (!countryCode) {
      refuse('noCountry');
      continue;
    }
    let city = textOf(tags['addr:city']) ?? textOf(tags['is_in:city']);
    if (!city && latitude !== undefined && longitude !== undefined) {
      city = cityAt(latitude, longitude, countryCode)?.city.name;
      if (city) warnings.push({ field: 'city', code: 'city.fromCoordinates', value: city });
    }
    if (!city) {
      refuse('noCity');
      continue;
    }
    const languages = teachingLanguagesOf(tags, languageCodeOf);
    const { signals, lowCostChain } = readInternational(tags, languages, countryCode);
    const wikidata = textOf(tags.wikidata);
    const record: ImportRecord = {
      line,
      reference,
      otherReferences: wikidata && /^Q\d+$/.test(wikidata) ? [`wikidata:${wikidata}`] : [],
      values: {
        name,
        countryCode,
        city,
        address: addressOf(tags),
        latitude: latitude === undefined ? undefined : rounded(latitude),
        longitude: longitude === undefined ? undefined : rounded(longitude),
        website: websiteOf(textOf(tags.website) ?? textOf(tags['contact:website']) ?? textOf(tags.url)),
        email: textOf(tags.email) ?? textOf(tags['contact:email']),
        phone: textOf(tags.phone) ?? textOf(tags['contact:phone']),
        languages: languages.length > 0 ? languages : undefined,
      },
      programmes: [],
      otherNames: otherNamesOf(tags, name),
      warnings,
      operator: operatorOf(tags),
      excluded: lowCostChain ? 'lowCostChain' : signals.length === 0 ? 'notInternational' : null,
      signals,
    };
    result.records.push(record);
  }
  return result;
}
