import { z } from 'zod';
import type { AdminListSpec } from '@/core/shared/admin-list';
import { requiredNumber } from '@/core/shared/required-number';
import { GRADE_SYSTEMS } from '../directory-constants';

/**
 * The school years list. `position` sorts within each system (UK then US…), so the default
 * order reads as the systems' years in turn; `ageFrom` lines the systems up by age.
 */
export const GRADE_ADMIN_LIST: AdminListSpec = {
  columns: {
    system: { filter: 'options', options: GRADE_SYSTEMS },
    code: { sortable: true },
    name: { sortable: true },
    ageFrom: { sortable: true },
    position: { sortable: true },
  },
  defaultSort: 'position',
};

/** A school year of a system: its code (`Y7`), name (`Year 7`), the age a child starts it, its place. */
export const gradeInputSchema = z.object({
  system: z.enum(GRADE_SYSTEMS, 'grade.system.invalid'),
  code: z
    .string('field.required')
    .trim()
    .toUpperCase()
    .min(1, 'field.required')
    .max(10, 'field.too.long')
    .regex(/^[A-Z0-9-]+$/, 'grade.code.invalid'),
  name: z.string('field.required').trim().min(1, 'field.required').max(60, 'name.too.long'),
  ageFrom: requiredNumber(
    z.number('age.invalid').int('age.invalid').min(2, 'age.invalid').max(19, 'age.invalid'),
    'age.invalid',
  ),
  position: requiredNumber(
    z
      .number('position.invalid')
      .int('position.invalid')
      .min(1, 'position.invalid')
      .max(50, 'position.invalid'),
    'position.invalid',
  ),
});

export type GradeInput = z.output<typeof gradeInputSchema>;
export type GradeFormValues = z.input<typeof gradeInputSchema>;

export const GRADE_FILE_HEADERS = ['system', 'code', 'name', 'ageFrom', 'position'] as const;
