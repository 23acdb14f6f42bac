-- Every real school listed (decision 078). Schools imported from OpenStreetMap and school lists
-- have a name, a country and a city, often a position and a website, and nothing else: the gate
-- of migrations 005 and 011 (a curriculum and a tuition fee too) hid every one of them. A school
-- is listed once it is published with a name, a country and a city; its missing facts show as
-- "not known yet" and leave it out only of the filters that need them.
create or replace function school_listed_apply() returns trigger language plpgsql as $$
begin
  new.listed := new.status = 'published'
    and coalesce(trim(new.name), '') <> ''
    and coalesce(trim(new.country_code), '') <> ''
    and coalesce(trim(new.city), '') <> '';
  return new;
end
$$;

-- Re-run the gate on the schools whose answer changes, and only those: the trigger computes
-- `listed`, and the statement's update trigger (migration 002) moves them into the per-country
-- counts. Nothing else of these rows changes (their `updated_at` neither).
update school set listed = listed
where listed is distinct from (
  status = 'published'
  and coalesce(trim(name), '') <> ''
  and coalesce(trim(country_code), '') <> ''
  and coalesce(trim(city), '') <> ''
);

-- Boarding becomes a fact someone gives: null is "not known". It was `not null default false`,
-- so every school "was" a day school that nobody said was one. Existing rows keep their value.
alter table school alter column boarding drop not null, alter column boarding drop default;

-- A school inserted with its ages gets the rows of its school years at once (migration 013 made
-- them when its fees or ages changed): a list at a child's age joins its schools through these
-- rows, and a listed school with ages but no fees yet must be found there, its fee unknown.
create function school_year_fees_inserted() returns trigger language plpgsql as $$
begin
  perform school_year_fees_refresh(array(
    select id from new_rows where age_from is not null and age_to is not null
  ));
  return null;
end
$$;

create trigger school_year_fees_insert after insert on school
  referencing new table as new_rows for each statement execute function school_year_fees_inserted();

-- The schools already written with ages and no fees.
select school_year_fees_refresh(array(
  select id from school
  where age_from is not null and age_to is not null
    and not exists (select 1 from school_year_fee where school_year_fee.school_id = school.id)
));
