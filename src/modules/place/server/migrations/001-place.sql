-- Places relocating families look for around their new home (nurseries, sports clubs, doctors,
-- consulates…), added by members and published by a moderator, or written by an editor.
create table place (
  id uuid primary key,
  name text not null,
  category text not null,
  description text not null default '',
  address text not null default '',
  latitude double precision not null check (latitude between -90 and 90),
  longitude double precision not null check (longitude between -180 and 180),
  website text,
  opening_notes text not null default '',
  status text not null default 'pending' check (status in ('pending', 'published', 'rejected')),
  reject_reason text,
  author_id uuid references app_user (id) on delete set null,
  moderated_by uuid references app_user (id) on delete set null,
  moderated_at timestamptz,
  -- Raised by every admin write: an edit based on an older version is refused.
  version integer not null default 1,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

-- The moderation queue and the author's own places.
create index place_status_idx on place (status, created_at);
create index place_author_idx on place (author_id, created_at desc);
-- The map reads published places by viewport (the core's grid clustering filters on both).
create index place_map_idx on place (latitude, longitude) where status = 'published';
