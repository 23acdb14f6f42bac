-- The relocation planner (decision 048): which school year a child joins in each grade system.
-- The grades already carry the age each school year starts at; what a system adds is its
-- cut-off: the day of the year by which a child must have reached a year's age to join it.

create table grade_system (
  -- As grade.system and school.grade_system: UK, US, FR, IB, DE.
  system text primary key,
  -- A child joins the year of age N when N is reached on or before this day of the calendar
  -- year the school year starts in (England: 4 by 31 August → Reception that September).
  cutoff_month smallint not null check (cutoff_month between 1 and 12),
  cutoff_day smallint not null check (cutoff_day between 1 and 31),
  -- The date is the common one; states, Länder or the schools themselves may set another.
  cutoff_varies boolean not null default false,
  -- Where the date comes from, for the admin who checks it and for the planner's explanation.
  source_url text,
  version integer not null default 1,
  updated_at timestamptz not null default now(),
  check (make_date(2024, cutoff_month, cutoff_day) is not null)
);

insert into grade_system (system, cutoff_month, cutoff_day, cutoff_varies, source_url) values
  -- England: the year group runs from 1 September to 31 August.
  ('UK', 8, 31, false, 'https://www.gov.uk/schools-admissions/school-starting-age'),
  -- The United States: set by each state; "5 on or before 1 September" is the most common.
  ('US', 9, 1, true, 'https://nces.ed.gov/programs/statereform/tab5_3.asp'),
  -- France: by calendar year of birth (a child born in 2020 starts CP in September 2026).
  ('FR', 12, 31, false, 'https://www.service-public.fr/particuliers/vosdroits/F1865'),
  -- IB programmes set no age: each school follows its host country or its own date; 31 August
  -- is the one most international schools use.
  ('IB', 8, 31, true, 'https://www.ibo.org/programmes/'),
  -- Germany: 30 June by the Hamburger Abkommen; several Länder use a later date (Bavaria, Berlin: 30 September).
  ('DE', 6, 30, true, 'https://de.wikipedia.org/wiki/Einschulung');

-- Plans a signed-in parent keeps: the planner's address query is the whole plan (shareable as is).
create table relocation_plan (
  id uuid primary key,
  user_id uuid not null references app_user (id) on delete cascade,
  name text not null check (length(name) between 1 and 100),
  search text not null check (length(search) between 1 and 1000),
  created_at timestamptz not null default now()
);
create index relocation_plan_user_idx on relocation_plan (user_id, created_at desc);
