import { z } from 'zod';

export const REJECT_REASON_MAX = 500;

/** Why a moderator refuses what a member sent (a rating, a change, a place), told to whoever reads the decision. */
export const rejectReasonSchema = z
  .string('reason.required')
  .trim()
  .min(1, 'reason.required')
  .max(REJECT_REASON_MAX, 'field.too.long');

/** What a bulk rejection asks besides the selection. */
export const rejectionInputSchema = z.object({ reason: rejectReasonSchema });
