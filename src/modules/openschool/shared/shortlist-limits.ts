/**
 * How many schools a parent may keep on the shortlist. The compare page shows COMPARE_MAX of
 * them side by side; the shortlist is larger so that browsing never forces a choice too early,
 * and a guest's list merged into an account at sign-in rarely loses a school.
 *
 * Apart from the shortlist's input schemas: the top bar's shortlist reads these on every page
 * before it is interactive, and the schemas would bring the validation library with them.
 */
export const SHORTLIST_MAX = 20;

/** How long a parent's private note on a shortlisted school may be: a few lines, not an essay. */
export const SHORTLIST_NOTE_MAX = 1000;

/** A school id's shape: a UUID, lower case. */
export const SCHOOL_ID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** Whether a text has the shape of a school id (a UUID, lower case): anything else is never sent to SQL. */
export function isSchoolId(value: unknown): value is string {
  return typeof value === 'string' && SCHOOL_ID_PATTERN.test(value);
}
