-- Uploaded images (normalised WebP originals) live in the database: every server process on it
-- serves them, and a database backup holds them. The sizes rendered from an original are a
-- cache on each process's disk.
create table image (
  id text primary key,
  data bytea not null,
  created_at timestamptz not null default now()
);
