import { z } from 'zod';
import { COMPARE_MAX } from './directory-constants';
import { isSchoolId, SCHOOL_ID_PATTERN, SHORTLIST_MAX, SHORTLIST_NOTE_MAX } from './shortlist-limits';

// Kept importable from here, where they were first written.
export { isSchoolId, SHORTLIST_MAX, SHORTLIST_NOTE_MAX };

/** One school's id, as a mutation names it. */
export const schoolIdSchema = z
  .string('id.invalid')
  .trim()
  .toLowerCase()
  .regex(SCHOOL_ID_PATTERN, 'id.invalid');

/**
 * A private note on a school of one's shortlist ("ask about the bus"). Trimmed; an empty note
 * removes it. The form and the server share it, so the limit is told the same way on both.
 */
export const shortlistNoteInputSchema = z.object({
  schoolId: schoolIdSchema,
  note: z
    .string('shortlist.note.invalid')
    .trim()
    .max(SHORTLIST_NOTE_MAX, 'shortlist.note.too.long')
    .transform((note) => note || null),
});

export type ShortlistNoteInput = z.input<typeof shortlistNoteInputSchema>;

const idList = (max: number, code: string) =>
  z
    .array(z.string('id.invalid').trim().toLowerCase(), 'id.invalid')
    .max(max, code)
    // Order kept, repeats dropped: the first place a school is named wins.
    .transform((ids) => [...new Set(ids)]);

/**
 * A guest's shortlist sent at sign-in. Ids that name no listed school (removed since, or not an
 * id at all) are skipped, not refused: the browser's storage is not something to argue with.
 */
export const mergeShortlistInputSchema = idList(SHORTLIST_MAX, 'shortlist.full');

/** The schools of `compareSchools`, in the order to show them; unknown ids come back as a note. */
export const compareIdsInputSchema = idList(COMPARE_MAX, 'compare.too.many');

/** The `ids` parameter of /compare (`?ids=a,b,c`): school ids in order, distinct, well-formed. */
export function compareIdsOf(param: string | null | undefined): string[] {
  const ids = (param ?? '')
    .split(',')
    .map((id) => id.trim().toLowerCase())
    .filter(isSchoolId);
  return [...new Set(ids)];
}
