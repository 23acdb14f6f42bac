import { z } from 'zod';
import { requiredNumber } from '@/core/shared/required-number';
import { FEE_KINDS, FEE_PERIODS } from './directory-constants';
import { optionalInt, optionalText } from './input-fields';

const age = (code: string) => optionalInt(2, 19, code);

/** `2026-2027`: two consecutive years. */
export const academicYearSchema = z
  .string('academicYear.invalid')
  .regex(/^\d{4}-\d{4}$/, 'academicYear.invalid')
  .refine((year) => Number(year.slice(5)) === Number(year.slice(0, 4)) + 1, 'academicYear.invalid');

/**
 * One fee as typed: the amount in the currency's main unit (12,500.50 euros), converted to minor
 * units by the server with the currency's digits. Ages both given (a band) or both left empty.
 */
export const feeInputSchema = z
  .object({
    kind: z.enum(FEE_KINDS, 'fee.kind.invalid'),
    ageFrom: age('age.invalid'),
    ageTo: age('age.invalid'),
    // A year at school costs over a billion in some currencies (VND, IDR); the cap keeps minor
    // units (three digits at most) a safe integer.
    amount: requiredNumber(
      z.number('amount.invalid').min(0, 'amount.invalid').max(1_000_000_000_000, 'amount.invalid'),
      'amount.invalid',
    ),
    currency: z
      .string('currency.invalid')
      .trim()
      .toUpperCase()
      .regex(/^[A-Z]{3}$/, 'currency.invalid'),
    period: z.enum(FEE_PERIODS, 'period.invalid'),
    academicYear: academicYearSchema,
    note: optionalText(200),
  })
  .superRefine((fee, context) => {
    if ((fee.ageFrom === null) !== (fee.ageTo === null)) {
      context.addIssue({
        code: 'custom',
        message: 'ages.incomplete',
        path: [fee.ageFrom === null ? 'ageFrom' : 'ageTo'],
      });
    } else if (fee.ageFrom !== null && fee.ageTo !== null && fee.ageFrom > fee.ageTo) {
      context.addIssue({ code: 'custom', message: 'ages.order', path: ['ageTo'] });
    }
    if (fee.kind === 'tuition' && fee.period === 'once') {
      context.addIssue({ code: 'custom', message: 'fee.tuition.once', path: ['period'] });
    }
  });

export type FeeInput = z.output<typeof feeInputSchema>;
export type FeeFormValues = z.input<typeof feeInputSchema>;
