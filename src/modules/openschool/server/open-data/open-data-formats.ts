import { stringify } from 'csv-stringify/sync';
import type { Db } from '../../../../core/server/db/database';
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
import { recordsOf } from './open-data-records';
import { feeReference, listedSchoolBatches } from './open-data-repository';

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

/**
 * The export as text, a batch of schools at a time. CSV: a `#` line with the licence and
 * attribution, the header, a row per school. JSON: one object whose first fields are the licence,
 * then `schools`, an array written a record at a time. Read batch by batch: the caller's
 * stream asks for the next one only once the client took the last (backpressure).
 */
export async function* openDataChunks(
  db: Db,
  format: OpenDataFormat,
  site: OpenDataSite,
): AsyncGenerator<string> {
  const reference = await feeReference(db);
  const head = licenceHead(site);
  if (format === 'csv') {
    yield `# ${head.license.name} ${head.license.url}: ${head.attribution}\n`;
    yield stringify([OPEN_DATA_FIELDS.map((field) => field.name)]);
  } else {
    const opening = JSON.stringify({ ...head, fields: OPEN_DATA_FIELDS.map((field) => field.name) });
    yield `${opening.slice(0, -1)},"schools":[`;
  }
  let first = true;
  for await (const batch of listedSchoolBatches(db)) {
    const records = recordsOf(batch, reference, site.url);
    if (format === 'csv') {
      yield csvRows(records);
    } else {
      yield `${first ? '\n' : ',\n'}${records.map((record) => JSON.stringify(record)).join(',\n')}`;
      first = false;
    }
  }
  if (format === 'json') yield '\n]}\n';
}
