import { stringify } from 'csv-stringify/sync';
import {
  confirmationText,
  fieldSourceText,
  gradeTuitionText,
  OPEN_DATA_FIELDS,
  type OpenDataRecord,
  yearTuitionText,
} from '@/modules/openschool/shared/open-data/open-data-fields';
import {
  attributionOf,
  OPEN_DATA_LICENSE,
  OPEN_DATA_PAGE_PATH,
} from '@/modules/openschool/shared/open-data/open-data-terms';

export type OpenDataFormat = 'csv' | 'json';

export interface OpenDataSite {
  name: string;
  /** WEBSITE_URL without a trailing slash. */
  url: string;
}

const LIST_SEPARATOR = '; ';
/** RFC 4180's line end. */
const CSV_LINE_END = '\r\n';

function csvCell(record: OpenDataRecord, name: keyof OpenDataRecord): string | number | boolean {
  const value = record[name];
  if (name === 'feesByGrade') return record.feesByGrade.map(gradeTuitionText).join(LIST_SEPARATOR);
  if (name === 'feesHistory') return record.feesHistory.map(yearTuitionText).join(LIST_SEPARATOR);
  if (name === 'sources') return record.sources.map(fieldSourceText).join(LIST_SEPARATOR);
  if (name === 'confirmations') return record.confirmations.map(confirmationText).join(LIST_SEPARATOR);
  if (Array.isArray(value)) return value.join(LIST_SEPARATOR);
  return value ?? '';
}

const csvRows = (records: OpenDataRecord[]) =>
  stringify(
    records.map((record) => OPEN_DATA_FIELDS.map((field) => csvCell(record, field.name))),
    { cast: { boolean: (value) => String(value) }, record_delimiter: CSV_LINE_END },
  );

/** The licence as the JSON file's first fields (the CSV's is in its headers and datapackage.json). */
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
 * The export's text per format. CSV as RFC 4180 writes it, which any reader takes: the header,
 * then a row per school, each line ending CRLF (the licence goes in the response's headers and
 * in datapackage.json: a comment line is no part of CSV, and strict readers fail on it). JSON:
 * one object whose first fields are the licence, then `schools`, an array written a record at
 * a time.
 */
export function openDataText(format: OpenDataFormat, site: OpenDataSite): OpenDataText {
  const head = licenceHead(site);
  if (format === 'csv') {
    return {
      head: stringify([OPEN_DATA_FIELDS.map((field) => field.name)], { record_delimiter: CSV_LINE_END }),
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
