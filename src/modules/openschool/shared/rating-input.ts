import { z } from 'zod';
import { checkRejection, rejectionFields, rejectionOf } from '@/core/shared/moderation';
import { RATING_DIMENSIONS, RATING_STATUSES, type RatingDimension } from './directory-constants';

export const RATING_COMMENT_MIN = 10;
export const RATING_COMMENT_MAX = 2000;

const mark = (code: string) => z.number(code).int(code).min(1, code).max(5, code);
const blankToNull = (value: unknown) => (value === '' || value === undefined ? null : value);
const optionalMark = z.preprocess(blankToNull, mark('rating.mark.invalid').nullable());

/**
 * A parent's rating of a school: the overall mark and, if they wish, a mark per dimension, each
 * 1 to 5, and a comment other parents can learn from.
 */
export const ratingInputSchema = z.object({
  overall: mark('rating.overall.invalid'),
  ...(Object.fromEntries(RATING_DIMENSIONS.map((dimension) => [dimension, optionalMark])) as Record<
    RatingDimension,
    typeof optionalMark
  >),
  comment: z
    .string('field.required')
    .trim()
    .min(RATING_COMMENT_MIN, 'comment.too.short')
    .max(RATING_COMMENT_MAX, 'comment.too.long'),
});

export type RatingInput = z.output<typeof ratingInputSchema>;
export type RatingFormValues = z.input<typeof ratingInputSchema>;

/** A moderator's edit of a rating: its status, and the kind and reason of a rejection. */
export const ratingModerationInputSchema = z
  .object({ status: z.enum(RATING_STATUSES, 'status.invalid'), ...rejectionFields })
  .superRefine(checkRejection)
  .transform((input) => ({ status: input.status, ...rejectionOf(input) }));

export type RatingModerationInput = z.output<typeof ratingModerationInputSchema>;
export type RatingModerationFormValues = z.input<typeof ratingModerationInputSchema>;
