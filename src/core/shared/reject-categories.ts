// Apart from the moderation's schemas (`moderation.ts`): the public moderation log names the
// categories as it renders, and the schemas would bring zod into its first script.

export const REJECT_REASON_MAX = 500;

/**
 * Why a moderator refuses what a member sent, in kinds the public moderation log can count
 * without quoting anyone: each rejection names one, besides the reason its author reads.
 */
export const REJECT_CATEGORIES = [
  'spam',
  'abusive',
  'personal-data',
  'conflict-of-interest',
  'inaccurate',
  'off-topic',
  'duplicate',
  'other',
] as const;

export type RejectCategory = (typeof REJECT_CATEGORIES)[number];
