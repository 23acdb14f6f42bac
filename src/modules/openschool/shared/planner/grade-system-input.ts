import { z } from 'zod';

/**
 * A grade system's cut-off as the admin edits it: the day by which a child must have reached a
 * year's age (England 31 August, the US 1 September…), whether it varies, and its source.
 */
export const gradeSystemInputSchema = z
  .object({
    cutoffMonth: z
      .number('cutoff.invalid')
      .int('cutoff.invalid')
      .min(1, 'cutoff.invalid')
      .max(12, 'cutoff.invalid'),
    cutoffDay: z
      .number('cutoff.invalid')
      .int('cutoff.invalid')
      .min(1, 'cutoff.invalid')
      .max(31, 'cutoff.invalid'),
    cutoffVaries: z.boolean('field.required'),
    sourceUrl: z.preprocess(
      (value) => (typeof value === 'string' && value.trim() === '' ? null : value),
      z
        .url({ protocol: /^https?$/, error: 'url.invalid' })
        .max(500, 'field.too.long')
        .nullable(),
    ),
  })
  .superRefine((input, context) => {
    // Any day a leap year has: 29 February is kept, and falls on the 28th in other years.
    const last = new Date(Date.UTC(2024, input.cutoffMonth, 0)).getUTCDate();
    if (input.cutoffDay > last)
      context.addIssue({ code: 'custom', message: 'cutoff.invalid', path: ['cutoffDay'] });
  });

export type GradeSystemInput = z.output<typeof gradeSystemInputSchema>;
export type GradeSystemFormValues = z.input<typeof gradeSystemInputSchema>;
