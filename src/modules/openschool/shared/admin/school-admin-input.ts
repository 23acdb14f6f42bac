import { z } from 'zod';
import { schoolEditInputSchema } from '../school-edit';
import { schoolStatusSchema } from '../school-input';

/**
 * An editor's school form in the admin: the school form everyone has (the one school schema and
 * where the information comes from, kept with the revision), plus the status (left as it is
 * when absent; a new school without one is a draft). `fromFile` is set by an import, whose
 * revisions are then of kind `import` (a file's row is read over the school it names: see
 * `schoolInputOfRow`).
 */
export const schoolAdminInputSchema = schoolEditInputSchema.safeExtend({
  status: schoolStatusSchema.optional(),
  fromFile: z.boolean('field.invalid').default(false),
});

export type SchoolAdminInput = z.output<typeof schoolAdminInputSchema>;
export type SchoolAdminFormValues = z.input<typeof schoolAdminInputSchema>;
