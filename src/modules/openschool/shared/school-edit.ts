import type { z } from 'zod';
import { changeSourceSchema, schoolInputSchema } from './school-input';

/**
 * The public school form: the school as people edit it, and where the information comes from
 * (kept with the revision, or shown to the editor who reviews the proposal).
 */
export const schoolEditInputSchema = schoolInputSchema.safeExtend({ source: changeSourceSchema });

export type SchoolEditInput = z.output<typeof schoolEditInputSchema>;
export type SchoolEditFormValues = z.input<typeof schoolEditInputSchema>;

/** What became of a submitted edit: saved at once (editors) or waiting for an editor. */
export const EDIT_OUTCOMES = ['saved', 'proposed'] as const;
export type EditOutcome = (typeof EDIT_OUTCOMES)[number];
