import { z } from 'zod';
import { changeSourceSchema, schoolInputSchema, schoolStatusSchema } from '../school-input';

/**
 * An editor's school form in the admin: the one school schema, plus the status (left as it is
 * when absent; a new school without one is a draft) and where the information comes from, kept
 * with the revision. `fromFile` is set by an import, whose revisions are then of kind `import`
 * (a file's row is read over the school it names: see `schoolInputOfRow`).
 */
export const schoolAdminInputSchema = schoolInputSchema.safeExtend({
  status: schoolStatusSchema.optional(),
  source: changeSourceSchema,
  fromFile: z.boolean('field.invalid').default(false),
});

export type SchoolAdminInput = z.output<typeof schoolAdminInputSchema>;
export type SchoolAdminFormValues = z.input<typeof schoolAdminInputSchema>;
