import { parse } from 'csv-parse/sync';
import { fieldOfHeader, type ListColumnField } from '@/modules/openschool/shared/import/list-columns';
import { type ImportRecord, type ReadImport, textOf, websiteOf } from './import-record';

/** A column of the list: its header, the field it is read as (null: left out), and a sample. */
export interface ListColumn {
  header: string;
  field: ListColumnField | null;
  /** Whether the header is one the import knows by itself (else the operator chose, or nobody). */
  recognised: boolean;
  /** The first non-empty cell, shortened: what the operator looks at to map it. */
  sample: string | null;
}

export interface ReadList extends ReadImport {
  columns: ListColumn[];
  /** Why no record could be read (`import.csv.noNameColumn`), for the mapping step; null when read. */
  problem: string | null;
}

/** The separator of the header line: `,`, `;` (spreadsheets in many languages), tab or `|`. */
export function delimiterOf(text: string): string {
  const header = text.replace(/^\uFEFF/, '').split(/\r?\n/, 1)[0] ?? '';
  const outsideQuotes = header.replace(/"[^"]*"/g, '');
  const counts = [',', ';', '\t', '|'].map((delimiter) => ({
    delimiter,
    count: outsideQuotes.split(delimiter).length - 1,
  }));
  return counts.sort((a, b) => b.count - a.count)[0]!.count > 0 ? counts[0]!.delimiter : ',';
}

/** The list's lines as cells, its header first; `import.csv.invalid` when it cannot be read. */
export function csvLinesOf(text: string): string[][] {
  return parse(text, {
    delimiter: delimiterOf(text),
    bom: true,
    skip_empty_lines: true,
    trim: true,
    relax_column_count: true,
    relax_quotes: true,
  });
}

/** A coordinate as written, `22.28` or, in lists of comma-decimal countries, `22,28`. */
const coordinateOf = (text: string | undefined): unknown => {
  if (text === undefined) return undefined;
  const number = text.replace(/^(-?\d+),(\d+)$/, '$1.$2');
  return /^-?\d+(\.\d+)?$/.test(number) ? Number(number) : text;
};

/** A list cell of several values: `PYP; MYP`, `American/IB`, `English, French`. */
const listOf = (text: string | undefined) =>
  (text ?? '')
    .split(/\s*(?:[;,/|+&]|\band\b)\s*/i)
    .map((entry) => entry.trim())
    .filter(Boolean);

export interface ListReadOptions {
  /** The operator's choice of field per header, over the import's own reading. */
  columns: Record<string, ListColumnField>;
  /** The list's country, for rows without one. */
  country?: string | undefined;
  countryCodeOf: (text: string) => string | undefined;
  languageCodeOf: (text: string) => string | undefined;
}

/**
 * The schools of a list (a curriculum body's, an embassy's, a ministry's): a CSV file with `,`,
 * `;`, tab or `|` between cells, its columns read by their headers in the usual spellings and
 * languages, or as the operator maps them. A row without a name, a country or a city is
 * refused with the reason; every school of such a list is taken, and its programmes are kept as
 * written for the preview to map to curriculums.
 */
export function readSchoolList(lines: string[][], options: ListReadOptions): ReadList {
  const [header = [], ...rows] = lines;
  const columns: ListColumn[] = header.map((title, index) => {
    const chosen = options.columns[title];
    const recognised = fieldOfHeader(title);
    const field = chosen === undefined ? (recognised ?? null) : chosen === 'ignore' ? null : chosen;
    const sample = rows.map((row) => textOf(row[index])).find(Boolean) ?? null;
    return {
      header: title,
      field,
      recognised: recognised !== undefined,
      sample: sample?.slice(0, 80) ?? null,
    };
  });
  const read: ReadList = { records: [], refused: [], columns, problem: null };
  if (!columns.some((column) => column.field === 'name')) {
    return { ...read, problem: 'import.csv.noNameColumn' };
  }
  for (const [index, row] of rows.entries()) {
    const line = index + 1;
    const cells = (field: ListColumnField) =>
      columns
        .flatMap((column, at) => (column.field === field ? [textOf(row[at])] : []))
        .filter(Boolean) as string[];
    const cell = (field: ListColumnField) => cells(field)[0];
    const name = cell('name') ?? null;
    const reference = cell('reference') ?? null;
    const refuse = (reason: ReadImport['refused'][number]['reason']) => {
      read.refused.push({ line, reference, name, reason });
    };
    if (!name) {
      refuse('noName');
      continue;
    }
    const country = cell('country');
    const countryCode = country ? (options.countryCodeOf(country) ?? country) : options.country;
    if (!countryCode) {
      refuse('noCountry');
      continue;
    }
    const city = cell('city');
    if (!city) {
      refuse('noCity');
      continue;
    }
    const address = [cell('address'), cell('postcode')].filter(Boolean).join(', ') || undefined;
    const languageNames = cells('languages').flatMap(listOf);
    const languages = languageNames.map(options.languageCodeOf).filter((code): code is string => !!code);
    const record: ImportRecord = {
      line,
      reference,
      otherReferences: [],
      values: {
        name,
        countryCode,
        city,
        address,
        latitude: coordinateOf(cell('latitude')),
        longitude: coordinateOf(cell('longitude')),
        website: websiteOf(cell('website')),
        email: cell('email'),
        phone: cell('phone'),
        languages: languages.length > 0 ? [...new Set(languages)] : undefined,
      },
      programmes: [...new Set(cells('programmes').flatMap(listOf))],
      otherNames: cells('otherName'),
      warnings: languageNames
        .filter((language) => !options.languageCodeOf(language))
        .map((language) => ({ field: 'languages', code: 'language.invalid', value: language })),
      operator: cell('operator') ?? null,
      excluded: null,
      signals: [],
    };
    read.records.push(record);
  }
  return read;
}
