-- Posts of the optional blog (guides and news for families moving country). The body is plain
-- text in the legal pages' format: blank lines between paragraphs, "## " before a heading.
create table blog_post (
  id uuid primary key,
  slug text not null,
  title text not null,
  summary text not null,
  body text not null,
  language text not null,
  status text not null default 'draft' check (status in ('draft', 'published')),
  -- Set when first published and kept when unpublished, so publishing again keeps the date.
  -- A published post dated in the future stays hidden until then.
  published_at timestamptz,
  author_id uuid references app_user (id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  -- Raised by every admin write: an edit based on an older version is refused.
  version integer not null default 1,
  constraint blog_post_published_dated check (status <> 'published' or published_at is not null)
);

create unique index blog_post_slug_idx on blog_post (slug);
-- The public list, newest first, in every language or in one.
create index blog_post_public_idx on blog_post (published_at desc, id desc) where status = 'published';
create index blog_post_public_language_idx on blog_post (language, published_at desc, id desc)
  where status = 'published';
create index blog_post_updated_at_idx on blog_post (updated_at desc, id desc);
