import { z } from 'zod';
import {
  ACCREDITATIONS,
  FEE_KINDS,
  FEE_PERIODS,
  GRADE_SYSTEMS,
} from '@/modules/openschool/shared/directory-constants';
import {
  type JsonFactName,
  type SchoolFact,
  schoolFactEntries,
} from '@/modules/openschool/shared/school-catalogue';
import type { SchoolEditFormValues } from '@/modules/openschool/shared/school-edit';
import { type FeeInput, type SchoolInput, schoolInputSchema } from '@/modules/openschool/shared/school-input';
import { choiceOf } from '../choice-of';

/**
 * A school's values as the edit form query sends them: JSON to the schema, so read with the
 * schema they were saved through. Throws on a school that no longer passes it.
 */
export const schoolInputOf = (input: unknown): SchoolInput => schoolInputSchema.parse(input);

type Loose<T, Keys extends keyof T> = Omit<T, Keys> & { [Key in Keys]: string | null };

/**
 * A school as a form is filled from: the members' form reads `SchoolInput`; the console reads
 * its API's record, where choices are plain strings and fees carry more fields.
 */
export type SchoolValuesSource = Omit<
  Loose<SchoolInput, 'gradeSystem'>,
  'accreditations' | 'fees' | JsonFactName
> & {
  accreditations: readonly string[];
  fees: readonly Loose<FeeInput, 'kind' | 'period'>[];
} & {
  /** JSON from the console's API (admissions, school life), read through its schema. */
  [Name in JsonFactName]: unknown;
};

/**
 * A fact's value in the form, by how a file's cell of it reads: empty texts where the school has
 * none; a fact kept as JSON read through its schema, anything unreadable as none.
 */
function formValueOf(fact: SchoolFact, value: unknown): unknown {
  const { cell } = fact;
  if (fact.storage.kind === 'json') {
    const read = z.safeParse(fact.schema, value ?? {});
    return read.success ? read.data : z.parse(fact.schema, {});
  }
  if (cell === 'text') return value ?? '';
  if (cell === 'list' || cell === 'lowerList') return value ?? [];
  return value ?? null;
}

/** The form's values for a school as it is (or a new one): empty texts where the school has none. */
export function formValuesOf(school: SchoolValuesSource | null): SchoolEditFormValues {
  const values = Object.fromEntries(
    schoolFactEntries().map(([name, fact]) => [name, formValueOf(fact, school?.[name])]),
  );
  return {
    ...(values as Omit<SchoolEditFormValues, 'accreditations' | 'gradeSystem' | 'fees' | 'source'>),
    accreditations: (school?.accreditations ?? []).flatMap((code) => choiceOf(ACCREDITATIONS, code) ?? []),
    gradeSystem: choiceOf(GRADE_SYSTEMS, school?.gradeSystem) ?? 'UK',
    // Only the fields the schema has: a record's ids and type names stay out.
    fees: (school?.fees ?? []).map((fee) => ({
      kind: choiceOf(FEE_KINDS, fee.kind) ?? 'tuition',
      ageFrom: fee.ageFrom,
      ageTo: fee.ageTo,
      amount: fee.amount,
      currency: fee.currency,
      period: choiceOf(FEE_PERIODS, fee.period) ?? 'year',
      academicYear: fee.academicYear,
      note: fee.note ?? '',
    })),
    // Where this change's information comes from: asked each time.
    source: '',
  };
}
