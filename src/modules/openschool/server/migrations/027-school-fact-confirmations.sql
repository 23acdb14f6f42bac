-- Parents and staff confirm a fact of a school as its page shows it (decision 091): one row per
-- member, fact and calendar year, with the value confirmed, so that a changed fact starts again
-- from none. Published at once; a moderator removes abuse (status `rejected` with its kind),
-- which the public moderation log counts.
create table school_fact_confirmation (
  id uuid primary key,
  school_id uuid not null references school (id) on delete cascade,
  fact text not null,
  value text not null,
  user_id uuid not null references app_user (id) on delete cascade,
  year smallint not null,
  status text not null default 'published' check (status in ('published', 'rejected')),
  reject_category text
    check (reject_category in ('spam', 'abusive', 'personal-data', 'conflict-of-interest', 'inaccurate', 'off-topic', 'duplicate', 'other')),
  removed_by uuid references app_user (id) on delete set null,
  removed_at timestamptz,
  created_at timestamptz not null default now(),
  constraint school_fact_confirmation_once unique (school_id, fact, user_id, year),
  constraint school_fact_confirmation_rejection_kind check (status <> 'rejected' or reject_category is not null)
);

create index school_fact_confirmation_school_idx on school_fact_confirmation (school_id, fact);
create index school_fact_confirmation_user_idx on school_fact_confirmation (user_id);
-- The moderation log reads removals by the month they were decided.
create index school_fact_confirmation_removed_idx on school_fact_confirmation (removed_at)
  where removed_at is not null;
