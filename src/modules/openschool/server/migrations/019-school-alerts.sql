-- A signed-in parent who asked to hear by email when a school of their shortlist changes its
-- fees or its status. The token is in every alert's unsubscribe link: one click stops them,
-- signed in or not.
-- Who follows a school: the alerts (and the trigger below) read the shortlist by school.
create index shortlist_school_idx on shortlist (school_id);

create table school_alert_subscription (
  user_id uuid primary key references app_user (id) on delete cascade,
  token text not null unique,
  created_at timestamptz not null default now()
);

-- Changes of a school's fees or status not yet told to its followers. Written by the database
-- with the revision that records the change, in its transaction, whoever wrote it (a form, an
-- approved proposal, an import, the fee admin), when the school has a follower who asked; a
-- process takes each once, queues the mails in the same transaction and deletes it.
create table school_change_alert (
  revision_id uuid primary key references school_revision (id) on delete cascade,
  school_id uuid not null references school (id) on delete cascade,
  author_id uuid references app_user (id) on delete set null,
  fees_changed boolean not null,
  status_changed boolean not null,
  -- The status after the change (published, draft, archived).
  new_status text not null,
  created_at timestamptz not null default now()
);

create function school_change_alert_of_revision() returns trigger
  language plpgsql as $$
declare
  fees boolean := exists (select 1 from jsonb_array_elements(new.changes) change where change ->> 'field' = 'fees');
  status boolean := exists (select 1 from jsonb_array_elements(new.changes) change where change ->> 'field' = 'status');
begin
  -- Only when someone would be told: imports and demo data of unfollowed schools leave nothing.
  if new.kind <> 'create' and (fees or status) and exists (
    select 1 from shortlist
    join school_alert_subscription on school_alert_subscription.user_id = shortlist.user_id
    where shortlist.school_id = new.school_id
  ) then
    insert into school_change_alert (revision_id, school_id, author_id, fees_changed, status_changed, new_status)
    values (new.id, new.school_id, new.author_id, fees, status, new.snapshot ->> 'status');
  end if;
  return new;
end;
$$;

create trigger school_change_alert_of_revision after insert on school_revision
  for each row execute function school_change_alert_of_revision();
