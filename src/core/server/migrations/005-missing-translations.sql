-- Keys the browser asked for and did not find, reported by i18next (listed in the admin later).
create table missing_translation (
  lng text not null,
  ns text not null,
  key text not null,
  count integer not null default 1,
  first_seen_at timestamptz not null default now(),
  last_seen_at timestamptz not null default now(),
  primary key (lng, ns, key)
);
