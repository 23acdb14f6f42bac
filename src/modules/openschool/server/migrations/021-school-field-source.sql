-- Where a school's field came from when it was imported from an open dataset (OpenStreetMap, a
-- curriculum body's list), and under which licence: the school page's attribution and the open
-- data's `sources` read it. A field has a row only while it still holds the imported value: a
-- person's save of that field (an editor, an approved proposal, a restore) deletes its row, and
-- a later import then leaves the field alone (decision 072).
create table school_field_source (
  school_id uuid not null references school (id) on delete cascade,
  -- The school input's name of the field: `website`, `latitude`, `curriculums`.
  field text not null,
  -- `osm`, or `csv:<dataset>` for a school list.
  source text not null,
  -- The record in the dataset: `node/123`, `way/45`, a list's line.
  reference text,
  -- An SPDX identifier (`ODbL-1.0`); null when the list's licence was not given.
  licence text,
  attribution text,
  imported_at timestamptz not null default now(),
  primary key (school_id, field)
);
