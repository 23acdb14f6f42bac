-- Accounts, sessions, one-time tokens and the permission model (roles, groups).

create table app_user (
  id uuid primary key,
  email text not null,
  username text,
  first_name text,
  last_name text,
  image_id text,
  language text,
  password_hash text,
  email_verified_at timestamptz,
  activated_at timestamptz,
  locked_at timestamptz,
  closed_at timestamptz,
  last_login_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
-- Emails are stored lowercased; a closed account keeps an anonymised address.
create unique index app_user_email_idx on app_user (email);

create table role (
  id uuid primary key,
  name text not null unique,
  description text,
  permissions text[] not null default '{}',
  built_in boolean not null default false,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create table user_group (
  id uuid primary key,
  name text not null unique,
  description text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create table group_role (
  group_id uuid not null references user_group (id) on delete cascade,
  role_id uuid not null references role (id) on delete cascade,
  primary key (group_id, role_id)
);

create table user_role (
  user_id uuid not null references app_user (id) on delete cascade,
  role_id uuid not null references role (id) on delete cascade,
  primary key (user_id, role_id)
);

create table group_member (
  group_id uuid not null references user_group (id) on delete cascade,
  user_id uuid not null references app_user (id) on delete cascade,
  primary key (group_id, user_id)
);
create index group_member_user_idx on group_member (user_id);

-- The cookie holds a random token; only its SHA-256 is stored, so a database leak opens no session.
create table session (
  token_hash text primary key,
  user_id uuid not null references app_user (id) on delete cascade,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null,
  last_seen_at timestamptz not null default now(),
  ip text,
  user_agent text
);
create index session_user_idx on session (user_id);

-- Single-use tokens sent by email (activation, email validation, password reset, account closing).
create table user_token (
  token_hash text primary key,
  user_id uuid not null references app_user (id) on delete cascade,
  purpose text not null check (purpose in ('activation', 'email-validation', 'password-reset', 'account-close')),
  -- The new address an email-validation token confirms.
  email text,
  expires_at timestamptz not null,
  used_at timestamptz,
  created_at timestamptz not null default now()
);
create index user_token_user_idx on user_token (user_id, purpose);

-- Fixed-window counters shared by every server process (login, register, password-lost, …).
create table rate_limit (
  key text not null,
  window_start timestamptz not null,
  count integer not null,
  primary key (key, window_start)
);

insert into role (id, name, description, permissions, built_in) values
  ('01900000-0000-7000-8000-000000000001', 'Administrator', 'Everything.', '{*}', true),
  ('01900000-0000-7000-8000-000000000002', 'Editor',
   'Manages the directory: schools, places, curriculums, fees, grades, ratings and photos.',
   '{AdminMenu:show,Dashboard:view,School,SchoolRating,SchoolCurriculum,SchoolFee,SchoolGrade,Place,UnsplashPhoto,Unsplash:list}',
   true),
  ('01900000-0000-7000-8000-000000000003', 'Member',
   'What a signed-in person may do on the public site: propose schools and edits, rate, add places.',
   '{School:create,School:update,SchoolRating:create,Place:create}', true);
