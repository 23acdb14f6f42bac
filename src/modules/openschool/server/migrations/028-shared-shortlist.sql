-- A shortlist shared by a family (decision 095). A family is the shortlist of the account that
-- invited the others (its owner): the shortlist, its steps and notes stay keyed by the owner's
-- id, and a member reads and writes the owner's list instead of their own. An account in no
-- family is the owner of its own list, as before.
create table shortlist_member (
  -- One family per account: a member shares exactly one list.
  member_id uuid primary key references app_user (id) on delete cascade,
  owner_id uuid not null references app_user (id) on delete cascade,
  joined_at timestamptz not null default now(),
  constraint shortlist_member_not_owner check (member_id <> owner_id)
);
create index shortlist_member_owner_idx on shortlist_member (owner_id);

-- An invitation mailed to an adult: a single-use link (only its hash is kept), accepted by a
-- signed-in account with that email.
create table shortlist_invitation (
  token_hash text primary key,
  owner_id uuid not null references app_user (id) on delete cascade,
  email text not null,
  expires_at timestamptz not null,
  accepted_at timestamptz,
  created_at timestamptz not null default now()
);
create index shortlist_invitation_owner_idx on shortlist_invitation (owner_id);

-- Who last changed a school of the list (added it, moved its status, wrote its note), and when.
alter table shortlist add column changed_by uuid references app_user (id) on delete set null;
alter table shortlist add column changed_at timestamptz;

-- The fee and status alerts follow the list a parent reads: a member subscribed to them hears of
-- the family's schools, as the reminders do (the same join in school-alert-repository.ts).
create or replace function school_change_alert_of_revision() returns trigger
  language plpgsql as $$
declare
  fees boolean := exists (select 1 from jsonb_array_elements(new.changes) change where change ->> 'field' = 'fees');
  status boolean := exists (select 1 from jsonb_array_elements(new.changes) change where change ->> 'field' = 'status');
begin
  -- Only when someone would be told: imports and demo data of unfollowed schools leave nothing.
  if new.kind <> 'create' and (fees or status) and exists (
    select 1 from school_alert_subscription
    left join shortlist_member on shortlist_member.member_id = school_alert_subscription.user_id
    join shortlist on shortlist.user_id = coalesce(shortlist_member.owner_id, school_alert_subscription.user_id)
    where shortlist.school_id = new.school_id
  ) then
    insert into school_change_alert (revision_id, school_id, author_id, fees_changed, status_changed, new_status)
    values (new.id, new.school_id, new.author_id, fees, status, new.snapshot ->> 'status');
  end if;
  return new;
end;
$$;
