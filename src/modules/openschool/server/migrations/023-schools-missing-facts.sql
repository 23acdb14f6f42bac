-- The "help complete" page (decision 078): the listed schools lacking a fact parents filter or
-- compare by — tuition fees, curriculums, ages, languages, boarding, a position — a page at a
-- time, by name or the most recently changed first, in one country or all. Partial indexes over
-- those schools only: once the community completes a school it leaves them. The predicate is
-- the repository's (server/missing/missing-facts-repository.ts) word for word: PostgreSQL uses
-- a partial index only for a query that implies it.
create index school_incomplete_name_idx on school (name, id)
  where listed and (avg_fees_usd_cents is null
    or cardinality(curriculum_ids) = 0 or age_from is null or age_to is null
    or cardinality(languages) = 0 or boarding is null or latitude is null or longitude is null);
create index school_incomplete_updated_at_idx on school (updated_at desc, id desc)
  where listed and (avg_fees_usd_cents is null
    or cardinality(curriculum_ids) = 0 or age_from is null or age_to is null
    or cardinality(languages) = 0 or boarding is null or latitude is null or longitude is null);
create index school_country_incomplete_name_idx on school (country_code, name, id)
  where listed and (avg_fees_usd_cents is null
    or cardinality(curriculum_ids) = 0 or age_from is null or age_to is null
    or cardinality(languages) = 0 or boarding is null or latitude is null or longitude is null);
create index school_country_incomplete_updated_at_idx on school (country_code, updated_at desc, id desc)
  where listed and (avg_fees_usd_cents is null
    or cardinality(curriculum_ids) = 0 or age_from is null or age_to is null
    or cardinality(languages) = 0 or boarding is null or latitude is null or longitude is null);
