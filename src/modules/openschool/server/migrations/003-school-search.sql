-- Accent- and case-insensitive substring search on name and city, served by a trigram index.
-- unaccent() is only STABLE (its dictionary could change), so an index needs an IMMUTABLE wrapper
-- that names the dictionary explicitly.
create function school_search_text(name text, city text) returns text
  language sql immutable parallel safe strict
  as $$ select lower(public.unaccent('public.unaccent'::regdictionary, name || ' ' || city)) $$;

create index school_search_idx on school using gin (school_search_text(name, city) gin_trgm_ops);
