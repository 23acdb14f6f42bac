import { z } from 'zod';

/** The spans, in days, the registrations chart covers. */
export const USER_STATS_PERIODS = [30, 90, 365] as const;
export const USER_STATS_DEFAULT_PERIOD = 90;

/** The statistics request: one of the spans (90 days when none is given). */
export const userStatsInputSchema = z.object({
  days: z
    .number('period.invalid')
    .refine((days) => (USER_STATS_PERIODS as readonly number[]).includes(days), 'period.invalid')
    .nullish()
    .transform((days) => days ?? USER_STATS_DEFAULT_PERIOD),
});
