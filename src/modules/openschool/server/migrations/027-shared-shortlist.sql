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
