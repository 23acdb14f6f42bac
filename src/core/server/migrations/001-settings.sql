create extension if not exists pg_trgm;
create extension if not exists unaccent;

create table setting (
  key text primary key,
  value jsonb not null,
  updated_at timestamptz not null default now()
);
