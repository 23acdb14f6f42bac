-- A school's life gets its own name (decision 107): its term dates, language and learning
-- support, nationality mix and bus areas were kept inside its admissions, which now hold only
-- what a family needs to apply (intakes, places, assessments, documents). Both keep their own
-- `confirmedOn`: the day the admissions were confirmed was the day of both.
alter table school add column school_life jsonb not null default '{}';

-- Each part of an admissions value as it was kept: the part's own keys, and `confirmedOn` when
-- the part says anything (a confirmed day alone would make an empty part look known). Anything
-- that is not an object (a new school's "before", a value never given) is kept as it is.
create or replace function pg_temp.part_of_admissions(value jsonb, own text[], other text[]) returns jsonb
language sql immutable as $$
  select case
    when jsonb_typeof(value) is distinct from 'object' then value
    when exists (
      select 1 from jsonb_each(value) entry
      where entry.key = any (own) and entry.value not in ('[]'::jsonb, 'null'::jsonb)
    ) then value - other
    else value - other - 'confirmedOn'
  end
$$;

create or replace function pg_temp.admissions_part(value jsonb) returns jsonb language sql immutable as $$
  select pg_temp.part_of_admissions(
    value,
    array['intakes', 'places', 'assessments', 'documents'],
    array['termDates', 'ealSupport', 'senSupport', 'nationalityCount', 'nationalities', 'busAreas']
  )
$$;

create or replace function pg_temp.school_life_part(value jsonb) returns jsonb language sql immutable as $$
  select pg_temp.part_of_admissions(
    value,
    array['termDates', 'ealSupport', 'senSupport', 'nationalityCount', 'nationalities', 'busAreas'],
    array['intakes', 'places', 'assessments', 'documents']
  )
$$;

-- Only the schools whose admissions hold any of it: the others (most imported ones) are left
-- alone, and their triggers do not run.
update school
set school_life = pg_temp.school_life_part(admissions),
    admissions = pg_temp.admissions_part(admissions)
where admissions ?| array['termDates', 'ealSupport', 'senSupport', 'nationalityCount', 'nationalities', 'busAreas'];

-- A school as a proposal or a revision keeps it (the whole input): split the same way, so that
-- an older proposal is reviewed, and an older revision restored, with its school life.
update school_proposal
set proposed = proposed || jsonb_build_object(
  'admissions', pg_temp.admissions_part(proposed -> 'admissions'),
  'schoolLife', pg_temp.school_life_part(proposed -> 'admissions')
)
where jsonb_typeof(proposed -> 'admissions') = 'object' and not proposed ? 'schoolLife';

update school_revision
set snapshot = snapshot || jsonb_build_object(
  'admissions', pg_temp.admissions_part(snapshot -> 'admissions'),
  'schoolLife', pg_temp.school_life_part(snapshot -> 'admissions')
)
where jsonb_typeof(snapshot -> 'admissions') = 'object' and not snapshot ? 'schoolLife';

-- A revision's change of the admissions becomes a change of each part that changed, in its
-- place among the revision's other changes: a school's history names what changed.
update school_revision
set changes = (
  select coalesce(jsonb_agg(part.value order by change.position, part.half), '[]'::jsonb)
  from jsonb_array_elements(school_revision.changes) with ordinality as change(value, position)
  cross join lateral (
    select 0 as half, change.value as value
    where change.value ->> 'field' is distinct from 'admissions'
    union all
    select 1, jsonb_build_object(
      'field', 'admissions',
      'before', pg_temp.admissions_part(change.value -> 'before'),
      'after', pg_temp.admissions_part(change.value -> 'after')
    )
    where change.value ->> 'field' = 'admissions'
      and pg_temp.admissions_part(change.value -> 'before')
        is distinct from pg_temp.admissions_part(change.value -> 'after')
    union all
    select 2, jsonb_build_object(
      'field', 'schoolLife',
      'before', pg_temp.school_life_part(change.value -> 'before'),
      'after', pg_temp.school_life_part(change.value -> 'after')
    )
    where change.value ->> 'field' = 'admissions'
      and pg_temp.school_life_part(change.value -> 'before')
        is distinct from pg_temp.school_life_part(change.value -> 'after')
  ) as part
)
where exists (
  select 1 from jsonb_array_elements(school_revision.changes) as change(value)
  where change.value ->> 'field' = 'admissions'
);
