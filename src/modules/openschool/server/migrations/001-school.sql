create table school (
  id uuid primary key,
  name text not null,
  slug text not null,
  city text not null,
  country_code char(2) not null,
  latitude double precision,
  longitude double precision,
  -- Average yearly fee in US cents (integer minor units); null when no fee is known.
  avg_fees_usd_cents integer check (avg_fees_usd_cents >= 0),
  is_demo boolean not null default false,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create index school_updated_at_idx on school (updated_at desc, id desc);
create index school_country_code_idx on school (country_code);
create index school_name_idx on school (name, id);
-- Fees sort with unknown fees last, both ways; each order needs its own index to avoid a sort.
create index school_fees_asc_idx on school (avg_fees_usd_cents asc nulls last, id asc);
create index school_fees_desc_idx on school (avg_fees_usd_cents desc nulls last, id desc);
