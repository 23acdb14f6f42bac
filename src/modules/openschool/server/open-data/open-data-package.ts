import { loadTranslations } from '@/core/server/render/translations';
import type { OpenDataFieldType } from '@/modules/openschool/shared/open-data/open-data-field-type';
import { OPEN_DATA_FIELDS } from '@/modules/openschool/shared/open-data/open-data-fields';
import {
  attributionOf,
  OPEN_DATA_CSV_PATH,
  OPEN_DATA_JSON_PATH,
  OPEN_DATA_LICENSE,
  OPEN_DATA_PACKAGE_PATH,
  OPEN_DATA_PAGE_PATH,
  OSM_DATA_LICENSE,
} from '@/modules/openschool/shared/open-data/open-data-terms';
import type { OpenDataSite } from './open-data-formats';

/** A CSV column as Table Schema types it: lists and fees are text with their own separators. */
const TABLE_TYPES: Record<OpenDataFieldType, { type: string; format?: string }> = {
  id: { type: 'string', format: 'uuid' },
  url: { type: 'string', format: 'uri' },
  text: { type: 'string' },
  code: { type: 'string' },
  number: { type: 'number' },
  integer: { type: 'integer' },
  boolean: { type: 'boolean' },
  list: { type: 'string' },
  date: { type: 'date' },
  fees: { type: 'string' },
  sources: { type: 'string' },
  confirmations: { type: 'string' },
};

/** A school always has these; list columns may be empty (an empty list), so are not required. */
const SCALAR = new Set<OpenDataFieldType>(['id', 'url', 'text', 'code', 'number', 'integer']);

const fileName = (urlPath: string) => urlPath.slice(urlPath.lastIndexOf('/') + 1);

/** The fields' descriptions as /open-data gives them, in English. */
function descriptions(): Record<string, string> {
  const page = loadTranslations('en')['open-data'] as { fields: { about: Record<string, string> } };
  return page.fields.about;
}

/**
 * `datapackage.json`: both files described as a Frictionless Data Package (v1), served beside
 * them, so that a tool reads the CSV with its dialect, each column's type and description, the
 * licence and where the data comes from. Paths are relative to the descriptor (the files sit
 * beside it). Built from the fields' list and the site's name and address: it reads no school.
 */
export function openDataPackage(site: OpenDataSite) {
  const about = descriptions();
  const license = { name: OPEN_DATA_LICENSE.id, path: OPEN_DATA_LICENSE.url, title: OPEN_DATA_LICENSE.name };
  const fields = OPEN_DATA_FIELDS.map((field) => ({
    name: field.name,
    ...TABLE_TYPES[field.type],
    description:
      field.type === 'list'
        ? `${about[field.name]} Several values are separated by "; ".`
        : about[field.name],
    ...(field.type === 'boolean' && { trueValues: ['true'], falseValues: ['false'] }),
    ...(field.name === 'country' && { constraints: { required: true, pattern: '^[A-Z]{2}$' } }),
    ...(field.name !== 'country' &&
      !field.optional &&
      SCALAR.has(field.type) && {
        constraints: { required: true, ...(field.name === 'id' && { unique: true }) },
      }),
  }));
  return {
    profile: 'data-package',
    name: 'schools',
    id: `${site.url}${OPEN_DATA_PACKAGE_PATH}`,
    title: `${site.name}: schools`,
    description: `Every listed school of ${site.name}, as CSV and JSON. Attribution: ${attributionOf(site)}.`,
    homepage: `${site.url}${OPEN_DATA_PAGE_PATH}`,
    licenses: [license],
    sources: [
      { title: site.name, path: `${site.url}${OPEN_DATA_PAGE_PATH}` },
      {
        // Facts imported from it keep its licence; the sources column names them.
        title: `OpenStreetMap contributors (${OSM_DATA_LICENSE.name}), for the fields the sources column names "osm"`,
        path: OSM_DATA_LICENSE.copyright,
      },
    ],
    contributors: [{ title: site.name, path: site.url, role: 'publisher' }],
    resources: [
      {
        profile: 'tabular-data-resource',
        name: 'schools',
        path: fileName(OPEN_DATA_CSV_PATH),
        title: 'Schools (CSV)',
        description:
          'One row per listed school after a header row (RFC 4180, lines ending CRLF). Add ?bom=1 for a copy that starts with a byte order mark.',
        format: 'csv',
        mediatype: 'text/csv',
        encoding: 'utf-8',
        dialect: { delimiter: ',', lineTerminator: '\r\n', quoteChar: '"', doubleQuote: true, header: true },
        schema: { fields, primaryKey: 'id', missingValues: [''] },
        licenses: [license],
      },
      {
        profile: 'data-resource',
        name: 'schools-json',
        path: fileName(OPEN_DATA_JSON_PATH),
        title: 'Schools (JSON)',
        description:
          'One object: the licence and the attribution, the field names, then "schools", one object per school with the same fields as the CSV columns (lists as arrays, fees and sources as objects, null when not known).',
        format: 'json',
        mediatype: 'application/json',
        encoding: 'utf-8',
        licenses: [license],
      },
    ],
  };
}
