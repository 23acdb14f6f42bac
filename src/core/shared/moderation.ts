import { z } from 'zod';
import { REJECT_CATEGORIES, REJECT_REASON_MAX, type RejectCategory } from './reject-categories';

export {
  REJECT_CATEGORIES,
  REJECT_REASON_MAX,
  type RejectCategory,
} from './reject-categories';

export const rejectCategorySchema = z.enum(REJECT_CATEGORIES, 'reject.category.required');

/** Why a moderator refuses what a member sent (a rating, a change, a place), told to whoever reads the decision. */
export const rejectReasonSchema = z
  .string('reason.required')
  .trim()
  .min(1, 'reason.required')
  .max(REJECT_REASON_MAX, 'field.too.long');

/** What a bulk rejection asks besides the selection: the kind of refusal and the author's reason. */
export const rejectionInputSchema = z.object({ reason: rejectReasonSchema, category: rejectCategorySchema });

export type Rejection = z.output<typeof rejectionInputSchema>;

const blankToNull = (value: unknown) =>
  value === undefined || (typeof value === 'string' && value.trim() === '') ? null : value;

/**
 * The rejection fields of a form that edits a moderated record's status: blank unless the
 * status is `rejected`, when both are required (see `checkRejection`).
 */
export const rejectionFields = {
  rejectCategory: z.preprocess(blankToNull, rejectCategorySchema.nullable()),
  rejectReason: z.preprocess(
    blankToNull,
    z.string().trim().max(REJECT_REASON_MAX, 'field.too.long').nullable(),
  ),
};

interface DecisionFields {
  status: string;
  rejectCategory: RejectCategory | null;
  rejectReason: string | null;
}

/** A superRefine: a rejection names its kind and its reason. */
export function checkRejection(input: DecisionFields, context: z.RefinementCtx) {
  if (input.status !== 'rejected') return;
  if (!input.rejectReason) {
    context.addIssue({ code: 'custom', message: 'reason.required', path: ['rejectReason'] });
  }
  if (!input.rejectCategory) {
    context.addIssue({ code: 'custom', message: 'reject.category.required', path: ['rejectCategory'] });
  }
}

/** The rejection fields as stored: they belong to a rejection only. */
export function rejectionOf(input: DecisionFields): {
  rejectCategory: RejectCategory | null;
  rejectReason: string | null;
} {
  return input.status === 'rejected'
    ? { rejectCategory: input.rejectCategory, rejectReason: input.rejectReason }
    : { rejectCategory: null, rejectReason: null };
}
