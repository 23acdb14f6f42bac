-- Sign-in with Google or Facebook: which outside account is which of ours.
create table oauth_account (
  provider text not null check (provider in ('google', 'facebook')),
  provider_user_id text not null,
  user_id uuid not null references app_user (id) on delete cascade,
  created_at timestamptz not null default now(),
  primary key (provider, provider_user_id)
);
create index oauth_account_user_idx on oauth_account (user_id);
