import type { FieldError } from '@/core/server/validation';
import type {
  ImportOutcome,
  ImportRowAction,
} from '@/modules/openschool/shared/import/school-import-settings';
import type { SchoolInput } from '@/modules/openschool/shared/school-input';
import type { MatchReason } from '../matching/name-comparison';
import type { ImportedField, ImportWarning } from '../reading/import-record';
import type { KeptField } from './fill-rule';

/**
 * Why a row is skipped: it cannot be a school (`notSchool`, `noName`, `noCountry`, `noCity`), the
 * rules leave it out (`notInternational`, `lowCostChain`), it is a school an earlier row already
 * is (`duplicateInFile`), or the operator skipped it (`operatorSkipped` with its operator's
 * schools, `operatorChoice` alone). Keys of `openschool-admin:import.reasons`.
 */
export type SkipReason =
  | 'notSchool'
  | 'noName'
  | 'noCountry'
  | 'noCity'
  | 'notInternational'
  | 'lowCostChain'
  | 'duplicateInFile'
  | 'operatorSkipped'
  | 'operatorChoice';

/** Skipped rows the operator may import all the same. */
export const INCLUDABLE: readonly SkipReason[] = [
  'notInternational',
  'lowCostChain',
  'duplicateInFile',
  'operatorSkipped',
  'operatorChoice',
];

/** An existing school a row is, or may be, with the score and its reasons. */
export interface ImportMatch {
  schoolId: string;
  name: string;
  city: string;
  status: string;
  score: number;
  reasons: MatchReason[];
}

/** One record of the file as the preview shows it, and what the import does with it. */
export interface ImportRow {
  line: number;
  reference: string | null;
  name: string | null;
  city: string | null;
  countryCode: string | null;
  outcome: ImportOutcome;
  reason: SkipReason | null;
  /** The operator's decision for this row, when there is one. */
  decision: ImportRowAction | null;
  /** The earlier line of the same school, for a row skipped as `duplicateInFile`. */
  duplicateOf: number | null;
  errors: FieldError[];
  warnings: ImportWarning[];
  /** The existing school a `match` is, or a `review` may be. */
  match: ImportMatch | null;
  /** Other schools it may be, likeliest first: what "same as…" offers. */
  candidates: ImportMatch[];
  /** The fields the import writes: all it gives for a new school; the free ones of a match. */
  fields: ImportedField[];
  /** The fields it gives that a matched school keeps, and why. */
  kept: KeptField[];
  operator: string | null;
  /** What says it is an international school (OpenStreetMap). */
  signals: string[];
  /** Whether the operator may import it though it is skipped. */
  includable: boolean;
}

/** A row the import may write, with the checked input (and the matched school as it is now). */
export interface AnalysedRow extends ImportRow {
  input: SchoolInput | null;
  otherNames: string[];
}

/** A row with nothing decided yet. */
export function rowOf(line: number, fields: Partial<AnalysedRow> = {}): AnalysedRow {
  return {
    line,
    reference: null,
    name: null,
    city: null,
    countryCode: null,
    outcome: 'skipped',
    reason: null,
    decision: null,
    duplicateOf: null,
    errors: [],
    warnings: [],
    match: null,
    candidates: [],
    fields: [],
    kept: [],
    operator: null,
    signals: [],
    includable: false,
    input: null,
    otherNames: [],
    ...fields,
  };
}
