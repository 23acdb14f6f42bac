-- Datasets schools are imported from, each under one licence (decision 079). A field's
-- provenance names its dataset; the licence, the credit and the dataset's name are read from
-- here, so a licence the operator corrects later applies to every fact of the dataset.
create table school_dataset (
  -- `osm` for OpenStreetMap; a slug of the name the operator gave for any other.
  slug text primary key,
  name text not null,
  -- One of DATASET_LICENCES: `ODbL-1.0`, `CC-BY-4.0`, `CC0-1.0`, `OGL-UK-3.0`, `public-domain`, `unknown`.
  licence text not null,
  attribution text,
  url text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

insert into school_dataset (slug, name, licence, attribution, url) values
  ('osm', 'OpenStreetMap', 'ODbL-1.0', '© OpenStreetMap contributors', 'https://www.openstreetmap.org/copyright');

-- The lists imported before datasets had names: named after their file, under the licence given then.
insert into school_dataset (slug, name, licence, attribution)
  select distinct on (source) source, coalesce(attribution, source),
    case when licence in ('ODbL-1.0', 'CC-BY-4.0', 'CC0-1.0', 'OGL-UK-3.0', 'public-domain') then licence
      else 'unknown' end,
    attribution
  from school_field_source
  where source <> 'osm'
  order by source, imported_at desc;

alter table school_field_source drop column licence, drop column attribution;
alter table school_field_source
  add constraint school_field_source_dataset_fk foreign key (source) references school_dataset (slug);
create index school_field_source_reference_idx on school_field_source (source, reference);

-- The records of datasets a school is: which dataset, its reference there, and the name the
-- dataset gives it. The import's matching knows a school again by its record, and by these
-- names; a dataset's other spelling of a name is kept here instead of renaming the school, and
-- the school page shows those of datasets whose licence allows it.
create table school_dataset_record (
  school_id uuid not null references school (id) on delete cascade,
  source text not null references school_dataset (slug),
  -- `node/123`, a list's school code; null when the list gives none.
  reference text,
  name text not null,
  seen_at timestamptz not null default now(),
  primary key (school_id, source, name)
);
create index school_dataset_record_reference_idx on school_dataset_record (source, reference);

-- An uploaded file under preview: its text, what the operator decided, and the last analysis.
create table school_import (
  id uuid primary key,
  -- `osm` (a GeoJSON or Overpass JSON extract) or `csv` (a school list).
  format text not null,
  file_name text not null,
  content text not null,
  -- What the operator chose: dataset, licence, country, columns, programmes, rows, operators.
  settings jsonb not null default '{}',
  -- The preview as last analysed: counts, columns, programmes, operators and every row.
  report jsonb,
  created_by uuid references app_user (id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  committed_at timestamptz,
  committed_by uuid references app_user (id) on delete set null,
  created_count integer,
  updated_count integer
);
create index school_import_created_at_idx on school_import (created_at desc);

-- How the operator read a programme name of a list (`British` → english-national), kept for the
-- next file. Empty slugs: the programme names no curriculum and is left out without a warning.
create table school_import_programme (
  programme text primary key,
  curriculum_slugs text[] not null,
  updated_at timestamptz not null default now()
);
