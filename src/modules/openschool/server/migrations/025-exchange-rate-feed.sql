-- Exchange rates from a daily reference feed (decision 092). Each day's rates are kept with
-- their date; `exchange_rate` stays the rate fees are converted with: the feed's latest, unless
-- an admin overrode it.

-- The feed's rates, one row per currency and day it published, as units per US dollar.
create table exchange_rate_day (
  currency char(3) not null references exchange_rate (currency),
  day date not null,
  units_per_usd numeric(18, 6) not null check (units_per_usd > 0),
  fetched_at timestamptz not null default now(),
  primary key (currency, day)
);

-- True while an admin's rate wins over the feed's; the feed leaves such a rate alone.
alter table exchange_rate add column overridden boolean not null default false;
