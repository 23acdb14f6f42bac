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

/** One record of a file that may become a school: what the file says, for the school schema to check. */
export interface ImportCandidate {
  /** 1 for the first feature or the first CSV record after the header. */
  line: number;
  /** The record in its dataset: `node/123`, `way/45`, a list's school code; null when it has none. */
  reference: string | null;
  values: Partial<Record<ImportedField, unknown>>;
}

/** Why a record is left out before any check of its fields: a key of `openschool-admin:import.reasons`. */
export const SKIP_REASONS = [
  'notSchool',
  'notInternational',
  'noName',
  'noCountry',
  'noCity',
  'duplicateInFile',
] as const;
export type SkipReason = (typeof SKIP_REASONS)[number];

export interface SkippedRecord {
  line: number;
  reference: string | null;
  name: string | null;
  reason: SkipReason;
}

export interface ParsedImport {
  candidates: ImportCandidate[];
  skipped: SkippedRecord[];
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
