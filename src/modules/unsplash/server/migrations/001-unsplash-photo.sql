-- Photos of the stock-photo service (Unsplash) an admin chose for pages without a picture of
-- their own. The image itself stays at Unsplash (hotlinked, as its guidelines require); the
-- photographer's name and links are kept for the credit shown beside it.
create table unsplash_photo (
  id uuid primary key,
  unsplash_id text not null unique,
  -- Unsplash's `urls.raw`: sized by its own parameters when shown.
  image_url text not null,
  page_url text not null,
  photographer_name text not null,
  photographer_url text not null,
  width integer not null,
  height integer not null,
  color text,
  -- The admin's alt text, else Unsplash's description of the photo.
  alt text,
  description text,
  -- Where it may be shown: home, country, curriculum, blog, school.
  uses text[] not null,
  -- For a country's pages (and its schools') first; null: anywhere.
  country_code text,
  active boolean not null default true,
  -- When Unsplash was told the photo is used (its download endpoint).
  download_tracked_at timestamptz not null,
  created_by uuid references app_user (id) on delete set null,
  version integer not null default 1,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create index unsplash_photo_uses_idx on unsplash_photo using gin (uses) where active;
create index unsplash_photo_created_idx on unsplash_photo (created_at desc, id desc);
