import { stringify } from 'csv-stringify/sync';
import {
  attributionOf,
  fieldSourceText,
  gradeTuitionText,
  OPEN_DATA_FIELDS,
  OPEN_DATA_LICENSE,
  OPEN_DATA_PAGE_PATH,
  type OpenDataRecord,
  yearTuitionText,
} from '../../shared/open-data/open-data-fields';

export type OpenDataFormat = 'csv' | 'json';

export interface OpenDataSite {
  name: string;
  /** WEBSITE_URL without a trailing slash. */
  url: string;
}

const LIST_SEPARATOR = '; ';

function csvCell(record: OpenDataRecord, name: keyof OpenDataRecord): string | number | boolean {
  const value = record[name];
  if (name === 'feesByGrade') return record.feesByGrade.map(gradeTuitionText).join(LIST_SEPARATOR);
  if (name === 'feesHistory') return record.feesHistory.map(yearTuitionText).join(LIST_SEPARATOR);
  if (name === 'sources') return record.sources.map(fieldSourceText).join(LIST_SEPARATOR);
  if (Array.isArray(value)) return value.join(LIST_SEPARATOR);
  return value ?? '';
}

const csvRows = (records: OpenDataRecord[]) =>
  stringify(
    records.map((record) => OPEN_DATA_FIELDS.map((field) => csvCell(record, field.name))),
    { cast: { boolean: (value) => String(value) } },
  );

/** The licence as the JSON file's first fields, and as the CSV file's first line. */
function licenceHead(site: OpenDataSite) {
  return {
    license: OPEN_DATA_LICENSE,
    attribution: attributionOf(site),
    documentation: `${site.url}${OPEN_DATA_PAGE_PATH}`,
  };
}

/** The text of one format: what opens the file, each batch's records, what closes it. */
export interface OpenDataText {
  head: string;
  records(records: OpenDataRecord[], first: boolean): string;
  tail: string;
}

/**
 * The export's text per format. CSV: a `#` line with the licence and attribution, the header,
 * a row per school. JSON: one object whose first fields are the licence, then `schools`, an
 * array written a record at a time.
 */
export function openDataText(format: OpenDataFormat, site: OpenDataSite): OpenDataText {
  const head = licenceHead(site);
  if (format === 'csv') {
    return {
      head:
        `# ${head.license.name} ${head.license.url}: ${head.attribution}\n` +
        stringify([OPEN_DATA_FIELDS.map((field) => field.name)]),
      records: (records) => csvRows(records),
      tail: '',
    };
  }
  const opening = JSON.stringify({ ...head, fields: OPEN_DATA_FIELDS.map((field) => field.name) });
  return {
    head: `${opening.slice(0, -1)},"schools":[`,
    records: (records, first) =>
      records.length === 0
        ? ''
        : `${first ? '\n' : ',\n'}${records.map((record) => JSON.stringify(record)).join(',\n')}`,
    tail: '\n]}\n',
  };
}
