import type { Db } from '../../../../core/server/db/database';
import { type FieldError, fieldErrorsOf } from '../../../../core/server/validation';
import type { ImportedField, ParsedImport, SkipReason } from '../../shared/import/import-candidate';
import { nameSimilarity, sameSchool } from '../../shared/import/school-name-similarity';
import { type SchoolInput, schoolInputSchema } from '../../shared/school-input';
import { readSchoolState, type SchoolState } from '../schools/school-state-repository';
import { schoolInputProblems } from '../schools/school-write-service';
import { fieldSourcesOf } from './school-field-source-repository';
import { findSchoolCandidates, type SchoolMatch } from './school-match-repository';

export type ImportOutcome = 'new' | 'match' | 'skipped' | 'invalid';

/** One record of the file as the preview shows it, and what the import does with it. */
export interface SchoolImportRow {
  line: number;
  reference: string | null;
  name: string | null;
  city: string | null;
  countryCode: string | null;
  outcome: ImportOutcome;
  /** Why a record is skipped. */
  reason: SkipReason | null;
  /** The earlier line of the same school, for a record skipped as `duplicateInFile`. */
  duplicateOf: number | null;
  errors: FieldError[];
  /** The existing school a `match` is. */
  match: SchoolMatch | null;
  /** The fields the import writes: all it gives for a new school; the empty or imported ones of a match. */
  fields: ImportedField[];
}

/** A row the import may write, with the checked input (and the matched school as it is now). */
export interface AnalysedRow extends SchoolImportRow {
  input: SchoolInput | null;
  current: SchoolState | null;
}

const isEmpty = (value: unknown) =>
  value === null || value === undefined || value === '' || (Array.isArray(value) && value.length === 0);

/** The fields a record gives a value for. */
function givenFields(values: Record<string, unknown>): ImportedField[] {
  return Object.entries(values)
    .filter(([, value]) => !isEmpty(value))
    .map(([field]) => field as ImportedField);
}

/**
 * The fields of a matched school the import may write (decision 072): those it leaves empty and
 * those still holding an earlier import's value. A field a person set, or changed after an
 * import, has no provenance and is never written. Coordinates go as a pair.
 */
function fillableFields(current: SchoolState, imported: Set<string>, given: ImportedField[]) {
  const free = (field: ImportedField) => imported.has(field) || isEmpty(current[field]);
  return given.filter((field) =>
    field === 'latitude' || field === 'longitude' ? free('latitude') && free('longitude') : free(field),
  );
}

/**
 * What importing the file would do, record by record, writing nothing: records left out (and
 * why), refused by the school schema or the data (unknown curriculum), the same school as an
 * earlier record, the same school as an existing one (name and distance), or new.
 */
export async function analyseImport(db: Db, parsed: ParsedImport): Promise<AnalysedRow[]> {
  const rows: AnalysedRow[] = parsed.skipped.map((record) => ({
    line: record.line,
    reference: record.reference,
    name: record.name,
    city: null,
    countryCode: null,
    outcome: 'skipped',
    reason: record.reason,
    duplicateOf: null,
    errors: [],
    match: null,
    fields: [],
    input: null,
    current: null,
  }));
  const kept: { line: number; reference: string | null; input: SchoolInput }[] = [];
  /** The line that matched each existing school first: two records of one school write it once. */
  const matched = new Map<string, number>();
  for (const candidate of parsed.candidates) {
    const text = (value: unknown) => (typeof value === 'string' ? value : null);
    const row: AnalysedRow = {
      line: candidate.line,
      reference: candidate.reference,
      name: text(candidate.values.name),
      city: text(candidate.values.city),
      countryCode: text(candidate.values.countryCode),
      outcome: 'invalid',
      reason: null,
      duplicateOf: null,
      errors: [],
      match: null,
      fields: [],
      input: null,
      current: null,
    };
    rows.push(row);
    const values = Object.fromEntries(Object.entries(candidate.values).filter(([, v]) => v !== undefined));
    const parsedInput = schoolInputSchema.safeParse(values);
    if (!parsedInput.success) {
      row.errors = fieldErrorsOf(parsedInput.error);
      continue;
    }
    const input = parsedInput.data;
    row.errors = await schoolInputProblems(db, input);
    if (row.errors.length > 0) continue;
    const earlier = kept.find(
      (other) =>
        (candidate.reference !== null && other.reference === candidate.reference) ||
        sameSchool(other.input, input),
    );
    if (earlier) {
      Object.assign(row, { outcome: 'skipped', reason: 'duplicateInFile', duplicateOf: earlier.line });
      continue;
    }
    kept.push({ line: candidate.line, reference: candidate.reference, input });
    row.input = input;
    const given = givenFields(values);
    const match = (await findSchoolCandidates(db, input))
      .filter((school) => sameSchool(school, input))
      .sort((a, b) => nameSimilarity(b.name, input.name) - nameSimilarity(a.name, input.name))[0];
    if (!match) {
      Object.assign(row, { outcome: 'new', fields: given });
      continue;
    }
    const first = matched.get(match.id);
    if (first !== undefined) {
      Object.assign(row, { outcome: 'skipped', reason: 'duplicateInFile', duplicateOf: first, input: null });
      continue;
    }
    matched.set(match.id, candidate.line);
    const current = await readSchoolState(db, match.id);
    const imported = new Set((await fieldSourcesOf(db, [match.id])).map((source) => source.field));
    Object.assign(row, {
      outcome: 'match',
      match,
      current,
      fields: current ? fillableFields(current, imported, given) : [],
    });
  }
  return rows.sort((a, b) => a.line - b.line);
}
