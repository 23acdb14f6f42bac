import { z } from 'zod';
import { rejectCategorySchema } from '@/core/shared/moderation';
import { PLACE_STATUSES } from './admissions';
import { changeSourceSchema } from './school-input';
import { EAL_SUPPORT, SEN_SUPPORT } from './school-life';

/**
 * The facts of a school parents and staff can confirm or dispute, each named by a key:
 * `fees:<age>` (the tuition of the school year a child starts at that age, priced by an age
 * band; `fees:all` for a tuition fee the school charges at every age), `places:<age>`, `deadline:<intake name>`, `eal`, `sen`.
 */
export const FACT_KINDS = ['fees', 'places', 'deadline', 'eal', 'sen'] as const;
export type FactKind = (typeof FACT_KINDS)[number];

/** The key of a fact: its kind, and for fees, places and deadlines which one. */
export const factKeySchema = z
  .string('fact.invalid')
  .max(80, 'fact.invalid')
  .regex(/^(fees:(all|\d{1,2})|places:\d{1,2}|deadline:.{1,60}|eal|sen)$/, 'fact.invalid');

export const factKindOf = (fact: string): FactKind => fact.split(':')[0] as FactKind;

/** What a dispute proposes instead, checked by the fact's kind. */
const proposedValueSchemas: Record<FactKind, z.ZodType> = {
  fees: z.coerce.number('amount.invalid').positive('amount.invalid').max(1_000_000_000_000, 'amount.invalid'),
  places: z.enum(PLACE_STATUSES, 'field.invalid'),
  deadline: z.iso.date('date.invalid'),
  eal: z.enum(EAL_SUPPORT, 'field.invalid'),
  sen: z.enum(SEN_SUPPORT, 'field.invalid'),
};

/** The allowed values of a disputed fact with a list of them (places, EAL, SEN); none for the others. */
export const DISPUTE_CHOICES: Partial<Record<FactKind, readonly string[]>> = {
  places: PLACE_STATUSES,
  eal: EAL_SUPPORT,
  sen: SEN_SUPPORT,
};

/** Confirming a fact as the page shows it. */
export const confirmFactInputSchema = z.object({ fact: factKeySchema });

/**
 * Disputing a fact: the value the member says is right (a yearly amount in the fee's currency
 * and period, a place status, a date, a support level) and where they know it from.
 */
export const disputeFactInputSchema = z
  .object({
    fact: factKeySchema,
    value: z.string('field.required').trim().min(1, 'field.required').max(40, 'field.too.long'),
    source: changeSourceSchema,
  })
  .superRefine((input, context) => {
    // Refinements run even when the fact key was refused: an unknown kind has no value to check.
    const valueSchema = proposedValueSchemas[factKindOf(input.fact)] as z.ZodType | undefined;
    if (!valueSchema) return;
    const parsed = valueSchema.safeParse(input.value);
    if (!parsed.success) {
      context.addIssue({ code: 'custom', message: parsed.error.issues[0]?.message, path: ['value'] });
    }
  });

export type DisputeFactInput = z.output<typeof disputeFactInputSchema>;
export type DisputeFactFormValues = z.input<typeof disputeFactInputSchema>;

/** Confirmations per member and fact: one a calendar year (UTC). */
export const confirmationYearOf = (date: Date) => date.getUTCFullYear();

/** A moderator's removal of abusive confirmations: which, and the kind of abuse the log counts. */
export const removeConfirmationsInputSchema = z.object({
  ids: z.array(z.uuid('id.invalid'), 'field.invalid').min(1, 'field.required').max(100, 'field.too.long'),
  category: rejectCategorySchema,
});
