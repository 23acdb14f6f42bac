/*
 * What the open data exports hold, in the order of their columns. One list for the exporter
 * (server), which must give a value for each name, and for the fields table of /open-data
 * (client), which describes each one: the files and their documentation cannot drift apart.
 */

/** How a value is written: in JSON as the type says; in CSV as text (lists joined by `; `). */
export type OpenDataFieldType =
  | 'id'
  | 'url'
  | 'text'
  | 'code'
  | 'number'
  | 'integer'
  | 'boolean'
  | 'list'
  | 'date'
  | 'fees'
  | 'sources'
  | 'confirmations';

export interface OpenDataField {
  /** The CSV column and the JSON key. */
  name: string;
  type: OpenDataFieldType;
  /** Empty (CSV) or null (JSON) when the school does not say. */
  optional: boolean;
}

export const OPEN_DATA_FIELDS = [
  { name: 'id', type: 'id', optional: false },
  { name: 'url', type: 'url', optional: false },
  { name: 'name', type: 'text', optional: false },
  { name: 'country', type: 'code', optional: false },
  { name: 'city', type: 'text', optional: false },
  { name: 'address', type: 'text', optional: true },
  { name: 'latitude', type: 'number', optional: true },
  { name: 'longitude', type: 'number', optional: true },
  { name: 'website', type: 'url', optional: true },
  { name: 'curriculums', type: 'list', optional: false },
  { name: 'languages', type: 'list', optional: false },
  { name: 'ageFrom', type: 'integer', optional: true },
  { name: 'ageTo', type: 'integer', optional: true },
  { name: 'accreditations', type: 'list', optional: false },
  { name: 'boarding', type: 'boolean', optional: true },
  { name: 'feesAcademicYear', type: 'text', optional: true },
  { name: 'feesByGrade', type: 'fees', optional: false },
  { name: 'feesHistory', type: 'fees', optional: false },
  { name: 'avgFeesUsd', type: 'number', optional: true },
  { name: 'ratingAverage', type: 'number', optional: true },
  { name: 'ratingCount', type: 'integer', optional: false },
  { name: 'lastVerified', type: 'date', optional: true },
  { name: 'sources', type: 'sources', optional: false },
  { name: 'confirmations', type: 'confirmations', optional: false },
  { name: 'lastConfirmed', type: 'date', optional: true },
] as const satisfies readonly OpenDataField[];

export type OpenDataFieldName = (typeof OPEN_DATA_FIELDS)[number]['name'];

/** One school year's yearly tuition, in the school's own currency. */
export interface GradeTuition {
  /** The child's age at the start of the year; null when the tuition is the same for every age. */
  age: number | null;
  /** The school year's code in the school's system (Y7, G6, 6E); null when unknown. */
  grade: string | null;
  /** A year of tuition in the currency's main unit (12500.5, not cents). */
  amount: number;
  /** ISO-4217 code. */
  currency: string;
}

/** One academic year of tuition averaged over the school years, in the currency of the latest. */
export interface YearTuition {
  /** Like 2025-2026. */
  academicYear: string;
  /** In the currency's main unit, whole. */
  amount: number;
  currency: string;
}

/** One school as the exports give it: a value for every field of the list, and no other. */
export interface OpenDataRecord {
  id: string;
  url: string;
  name: string;
  country: string;
  city: string;
  address: string | null;
  latitude: number | null;
  longitude: number | null;
  website: string | null;
  curriculums: string[];
  languages: string[];
  ageFrom: number | null;
  ageTo: number | null;
  accreditations: string[];
  boarding: boolean | null;
  feesAcademicYear: string | null;
  feesByGrade: GradeTuition[];
  feesHistory: YearTuition[];
  avgFeesUsd: number | null;
  ratingAverage: number | null;
  ratingCount: number;
  lastVerified: string | null;
  /**
   * Where the last check of its facts looked (`lastVerified`, as its page says it), then the
   * fields imported from open datasets, each with its dataset and licence (decision 072).
   */
  sources: FieldSourceEntry[];
  /** Members' confirmations of its facts as they stand (decision 091), by fact key. */
  confirmations: FactConfirmationEntry[];
  /** The day of the latest of them. */
  lastConfirmed: string | null;
}

/** `{ fact: 'places:11', count: 3, lastConfirmed: '2027-03-10' }`. */
export interface FactConfirmationEntry {
  fact: string;
  count: number;
  lastConfirmed: string;
}

/** `places:11 = 3 (2027-03-10)`: how many members confirmed a fact, and the day of the latest. */
export function confirmationText(entry: FactConfirmationEntry): string {
  return `${entry.fact} = ${entry.count} (${entry.lastConfirmed})`;
}

/** An imported field: `{ field: 'website', source: 'osm', licence: 'ODbL-1.0' }`. */
export interface FieldSourceEntry {
  field: string;
  source: string;
  licence: string | null;
}

/** The field a verification's source is given for: the date of that verification. */
export const VERIFIED_FIELD = 'lastVerified';

/** `website: osm (ODbL-1.0)`; the licence left out when the list gave none. */
export function fieldSourceText(entry: FieldSourceEntry): string {
  return `${entry.field}: ${entry.source}${entry.licence ? ` (${entry.licence})` : ''}`;
}

/** OpenStreetMap's licence: its data stays under it, inside files under ours (decision 072). */
export const OSM_DATA_LICENSE = {
  id: 'ODbL-1.0',
  name: 'Open Database License (ODbL)',
  url: 'https://opendatacommons.org/licenses/odbl/1-0/',
  copyright: 'https://www.openstreetmap.org/copyright',
} as const;

// The type checker holds the record and the list to the same names.
type SameKeys<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const recordMatchesFields: SameKeys<keyof OpenDataRecord, OpenDataFieldName> = true;
void recordMatchesFields;

/** `11/Y7: 28100 GBP`; `all: 15000 USD` when the tuition is the same for every age. */
export function gradeTuitionText(entry: GradeTuition): string {
  const year = entry.age === null ? 'all' : entry.grade ? `${entry.age}/${entry.grade}` : String(entry.age);
  return `${year}: ${entry.amount} ${entry.currency}`;
}

/** `2025-2026: 21000 CHF`. */
export function yearTuitionText(entry: YearTuition): string {
  return `${entry.academicYear}: ${entry.amount} ${entry.currency}`;
}

export const OPEN_DATA_LICENSE = {
  id: 'CC-BY-4.0',
  name: 'CC BY 4.0',
  url: 'https://creativecommons.org/licenses/by/4.0/',
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
