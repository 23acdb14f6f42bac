import { z } from 'zod';
import { SCHOOL_STATUSES } from './directory-constants';
import { academicYearSchema, type FeeFormValues, type FeeInput, feeInputSchema } from './fee-input';
import { blankToNull } from './input-fields';
import { schoolFactsShape } from './school-catalogue';

// The fee's schema lives in fee-input.ts (the catalogue reads it); named here too, where the
// school's other inputs are.
export { academicYearSchema, type FeeFormValues, type FeeInput, feeInputSchema };

/**
 * Everything about a school that people edit — in the admin, as a member's proposal, or in a
 * CSV import — checked the same way everywhere. Curriculums by slug and fee currencies are
 * checked against the database by the server.
 */
export const schoolInputSchema = z.object(schoolFactsShape).superRefine((school, context) => {
  if (school.ageFrom !== null && school.ageTo !== null && school.ageFrom > school.ageTo) {
    context.addIssue({ code: 'custom', message: 'ages.order', path: ['ageTo'] });
  }
  if ((school.latitude === null) !== (school.longitude === null)) {
    context.addIssue({ code: 'custom', message: 'coordinates.incomplete', path: ['longitude'] });
  }
});

export type SchoolInput = z.output<typeof schoolInputSchema>;
export type SchoolFormValues = z.input<typeof schoolInputSchema>;

/** An editor's form adds the status (members' proposals never set it). */
export const schoolStatusSchema = z.enum(SCHOOL_STATUSES, 'status.invalid');

/** Where a change comes from, kept with its revision: a URL, "phone call with admissions"… */
export const changeSourceSchema = z
  .preprocess(blankToNull, z.string().trim().max(300, 'field.too.long').nullish())
  .transform((v) => v ?? null);
