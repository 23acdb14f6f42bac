/**
 * A table of things members send and moderators decide on, as the public moderation log reads
 * it. Every such table has `status`, `reject_category` and `created_at` columns; the others are
 * named here.
 */
export interface ModeratedKind {
  /** Translation key with its namespace, in the plural: `openschool:moderation.ratings`. */
  label: string;
  table: string;
  /** The `status` of an accepted one (`approved`, `published`); rejected ones are `rejected`. */
  acceptedStatus: string;
  /** When the latest decision was taken; null while it waits. */
  decidedAtColumn: string;
  /** Who decided; a row its own author decided (an editor's own place) is not moderation. */
  decidedByColumn: string;
  authorColumn: string;
}
