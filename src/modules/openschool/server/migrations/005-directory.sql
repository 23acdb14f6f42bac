-- The directory proper: what a relocating family compares — curriculums, grades and ages,
-- fees in local currency with exchange rates, ratings — and the community edits that keep it
-- true (proposals, revisions). Thin records stay out of public lists (the `listed` gate).

-- Curriculums schools teach; reference data, editable in the admin.
create table curriculum (
  id uuid primary key,
  slug text not null unique,
  name text not null,
  short_name text,
  -- The system it belongs to, for grouping: IB, British, American, French, German, …
  family text not null,
  description text not null default '',
  version integer not null default 1,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

-- School years per national system. Grades of different systems with the same starting age
-- are equivalent (UK Year 7 = US Grade 6 = French 6e = IB MYP 1): the equivalence is by age.
create table grade (
  id uuid primary key,
  system text not null,
  code text not null,
  name text not null,
  -- Age of a child at the start of that school year.
  age_from smallint not null check (age_from between 2 and 19),
  position smallint not null,
  version integer not null default 1,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  unique (system, code)
);
create index grade_age_idx on grade (age_from, system);

-- Currencies fees are given in, with the rate used to show them in US dollars and in the
-- visitor's currency. A snapshot is seeded; the admin keeps it current.
create table exchange_rate (
  currency char(3) primary key,
  -- How many units of this currency one US dollar buys.
  units_per_usd numeric(18, 6) not null check (units_per_usd > 0),
  -- Digits after the decimal point of the currency's minor unit, as amounts are stored.
  minor_digits smallint not null check (minor_digits between 0 and 3),
  as_of date not null,
  version integer not null default 1,
  updated_at timestamptz not null default now()
);

alter table school
  add column address text,
  add column website text,
  add column email text,
  add column phone text,
  add column description text not null default '',
  -- ISO 639-1 codes of the languages lessons are taught in.
  add column languages text[] not null default '{}',
  add column accreditations text[] not null default '{}',
  add column boarding boolean not null default false,
  add column founded_year smallint,
  add column student_count integer check (student_count >= 0),
  add column avg_class_size smallint check (avg_class_size >= 0),
  -- Youngest and oldest age taught (age at the start of a school year).
  add column age_from smallint check (age_from between 2 and 19),
  add column age_to smallint check (age_to between 2 and 19),
  -- The system whose grade names the school uses (UK Years, US Grades, French classes…).
  add column grade_system text not null default 'UK',
  add column status text not null default 'published' check (status in ('draft', 'published', 'archived')),
  -- Published and not thin (a city, a curriculum, a tuition fee): shown in lists, search, sitemap.
  add column listed boolean not null default false,
  add column last_verified_at date,
  add column verified_source text,
  add column rating_avg numeric(3, 2),
  add column rating_count integer not null default 0,
  add column version integer not null default 1;

alter table school add constraint school_ages_check
  check (age_from is null or age_to is null or age_from <= age_to);

create table school_curriculum (
  school_id uuid not null references school (id) on delete cascade,
  curriculum_id uuid not null references curriculum (id) on delete cascade,
  primary key (school_id, curriculum_id)
);
create index school_curriculum_curriculum_idx on school_curriculum (curriculum_id, school_id);

create table school_fee (
  id uuid primary key,
  school_id uuid not null references school (id) on delete cascade,
  kind text not null check (kind in
    ('tuition', 'registration', 'deposit', 'capital_levy', 'debenture', 'eal', 'transport', 'meals', 'other')),
  -- The ages (at the start of the school year) a tuition fee is for, shown as the grades of the
  -- school's system ("Year 7 – Year 9"); both null: every age (or a one-off fee).
  age_from smallint check (age_from between 2 and 19),
  age_to smallint check (age_to between 2 and 19),
  -- In the currency's minor unit (exchange_rate.minor_digits).
  amount_minor bigint not null check (amount_minor >= 0),
  currency char(3) not null references exchange_rate (currency),
  period text not null check (period in ('year', 'term', 'month', 'once')),
  academic_year text not null check (academic_year ~ '^\d{4}-\d{4}$'),
  note text,
  version integer not null default 1,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  check ((age_from is null) = (age_to is null) and (age_from is null or age_from <= age_to))
);
create index school_fee_school_idx on school_fee (school_id);
create index school_fee_currency_idx on school_fee (currency);

create table school_rating (
  id uuid primary key,
  school_id uuid not null references school (id) on delete cascade,
  user_id uuid references app_user (id) on delete set null,
  overall smallint not null check (overall between 1 and 5),
  teaching smallint check (teaching between 1 and 5),
  community smallint check (community between 1 and 5),
  facilities smallint check (facilities between 1 and 5),
  communication smallint check (communication between 1 and 5),
  value smallint check (value between 1 and 5),
  comment text not null default '',
  status text not null default 'pending' check (status in ('pending', 'approved', 'rejected')),
  reject_reason text,
  moderated_by uuid references app_user (id) on delete set null,
  moderated_at timestamptz,
  version integer not null default 1,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  unique (school_id, user_id)
);
create index school_rating_school_idx on school_rating (school_id, status, created_at desc);
create index school_rating_status_idx on school_rating (status, created_at);

-- Every change of a school, whoever made it: who, when, from what source, what changed, and
-- the school as it was after (to restore).
create table school_revision (
  id uuid primary key,
  school_id uuid not null references school (id) on delete cascade,
  author_id uuid references app_user (id) on delete set null,
  author_email text,
  kind text not null check (kind in ('create', 'edit', 'proposal', 'restore', 'import')),
  source text,
  changes jsonb not null,
  snapshot jsonb not null,
  created_at timestamptz not null default now()
);
create index school_revision_school_idx on school_revision (school_id, created_at desc);

-- Edits and new schools proposed by members, waiting for an editor.
create table school_proposal (
  id uuid primary key,
  -- Null: the proposal of a new school.
  school_id uuid references school (id) on delete cascade,
  author_id uuid references app_user (id) on delete set null,
  author_email text,
  -- The school's version the member edited; approving checks nothing changed since.
  base_version integer,
  proposed jsonb not null,
  source text,
  status text not null default 'pending' check (status in ('pending', 'approved', 'rejected')),
  reason text,
  decided_by uuid references app_user (id) on delete set null,
  decided_at timestamptz,
  version integer not null default 1,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index school_proposal_status_idx on school_proposal (status, created_at);
create index school_proposal_school_idx on school_proposal (school_id, created_at desc);

-- Photos of a school, stored by the image host (local disk or Cloudinary) under `image_id`.
create table school_photo (
  id uuid primary key,
  school_id uuid not null references school (id) on delete cascade,
  image_id text not null,
  caption text,
  position smallint not null default 0,
  created_at timestamptz not null default now()
);
create index school_photo_school_idx on school_photo (school_id, position);

-- A signed-in parent's shortlist for comparing (guests keep theirs in the browser).
create table shortlist (
  user_id uuid not null references app_user (id) on delete cascade,
  school_id uuid not null references school (id) on delete cascade,
  added_at timestamptz not null default now(),
  primary key (user_id, school_id)
);

-- ---------------------------------------------------------------------------------------------
-- Derived values, kept by the database whoever writes: the average yearly tuition in US cents,
-- the publication gate and the rating aggregate.

-- The average yearly tuition over the school years a school teaches, in US cents: a term fee
-- counts three times a year, a monthly fee ten times (a school year's months), and a fee for an
-- age band counts once per school year in it.
create function school_avg_fees_usd_cents(school uuid) returns integer
  language sql stable as $$
  select round(
    sum(
      fee.amount_minor::numeric / power(10, rate.minor_digits)
        * case fee.period when 'term' then 3 when 'month' then 10 else 1 end
        / rate.units_per_usd * 100
        * coalesce(fee.age_to - fee.age_from + 1, 1)
    ) / sum(coalesce(fee.age_to - fee.age_from + 1, 1))
  )::integer
  from school_fee as fee
  join exchange_rate as rate on rate.currency = fee.currency
  where fee.school_id = school and fee.kind = 'tuition' and fee.period <> 'once'
    -- The latest academic year the school gives fees for.
    and fee.academic_year = (
      select max(latest.academic_year) from school_fee as latest
      where latest.school_id = school and latest.kind = 'tuition'
    )
$$;

-- Recomputes the average fee of schools; the trigger below recomputes `listed` with it.
create function school_refresh(ids uuid[]) returns void
  language sql as $$
  update school set avg_fees_usd_cents = school_avg_fees_usd_cents(school.id)
  where school.id = any(ids)
$$;

create function school_listed_apply() returns trigger language plpgsql as $$
begin
  new.listed := new.status = 'published'
    and coalesce(trim(new.city), '') <> ''
    and new.avg_fees_usd_cents is not null
    and exists (select 1 from school_curriculum where school_id = new.id);
  return new;
end
$$;

create trigger school_listed before insert or update on school
  for each row execute function school_listed_apply();

create function school_fee_changed() returns trigger language plpgsql as $$
begin
  if tg_op in ('DELETE', 'UPDATE') then
    perform school_refresh(array(select distinct school_id from old_rows));
  end if;
  if tg_op in ('INSERT', 'UPDATE') then
    perform school_refresh(array(select distinct school_id from new_rows));
  end if;
  return null;
end
$$;

create trigger school_fee_insert after insert on school_fee
  referencing new table as new_rows for each statement execute function school_fee_changed();
create trigger school_fee_update after update on school_fee
  referencing old table as old_rows new table as new_rows for each statement execute function school_fee_changed();
create trigger school_fee_delete after delete on school_fee
  referencing old table as old_rows for each statement execute function school_fee_changed();

-- A school's curriculums decide whether it is listed: re-run the gate on the schools touched.
create function school_curriculum_changed() returns trigger language plpgsql as $$
begin
  if tg_op = 'DELETE' then
    update school set listed = listed where id in (select school_id from old_rows);
  else
    update school set listed = listed where id in (select school_id from new_rows);
  end if;
  return null;
end
$$;

create trigger school_curriculum_insert after insert on school_curriculum
  referencing new table as new_rows for each statement execute function school_curriculum_changed();
create trigger school_curriculum_delete after delete on school_curriculum
  referencing old table as old_rows for each statement execute function school_curriculum_changed();

-- A new rate changes the US dollar average of every school paying in that currency.
create function exchange_rate_changed() returns trigger language plpgsql as $$
begin
  perform school_refresh(array(
    select distinct fee.school_id from school_fee as fee
    join new_rows on new_rows.currency = fee.currency
  ));
  return null;
end
$$;

create trigger exchange_rate_update after update on exchange_rate
  referencing new table as new_rows for each statement execute function exchange_rate_changed();

-- The approved ratings' average and count, recomputed for the schools a statement touched.
create function school_rating_inserted() returns trigger language plpgsql as $$
begin
  update school set
    rating_avg = (select round(avg(overall), 2) from school_rating where school_id = school.id and status = 'approved'),
    rating_count = (select count(*)::int from school_rating where school_id = school.id and status = 'approved')
  where school.id in (select school_id from new_rows);
  return null;
end
$$;

create function school_rating_deleted() returns trigger language plpgsql as $$
begin
  update school set
    rating_avg = (select round(avg(overall), 2) from school_rating where school_id = school.id and status = 'approved'),
    rating_count = (select count(*)::int from school_rating where school_id = school.id and status = 'approved')
  where school.id in (select school_id from old_rows);
  return null;
end
$$;

create trigger school_rating_insert after insert on school_rating
  referencing new table as new_rows for each statement execute function school_rating_inserted();
create trigger school_rating_update after update on school_rating
  referencing new table as new_rows for each statement execute function school_rating_inserted();
create trigger school_rating_delete after delete on school_rating
  referencing old table as old_rows for each statement execute function school_rating_deleted();

-- ---------------------------------------------------------------------------------------------
-- Public lists count and show listed schools only: the per-country counts follow the gate, and
-- the list and search indexes cover only listed rows.

create or replace function school_country_count_apply() returns trigger language plpgsql as $$
begin
  if tg_op in ('DELETE', 'UPDATE') then
    update school_country_count as total
    set count = total.count - removed.n
    from (select country_code, count(*)::int as n from old_rows where listed group by country_code) as removed
    where total.country_code = removed.country_code;
  end if;
  if tg_op in ('INSERT', 'UPDATE') then
    insert into school_country_count as total (country_code, count)
    select country_code, count(*)::int from new_rows where listed group by country_code
    on conflict (country_code) do update set count = total.count + excluded.count;
  end if;
  delete from school_country_count where count = 0;
  return null;
end
$$;

drop index school_updated_at_idx;
drop index school_name_idx;
drop index school_fees_asc_idx;
drop index school_fees_desc_idx;
drop index school_country_updated_at_idx;
drop index school_country_name_idx;
drop index school_country_fees_asc_idx;
drop index school_country_fees_desc_idx;
drop index school_search_idx;
create index school_updated_at_idx on school (updated_at desc, id desc) where listed;
create index school_name_idx on school (name, id) where listed;
create index school_fees_asc_idx on school (avg_fees_usd_cents asc nulls last, id asc) where listed;
create index school_fees_desc_idx on school (avg_fees_usd_cents desc nulls last, id desc) where listed;
create index school_country_updated_at_idx on school (country_code, updated_at desc, id desc) where listed;
create index school_country_name_idx on school (country_code, name, id) where listed;
create index school_country_fees_asc_idx on school (country_code, avg_fees_usd_cents asc nulls last, id asc) where listed;
create index school_country_fees_desc_idx on school (country_code, avg_fees_usd_cents desc nulls last, id desc) where listed;
create index school_search_idx on school using gin (school_search_text(name, city) gin_trgm_ops) where listed;
-- The admin lists every school, listed or not.
create index school_admin_updated_at_idx on school (updated_at desc, id desc);
create index school_admin_country_idx on school (country_code);
