import { admissionsOf } from '@/modules/openschool/shared/admissions';
import {
  ACCREDITATIONS,
  FEE_KINDS,
  FEE_PERIODS,
  GRADE_SYSTEMS,
} from '@/modules/openschool/shared/directory-constants';
import { type FactCell, schoolFactEntries } from '@/modules/openschool/shared/school-catalogue';
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
  'accreditations' | 'fees' | 'admissions'
> & {
  accreditations: readonly string[];
  fees: readonly Loose<FeeInput, 'kind' | 'period'>[];
  /** JSON from the console's API, read through its schema. */
  admissions: unknown;
};

/** A fact's value in the form, by how a file's cell of it reads: empty texts where the school has none. */
function formValueOf(cell: FactCell, value: unknown): unknown {
  if (cell === 'text') return value ?? '';
  if (cell === 'list' || cell === 'lowerList') return value ?? [];
  return value ?? null;
}

/** The form's values for a school as it is (or a new one): empty texts where the school has none. */
export function formValuesOf(school: SchoolValuesSource | null): SchoolEditFormValues {
  const values = Object.fromEntries(
    schoolFactEntries().map(([name, fact]) => [name, formValueOf(fact.cell, school?.[name])]),
  );
  return {
    ...(values as Omit<
      SchoolEditFormValues,
      'accreditations' | 'gradeSystem' | 'fees' | 'admissions' | 'source'
    >),
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
    admissions: admissionsOf(school?.admissions),
    // Where this change's information comes from: asked each time.
    source: '',
  };
}
