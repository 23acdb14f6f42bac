/** The school fields an import may fill, by their school input names. */
export const IMPORTED_FIELDS = [
  'name',
  'countryCode',
  'city',
  'address',
  'latitude',
  'longitude',
  'website',
  'email',
  'phone',
  'languages',
  'curriculums',
] as const;
export type ImportedField = (typeof IMPORTED_FIELDS)[number];

/** A cell or tag the import leaves out, and why (an error code): the rest of its record is kept. */
export interface ImportWarning {
  field: string;
  code: string;
  /** What the file says, shortened, so the operator sees what was dropped. */
  value?: string;
}

/** Why a readable record is left out unless the operator includes it. */
export type ExcludedReason = 'notInternational' | 'lowCostChain';

/** One record of a file that may become a school: what the file says, for the school schema to check. */
export interface ImportRecord {
  /** 1 for the first feature or the first CSV record after the header. */
  line: number;
  /** The record in its dataset: `node/123`, `way/45`, a list's school code; null when it has none. */
  reference: string | null;
  /** Other identities of the school the record gives: `wikidata:Q42`. */
  otherReferences: string[];
  values: Partial<Record<ImportedField, unknown>>;
  /** The programmes or curriculums it names as written (`British`, `IB DP`), for the preview to map. */
  programmes: string[];
  /** Other names the record gives (`name:en`, `alt_name`, a list's second name column). */
  otherNames: string[];
  warnings: ImportWarning[];
  /** Who runs the school (`operator`, `brand`, `network`): schools of one chain are decided together. */
  operator: string | null;
  /** Why the reader leaves it out unless the operator includes it; null when it is taken. */
  excluded: ExcludedReason | null;
  /** What says it is an international school (OpenStreetMap): `name`, `school:type`, `language:en`… */
  signals: string[];
}

/** Why a record cannot become a school at all: a key of `openschool-admin:import.reasons`. */
export type RefusedReason = 'notSchool' | 'noName' | 'noCountry' | 'noCity';

export interface RefusedRecord {
  line: number;
  reference: string | null;
  name: string | null;
  reason: RefusedReason;
}

export interface ReadImport {
  records: ImportRecord[];
  refused: RefusedRecord[];
}

/** The text of a tag or cell, trimmed; undefined when absent or blank. */
export function textOf(value: unknown): string | undefined {
  if (typeof value !== 'string' && typeof value !== 'number') return undefined;
  const text = String(value).trim();
  return text === '' ? undefined : text;
}

/** A website as the schema takes it: OpenStreetMap and lists often leave out the scheme. */
export function websiteOf(value: string | undefined): string | undefined {
  if (!value) return undefined;
  return /^https?:\/\//i.test(value) ? value : `https://${value.replace(/^\/+/, '')}`;
}
