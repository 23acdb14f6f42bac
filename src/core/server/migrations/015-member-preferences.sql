-- What a member chose once and expects the site to keep (decision 103): the currency fees are
-- shown in, their family. `name` is the address parameter that carries the choice (`currency`,
-- `children`, `move`) and `value` its value as the address writes it. The browser keeps the same
-- in its `preferences` cookie, which follows the account at sign-in.
create table member_preference (
  user_id uuid not null references app_user (id) on delete cascade,
  name text not null,
  value text not null check (value <> ''),
  updated_at timestamptz not null default now(),
  primary key (user_id, name)
);
