-- A signed-in parent's private note on a school of their shortlist ("ask about the bus"). Kept
-- with the shortlist row: it goes when the school leaves the list, and only its owner reads it.
-- The limit repeats SHORTLIST_NOTE_MAX (shared/shortlist-input.ts), checked there first with a
-- translated message; here it only guards against a writer that skipped the check.
alter table shortlist add column note text
  constraint shortlist_note_length check (char_length(note) <= 1000);
