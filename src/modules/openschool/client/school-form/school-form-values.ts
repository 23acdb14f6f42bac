import { admissionsOf } from '../../shared/admissions';
import { ACCREDITATIONS, FEE_KINDS, FEE_PERIODS, GRADE_SYSTEMS } from '../../shared/directory-constants';
import type { SchoolEditFormValues } from '../../shared/school-edit';
import { type FeeInput, type SchoolInput, schoolInputSchema } from '../../shared/school-input';
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

/** The form's values for a school as it is (or a new one): empty texts where the school has none. */
export function formValuesOf(school: SchoolValuesSource | null): SchoolEditFormValues {
  return {
    name: school?.name ?? '',
    countryCode: school?.countryCode ?? '',
    city: school?.city ?? '',
    address: school?.address ?? '',
    latitude: school?.latitude ?? null,
    longitude: school?.longitude ?? null,
    website: school?.website ?? '',
    email: school?.email ?? '',
    phone: school?.phone ?? '',
    description: school?.description ?? '',
    languages: school?.languages ?? [],
    accreditations: (school?.accreditations ?? []).flatMap((code) => choiceOf(ACCREDITATIONS, code) ?? []),
    boarding: school?.boarding ?? null,
    foundedYear: school?.foundedYear ?? null,
    studentCount: school?.studentCount ?? null,
    avgClassSize: school?.avgClassSize ?? null,
    ageFrom: school?.ageFrom ?? null,
    ageTo: school?.ageTo ?? null,
    gradeSystem: choiceOf(GRADE_SYSTEMS, school?.gradeSystem) ?? 'UK',
    curriculums: school?.curriculums ?? [],
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
    lastVerifiedAt: school?.lastVerifiedAt ?? '',
    verifiedSource: school?.verifiedSource ?? '',
    admissions: admissionsOf(school?.admissions),
    // Where this change's information comes from: asked each time.
    source: '',
  };
}
