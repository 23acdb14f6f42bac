-- The public school list's filters and its search that tolerates typos.

-- Case and accents folded the way school_search_text (migration 003) folds a name and a city:
-- for the city filter and for the search patterns, so both sides fold alike.
create function school_fold(value text) returns text
  language sql immutable parallel safe strict
  as $$ select lower(public.unaccent('public.unaccent'::regdictionary, value)) $$;

-- The words of school names and cities (folded, 3+ characters), each once: a misspelt search
-- word is corrected to the closest of them (`internatinal` → `international`) by trigram
-- similarity. Matching the misspelt word against every school instead costs a recheck of most
-- rows for a word as common as "international": 70-90 ms at 100,000 schools on PGlite, against
-- a few ms on this table of some thousand words. Words of schools since renamed or removed stay:
-- a correction to one of them finds nothing, which is what the search would have found anyway.
create table school_search_word (word text primary key);
-- GiST, not GIN: it hands the closest words first (`order by word <-> typed`), so finding the three
-- nearest reads a few index pages instead of every word sharing a trigram.
create index school_search_word_trgm_idx on school_search_word using gist (word gist_trgm_ops);

create function school_search_words_inserted() returns trigger language plpgsql as $$
begin
  insert into school_search_word (word)
  select distinct word
  from new_rows
  cross join lateral regexp_split_to_table(school_search_text(new_rows.name, new_rows.city), '[\s[:punct:]]+') as word
  where length(word) >= 3
  on conflict do nothing;
  return null;
end
$$;

-- Most updates (fees, ratings, the gate) keep the name and the city: only the others add words.
create function school_search_words_updated() returns trigger language plpgsql as $$
begin
  insert into school_search_word (word)
  select distinct word
  from new_rows
  cross join lateral regexp_split_to_table(school_search_text(new_rows.name, new_rows.city), '[\s[:punct:]]+') as word
  where length(word) >= 3
    and not exists (
      select 1 from old_rows
      where old_rows.id = new_rows.id and old_rows.name = new_rows.name and old_rows.city = new_rows.city
    )
  on conflict do nothing;
  return null;
end
$$;

-- Statement-level: one batch insert of 2,000 schools is one insert here.
create trigger school_search_words_insert after insert on school
  referencing new table as new_rows for each statement execute function school_search_words_inserted();
create trigger school_search_words_update after update on school
  referencing old table as old_rows new table as new_rows
  for each statement execute function school_search_words_updated();

insert into school_search_word (word)
select distinct word
from school
cross join lateral regexp_split_to_table(school_search_text(school.name, school.city), '[\s[:punct:]]+') as word
where length(word) >= 3
on conflict do nothing;

-- Filters of the public lists (listed schools only, like the other list indexes of 005).
create index school_city_idx on school (school_fold(city)) where listed;
create index school_languages_idx on school using gin (languages) where listed;
create index school_accreditations_idx on school using gin (accreditations) where listed;
