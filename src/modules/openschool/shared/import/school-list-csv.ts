import { slugify } from '../../../../core/shared/slug';
import {
  type ImportCandidate,
  type ParsedImport,
  type SkippedRecord,
  textOf,
  websiteOf,
} from './import-candidate';

/** A header as it is compared: `School name` and `school_name` are one column. */
const headerKey = (header: string) => header.toLowerCase().replace(/[^a-z0-9]/g, '');

/** The columns a curriculum body's list may have, by their folded headers; others are ignored. */
const COLUMNS = {
  name: ['schoolname', 'name', 'school'],
  country: ['country', 'countrycode'],
  city: ['city', 'town', 'cityortown'],
  address: ['address', 'streetaddress'],
  website: ['website', 'url', 'web'],
  email: ['email', 'emailaddress'],
  phone: ['phone', 'telephone', 'tel'],
  latitude: ['latitude', 'lat'],
  longitude: ['longitude', 'lon', 'lng'],
  programmes: ['programmes', 'programs', 'programme', 'curriculums', 'curricula'],
  reference: ['schoolcode', 'code', 'id', 'schoolid'],
} as const;

/** The IB's programme names and abbreviations, as the curriculums table's slugs. */
const PROGRAMMES: [RegExp, string][] = [
  [/^(ib\s*)?(pyp|primary years( programme)?)$/i, 'ib-pyp'],
  [/^(ib\s*)?(myp|middle years( programme)?)$/i, 'ib-myp'],
  [/^(ib\s*)?(dp|diploma( programme)?)$/i, 'ib-dp'],
  [/^(ib\s*)?(cp|career-related( programme)?)$/i, 'ib-cp'],
];

/** A programme as a curriculum slug: the IB's by name, any other by its slug (checked by the server). */
export function curriculumSlugOf(programme: string): string {
  const text = programme.trim();
  return PROGRAMMES.find(([pattern]) => pattern.test(text))?.[1] ?? slugify(text);
}

const numberOf = (text: string | undefined): unknown =>
  text === undefined ? undefined : /^-?\d+(\.\d+)?$/.test(text) ? Number(text) : text;

/**
 * The schools of a curriculum body's list (the IB's "find an IB World School" export: `School
 * name, Country, City, Website, Programmes`), as CSV records keyed by header. The country is a
 * code or an English name (`countryCodeOf`, the server's countries); a record without a name, a
 * country or a city is left out with the reason. Every school of such a list is taken: the list
 * is of the schools the body recognises.
 */
export function schoolListOf(
  records: Record<string, string>[],
  countryCodeOf: (text: string) => string | undefined,
): ParsedImport {
  const candidates: ImportCandidate[] = [];
  const skipped: SkippedRecord[] = [];
  for (const [index, record] of records.entries()) {
    const line = index + 1;
    const cells = new Map(Object.entries(record).map(([header, value]) => [headerKey(header), value]));
    const cell = (column: keyof typeof COLUMNS) =>
      COLUMNS[column].map((key) => textOf(cells.get(key))).find((value) => value !== undefined);
    const name = cell('name') ?? null;
    const reference = cell('reference') ?? null;
    const skip = (reason: SkippedRecord['reason']) => {
      skipped.push({ line, reference, name, reason });
    };
    if (!name) {
      skip('noName');
      continue;
    }
    const country = cell('country');
    if (!country) {
      skip('noCountry');
      continue;
    }
    const city = cell('city');
    if (!city) {
      skip('noCity');
      continue;
    }
    const programmes = (cell('programmes') ?? '')
      .split(/[;,/|]/)
      .map((entry) => entry.trim())
      .filter(Boolean);
    candidates.push({
      line,
      reference,
      values: {
        name,
        // An unknown country stays as written, for the schema to refuse.
        countryCode: countryCodeOf(country) ?? country,
        city,
        address: cell('address'),
        latitude: numberOf(cell('latitude')),
        longitude: numberOf(cell('longitude')),
        website: websiteOf(cell('website')),
        email: cell('email'),
        phone: cell('phone'),
        curriculums: programmes.length > 0 ? [...new Set(programmes.map(curriculumSlugOf))] : undefined,
      },
    });
  }
  return { candidates, skipped };
}
