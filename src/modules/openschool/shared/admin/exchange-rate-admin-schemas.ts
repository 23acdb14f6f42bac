import { z } from 'zod';
import type { AdminListSpec } from '@/core/shared/admin-list';
import { requiredNumber } from '@/core/shared/required-number';

/** The currencies fees may use, with their rate to the US dollar and its date. */
export const EXCHANGE_RATE_ADMIN_LIST: AdminListSpec = {
  columns: {
    currency: { sortable: true },
    unitsPerUsd: { sortable: true },
    asOf: { sortable: true, filter: 'dateRange' },
    feeCount: { sortable: true },
  },
  defaultSort: 'currency',
};

/**
 * A rate as editors correct it: how many units one US dollar buys, and the date it holds for.
 * The currency and its minor digits are fixed: stored amounts depend on them.
 */
export const exchangeRateInputSchema = z.object({
  unitsPerUsd: requiredNumber(
    z
      .number('rate.invalid')
      .positive('rate.invalid')
      .max(10_000_000, 'rate.invalid')
      // Kept to the six decimals the table stores.
      .transform((rate) => Math.round(rate * 1e6) / 1e6)
      .refine((rate) => rate > 0, 'rate.invalid'),
    'rate.invalid',
  ),
  asOf: z.iso.date('date.invalid'),
});

export type ExchangeRateInput = z.output<typeof exchangeRateInputSchema>;
export type ExchangeRateFormValues = z.input<typeof exchangeRateInputSchema>;
