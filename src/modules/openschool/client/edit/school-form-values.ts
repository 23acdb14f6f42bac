import type { SchoolEditFormValues } from '../../shared/school-edit';
import { type SchoolInput, schoolInputSchema } from '../../shared/school-input';

/**
 * A school's values as the edit form query sends them: JSON to the schema, so read with the
 * schema they were saved through. Throws on a school that no longer passes it.
 */
export const schoolInputOf = (input: unknown): SchoolInput => schoolInputSchema.parse(input);

/** The form's values for a school as it is (or a new one): empty texts where the school has none. */
export function formValuesOf(school: SchoolInput | null): SchoolEditFormValues {
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
    accreditations: school?.accreditations ?? [],
    boarding: school?.boarding ?? false,
    foundedYear: school?.foundedYear ?? null,
    studentCount: school?.studentCount ?? null,
    avgClassSize: school?.avgClassSize ?? null,
    ageFrom: school?.ageFrom ?? null,
    ageTo: school?.ageTo ?? null,
    gradeSystem: school?.gradeSystem ?? 'UK',
    curriculums: school?.curriculums ?? [],
    fees: (school?.fees ?? []).map((fee) => ({ ...fee, note: fee.note ?? '' })),
    lastVerifiedAt: school?.lastVerifiedAt ?? '',
    verifiedSource: school?.verifiedSource ?? '',
    // Where this edit's information comes from: asked each time.
    source: '',
  };
}
