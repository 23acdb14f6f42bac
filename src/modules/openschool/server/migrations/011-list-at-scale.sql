-- The public list and its search at a million schools (docs/benchmarks.md): every condition
-- served by a column an index covers, so the filters combine in one bitmap scan and a matching
-- row is checked without recomputing anything.

-- Backfilling a million rows need not re-run the gate, the counts or the search words: neither
-- column below changes which schools are listed, nor their names and cities.
alter table school disable trigger user;

-- The folded name and city, stored. The trigram index's recheck of each candidate row then reads
-- it instead of calling unaccent() again: at a million schools a broad search rechecks tens of
-- thousands of rows.
alter table school add column search_text text
  generated always as (school_search_text(name, city)) stored;
drop index school_search_idx;
create index school_search_idx on school using gin (search_text gin_trgm_ops) where listed;

-- Each school's curriculums, kept from school_curriculum by the trigger below. The list's
-- curriculum filter becomes one more GIN condition of the school row, intersected with the others
-- in a bitmap, instead of a join walking every school that teaches the curriculum.
alter table school add column curriculum_ids uuid[] not null default '{}';
update school set curriculum_ids = links.ids
from (
  select school_id, array_agg(curriculum_id order by curriculum_id) as ids
  from school_curriculum group by school_id
) as links
where links.school_id = school.id;
create index school_curriculum_ids_idx on school using gin (curriculum_ids) where listed;

-- How many schools have each word in their name or city, roughly (renamed schools' old words
-- count down, a word's count never below zero). A search reads the index for its rare words and
-- checks its common ones ("international": half the schools) on the rows the rare ones found:
-- the trigram index intersecting a word that common costs more than checking it on each row.
alter table school_search_word add column schools integer not null default 0;

-- The words (3+ characters) of these folded names and cities, each with how many texts have it.
create function school_search_words_of(texts text[]) returns table (word text, texts integer)
  language sql stable as $$
  select part, count(*)::int
  from unnest(texts) as named(search_text)
  cross join lateral (
    select distinct part from regexp_split_to_table(named.search_text, '[\s[:punct:]]+') as part
    where length(part) >= 3
  ) as words
  group by part
$$;

-- GIN instead of 008's GiST for the closest words of a misspelt one, and for the words containing
-- a search's patterns: measured, GiST's nearest-first scan reads most of its pages on a table of
-- 20,000 words (3 ms on PostgreSQL, 10-14 ms on PGlite) where GIN finds the few words sharing
-- trigrams and sorts them (0.3 and 1 ms).
drop index school_search_word_trgm_idx;
-- Without the fast-update pending list: every school added updates the counts of its words,
-- and unsorted pending entries would be read by every search until a vacuum (PGlite has none
-- running by itself).
create index school_search_word_trgm_idx on school_search_word using gin (word gin_trgm_ops)
  with (fastupdate = off);

-- Adds `delta` (1 or -1) to the count of each word of these folded names and cities, once per text.
create function school_search_words_count(texts text[], delta integer) returns void
  language plpgsql as $$
begin
  if delta > 0 then
    insert into school_search_word as known (word, schools)
    select counted.word, delta * counted.texts from school_search_words_of(texts) as counted
    on conflict (word) do update set schools = known.schools + excluded.schools;
  else
    update school_search_word as known set schools = greatest(0, known.schools + delta * counted.texts)
    from school_search_words_of(texts) as counted where counted.word = known.word;
  end if;
end
$$;

select school_search_words_count(array(select search_text from school), 1);

alter table school enable trigger user;

-- Replace 008's triggers, which only added words: now they count them too.
create or replace function school_search_words_inserted() returns trigger language plpgsql as $$
begin
  perform school_search_words_count(array(select school_search_text(name, city) from new_rows), 1);
  return null;
end
$$;

create or replace function school_search_words_updated() returns trigger language plpgsql as $$
begin
  perform school_search_words_count(array(
    select school_search_text(old_rows.name, old_rows.city)
    from old_rows join new_rows using (id)
    where (old_rows.name, old_rows.city) is distinct from (new_rows.name, new_rows.city)
  ), -1);
  perform school_search_words_count(array(
    select school_search_text(new_rows.name, new_rows.city)
    from old_rows join new_rows using (id)
    where (old_rows.name, old_rows.city) is distinct from (new_rows.name, new_rows.city)
  ), 1);
  return null;
end
$$;

create function school_search_words_deleted() returns trigger language plpgsql as $$
begin
  perform school_search_words_count(array(select school_search_text(name, city) from old_rows), -1);
  return null;
end
$$;

create trigger school_search_words_delete after delete on school
  referencing old table as old_rows for each statement execute function school_search_words_deleted();

create function school_curriculum_ids_refresh(ids uuid[]) returns void
  language sql as $$
  update school set curriculum_ids = array(
    select link.curriculum_id from school_curriculum as link
    where link.school_id = school.id order by link.curriculum_id
  )
  where school.id = any(ids)
$$;

-- Replaces 005's, which re-ran the gate: setting the ids re-runs it too.
create or replace function school_curriculum_changed() returns trigger language plpgsql as $$
begin
  if tg_op = 'DELETE' then
    perform school_curriculum_ids_refresh(array(select distinct school_id from old_rows));
  else
    perform school_curriculum_ids_refresh(array(select distinct school_id from new_rows));
  end if;
  return null;
end
$$;

-- The gate reads the kept ids instead of querying the links of each school it checks.
create or replace function school_listed_apply() returns trigger language plpgsql as $$
begin
  new.listed := new.status = 'published'
    and coalesce(trim(new.city), '') <> ''
    and new.avg_fees_usd_cents is not null
    and cardinality(new.curriculum_ids) > 0;
  return new;
end
$$;
