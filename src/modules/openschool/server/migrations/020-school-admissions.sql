-- Admissions facts (decision 071): intakes and deadlines, places per school year, assessments,
-- documents, term dates, language and learning support, the nationality mix and the bus areas.
-- One value of the school as people edit it (shared/admissions.ts), kept whole like its other
-- fields in proposals and revisions; the list reads two of its parts.
alter table school add column admissions jsonb not null default '{}';

-- "Has places for my child's year": the list, which always has an age then, asks for the schools
-- whose places contain {"age": N, "status": "open"} — one more condition of the school row that
-- the bitmap intersects with the others.
create index school_admission_places_idx on school using gin ((admissions -> 'places') jsonb_path_ops)
  where listed;
