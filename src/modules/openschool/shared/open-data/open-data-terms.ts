/*
 * Where the open data is published and under which terms: the files' addresses, their licence
 * and the attribution it asks for, OpenStreetMap's for the fields taken from it. Apart from what
 * the files hold (open-data-fields.ts), as a school's page names a licence without the fields.
 */

export const OPEN_DATA_LICENSE = {
  id: 'CC-BY-4.0',
  name: 'CC BY 4.0',
  url: 'https://creativecommons.org/licenses/by/4.0/',
} as const;

/** OpenStreetMap's licence: its data stays under it, inside files under ours (decision 072). */
export const OSM_DATA_LICENSE = {
  id: 'ODbL-1.0',
  name: 'Open Database License (ODbL)',
  url: 'https://opendatacommons.org/licenses/odbl/1-0/',
  copyright: 'https://www.openstreetmap.org/copyright',
} as const;

export const OPEN_DATA_PAGE_PATH = '/open-data';
export const OPEN_DATA_CSV_PATH = '/api/open-data/schools.csv';
export const OPEN_DATA_JSON_PATH = '/api/open-data/schools.json';
/** Both files described as a Frictionless Data Package, beside them. */
export const OPEN_DATA_PACKAGE_PATH = '/api/open-data/datapackage.json';
/** The CSV with a byte order mark, for spreadsheets that guess the encoding without one. */
export const OPEN_DATA_CSV_BOM_QUERY = 'bom=1';
/** The public GraphQL schema, as committed (schema/public.graphql), read-only. */
export const OPEN_DATA_SCHEMA_PATH = '/api/open-data/schema.graphql';

/**
 * Full downloads per address and hour: a mirror refreshing hourly, a few people trying them.
 * Revalidations answered 304 read nothing and are not counted.
 */
export const OPEN_DATA_DOWNLOADS_PER_HOUR = 12;

/** The attribution the licence asks for, as the files and the page word it. */
export function attributionOf(site: { name: string; url: string }): string {
  return `${site.name} (${site.url}${OPEN_DATA_PAGE_PATH}), ${OPEN_DATA_LICENSE.name} (${OPEN_DATA_LICENSE.url})`;
}
