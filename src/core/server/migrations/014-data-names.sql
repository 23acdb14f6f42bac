-- Names the site owns (a curriculum's name, its group's heading, a school year) in the languages
-- other than English: English stays on the row itself, a translation is a row here (decision 099).
-- `entity` is what a module declares in its manifest's `dataNames` (`curriculum`,
-- `curriculumGroup`, `grade`); `thing` the row's id, or the English key of a group; `field` the
-- name's part (`name`, `shortName`, `description`). A missing row falls back to English.
create table data_name (
  entity text not null,
  thing text not null,
  field text not null,
  lng text not null,
  value text not null check (value <> ''),
  updated_at timestamptz not null default now(),
  primary key (entity, thing, field, lng)
);
-- The names of one language for many things at once (a page of schools' curriculums).
create index data_name_lng_idx on data_name (entity, lng, thing);
