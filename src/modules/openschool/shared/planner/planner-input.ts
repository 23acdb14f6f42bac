import { z } from 'zod';
import { PLANNER_MAX_CHILDREN } from '../family';
import { dateOf, daysBetween } from './calendar-date';

/** The oldest child a plan takes: past every school year of every system. */
const MAX_AGE_YEARS = 20;

const isoDate = z.iso.date('date.invalid');
const blankToUndefined = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;

/**
 * A relocation plan asked: each child's birth date, the move date, the destination (a country,
 * optionally a city), the current school's curriculum and a budget in the family's currency.
 * The planner's form, its address and `relocationPlan(input)` all read it with this schema.
 */
export const relocationPlanInputSchema = z
  .object({
    children: z
      .array(z.object({ birthDate: isoDate }), 'planner.children.required')
      .min(1, 'planner.children.required')
      .max(PLANNER_MAX_CHILDREN, 'planner.children.too.many'),
    moveDate: isoDate.refine((date) => date >= '2000-01-01' && date <= '2100-12-31', 'date.invalid'),
    countryCode: z
      .string('country.invalid')
      .trim()
      .toUpperCase()
      .regex(/^[A-Z]{2}$/, 'country.invalid'),
    city: z.preprocess(blankToUndefined, z.string().trim().max(100, 'field.too.long').optional()),
    curriculum: z.preprocess(
      blankToUndefined,
      z
        .string('curriculum.invalid')
        .regex(/^[a-z0-9-]{1,60}$/, 'curriculum.invalid')
        .optional(),
    ),
    /** The most the family means to pay for the first year, all children, in `currency`. */
    budget: z.preprocess(
      blankToUndefined,
      z.number('budget.invalid').min(0, 'budget.invalid').max(1e10, 'budget.invalid').optional(),
    ),
    currency: z
      .string('currency.invalid')
      .trim()
      .toUpperCase()
      .regex(/^[A-Z]{3}$/, 'currency.invalid')
      .default('USD'),
  })
  .superRefine((input, context) => {
    const move = dateOf(input.moveDate);
    input.children.forEach((child, index) => {
      const days = daysBetween(dateOf(child.birthDate), move);
      if (days <= 0 || days > MAX_AGE_YEARS * 366) {
        context.addIssue({
          code: 'custom',
          message: 'planner.birth.invalid',
          path: ['children', index, 'birthDate'],
        });
      }
    });
  });

export type RelocationPlanInput = z.output<typeof relocationPlanInputSchema>;
export type RelocationPlanFormValues = z.input<typeof relocationPlanInputSchema>;

/** A plan kept on a signed-in parent's account: a name and the planner's address query. */
export const savePlanInputSchema = z.object({
  name: z.string('field.required').trim().min(1, 'field.required').max(100, 'field.too.long'),
  search: z
    .string('field.required')
    .trim()
    .min(2, 'field.required')
    .max(1000, 'field.too.long')
    .refine((search) => search.startsWith('?'), 'field.invalid'),
});

export type SavePlanInput = z.output<typeof savePlanInputSchema>;
