-- The admin console: an audit trail of every admin write, and a version on the records the
-- console edits, so an edit based on an older reading is refused instead of overwriting.

create table audit_log (
  id uuid primary key,
  -- Null when the writer was not a signed-in user (the setup wizard, a script).
  actor_id uuid references app_user (id) on delete set null,
  -- The actor's address at the time, kept when the account is later closed or removed.
  actor_email text,
  entity text not null,
  entity_id text,
  action text not null,
  before jsonb,
  after jsonb,
  created_at timestamptz not null default now()
);
create index audit_log_created_at_idx on audit_log (created_at desc);
create index audit_log_entity_idx on audit_log (entity, entity_id, created_at desc);
create index audit_log_actor_idx on audit_log (actor_id, created_at desc);

alter table role add column version integer not null default 1;
alter table user_group add column version integer not null default 1;
alter table app_user add column version integer not null default 1;

-- Missing translations are listed and cleared in the admin: each needs an id of its own.
alter table missing_translation add column id uuid not null default gen_random_uuid();
create unique index missing_translation_id_idx on missing_translation (id);
