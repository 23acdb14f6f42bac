import isoCountries from 'i18n-iso-countries';
import { countryByCode } from '@/core/server/countries/countries';
import { AppError } from '@/core/server/errors';
import type { ListColumnField } from '@/modules/openschool/shared/import/list-columns';
import type { SchoolImportFormat } from '@/modules/openschool/shared/import/school-import-settings';
import type { ReadImport } from '../reading/import-record';
import { languageCodeOf } from '../reading/language-codes';
import { osmFeaturesOf } from '../reading/osm-features';
import { osmSchoolsOf } from '../reading/osm-schools';
import { csvLinesOf, type ListColumn, readSchoolList } from '../reading/school-list-csv';

/** Records one import may hold: a large country's OpenStreetMap extract. */
export const SCHOOL_IMPORT_MAX_RECORDS = 20_000;

/** A country by its ISO code or its English name (`Portugal`, `United Kingdom`). */
export function countryCodeOfText(text: string): string | undefined {
  if (/^[a-z]{2}$/i.test(text)) return countryByCode(text)?.code;
  const code = isoCountries.getAlpha2Code(text, 'en');
  return code && countryByCode(code) ? code : undefined;
}

/**
 * What a file's bytes say as text: UTF-8 (with or without its mark), UTF-16 as spreadsheets save
 * "Unicode text", else Windows-1252, as older spreadsheets save CSV in Western Europe.
 */
export function textOfFile(bytes: Uint8Array): string {
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return new TextDecoder('utf-16le').decode(bytes);
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return new TextDecoder('utf-16be').decode(bytes);
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return new TextDecoder('windows-1252').decode(bytes);
  }
}

/** The file's format by its content: JSON is an OpenStreetMap extract, anything else a list. */
export const formatOfText = (text: string): SchoolImportFormat =>
  /^\s*[{[]/.test(text.replace(/^\uFEFF/, '')) ? 'osm' : 'csv';

export interface ReadFile extends ReadImport {
  columns: ListColumn[];
  problem: string | null;
}

/** How the operator reads the file: the country of records without one, a list's columns. */
export interface ReadingChoices {
  countryCode: string | null;
  columns: { header: string; field: ListColumnField }[];
}

/**
 * The file's records and those refused; `import.osm.invalid` or `import.csv.invalid` when it is
 * not such a file, `import.empty` when it holds no record, `import.too.many` past the limit.
 */
export function readImportFile(
  format: SchoolImportFormat,
  content: string,
  choices: ReadingChoices,
): ReadFile {
  const country = choices.countryCode ?? undefined;
  let read: ReadFile;
  if (format === 'osm') {
    let json: unknown;
    try {
      json = JSON.parse(content.replace(/^\uFEFF/, ''));
    } catch {
      throw new AppError('import.osm.invalid', { field: 'file' });
    }
    const features = osmFeaturesOf(json);
    if (!features) throw new AppError('import.osm.invalid', { field: 'file' });
    if (features.length > SCHOOL_IMPORT_MAX_RECORDS) throw new AppError('import.too.many', { field: 'file' });
    read = {
      ...osmSchoolsOf(features, { country, countryCodeOf: countryCodeOfText }),
      columns: [],
      problem: null,
    };
  } else {
    let lines: string[][];
    try {
      lines = csvLinesOf(content);
    } catch {
      throw new AppError('import.csv.invalid', { field: 'file' });
    }
    if (lines.length - 1 > SCHOOL_IMPORT_MAX_RECORDS)
      throw new AppError('import.too.many', { field: 'file' });
    read = readSchoolList(lines, {
      columns: Object.fromEntries(choices.columns.map((column) => [column.header, column.field])),
      country,
      countryCodeOf: countryCodeOfText,
      languageCodeOf,
    });
  }
  if (read.records.length + read.refused.length === 0 && !read.problem) {
    throw new AppError('import.empty', { field: 'file' });
  }
  return read;
}
