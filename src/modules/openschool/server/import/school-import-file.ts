import { parse } from 'csv-parse/sync';
import isoCountries from 'i18n-iso-countries';
import { countryByCode } from '../../../../core/server/countries/countries';
import { AppError } from '../../../../core/server/errors';
import { slugify } from '../../../../core/shared/slug';
import type { ParsedImport } from '../../shared/import/import-candidate';
import { osmSchoolsOf } from '../../shared/import/osm-schools';
import type { SchoolImportInput } from '../../shared/import/school-import-input';
import { schoolListOf } from '../../shared/import/school-list-csv';
import type { FieldSource } from './school-field-source-repository';

/** Records one import may hold: a country's OpenStreetMap extract, checked in one request. */
export const SCHOOL_IMPORT_MAX_RECORDS = 5_000;

export const OSM_LICENCE = 'ODbL-1.0';
export const OSM_ATTRIBUTION = '© OpenStreetMap contributors';

/** A country by its ISO code or its English name (`Portugal`, `United Kingdom`). */
export function countryCodeOfText(text: string): string | undefined {
  if (/^[a-z]{2}$/i.test(text)) return countryByCode(text)?.code;
  const code = isoCountries.getAlpha2Code(text, 'en');
  return code && countryByCode(code) ? code : undefined;
}

/** Where the file's values come from, as each imported field keeps it. */
export function datasetOf(input: SchoolImportInput): FieldSource {
  if (input.format === 'osm') {
    return { source: 'osm', reference: null, licence: OSM_LICENCE, attribution: OSM_ATTRIBUTION };
  }
  const name = slugify(input.fileName.replace(/\.[a-z0-9]+$/i, '')) || 'list';
  return {
    source: `csv:${name}`,
    reference: null,
    licence: input.licence ?? null,
    attribution: input.fileName,
  };
}

/**
 * The file's records as candidates and records left out; `import.osm.invalid` or
 * `import.csv.invalid` when it is not such a file, `import.empty` when it holds no record.
 */
export function readImportFile(input: SchoolImportInput): ParsedImport {
  let parsed: ParsedImport | null;
  if (input.format === 'osm') {
    let json: unknown;
    try {
      json = JSON.parse(input.content.replace(/^\uFEFF/, ''));
    } catch {
      throw new AppError('import.osm.invalid', { field: 'content' });
    }
    parsed = osmSchoolsOf(json, { country: input.countryCode, countryCodeOf: countryCodeOfText });
    if (!parsed) throw new AppError('import.osm.invalid', { field: 'content' });
  } else {
    let records: Record<string, string>[];
    try {
      records = parse(input.content, { columns: true, bom: true, skip_empty_lines: true, trim: true });
    } catch {
      throw new AppError('import.csv.invalid', { field: 'content' });
    }
    parsed = schoolListOf(records, countryCodeOfText);
  }
  const count = parsed.candidates.length + parsed.skipped.length;
  if (count === 0) throw new AppError('import.empty', { field: 'content' });
  if (count > SCHOOL_IMPORT_MAX_RECORDS) throw new AppError('import.too.many', { field: 'content' });
  return parsed;
}
