import { z } from 'zod';
import type { AdminListSpec } from '@/core/shared/admin-list';
import { FEE_KINDS } from '../directory-constants';
import { changeSourceSchema, feeInputSchema } from '../school-input';

/** Every fee of every school: filtered by school (its id), kind, currency and academic year. */
export const FEE_ADMIN_LIST: AdminListSpec = {
  columns: {
    school: { sortable: true, filter: 'exact' },
    kind: { sortable: true, filter: 'options', options: FEE_KINDS },
    amount: { sortable: true },
    currency: { sortable: true, filter: 'exact' },
    academicYear: { sortable: true, filter: 'exact' },
    updatedAt: { sortable: true, filter: 'dateRange' },
  },
  defaultSort: '-updatedAt',
};

/**
 * One fee of a school, as the fee admin edits it: the school's fee schema plus the school it is
 * for, and the source kept with the school's revision (a fee is part of its school's record).
 */
export const schoolFeeAdminInputSchema = feeInputSchema.safeExtend({
  schoolId: z.uuid('school.invalid'),
  source: changeSourceSchema,
});

export type SchoolFeeAdminInput = z.output<typeof schoolFeeAdminInputSchema>;
export type SchoolFeeAdminFormValues = z.input<typeof schoolFeeAdminInputSchema>;

/** The columns of an exported fees file. */
export const FEE_FILE_HEADERS = [
  'schoolId',
  'schoolName',
  'kind',
  'ageFrom',
  'ageTo',
  'amount',
  'currency',
  'period',
  'academicYear',
  'note',
] as const;
