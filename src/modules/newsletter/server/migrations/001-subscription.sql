-- Newsletter subscribers, with double opt-in: a row is 'pending' until the emailed link confirms it.
create table newsletter_subscription (
  id uuid primary key,
  email text not null unique check (email = lower(email)),
  first_name text,
  last_name text,
  country_code text check (country_code ~ '^[A-Z]{2}$'),
  -- The language of the request that subscribed: the mails to this subscriber use it.
  language text not null,
  status text not null check (status in ('pending', 'confirmed', 'unsubscribed')),
  -- Only SHA-256 hashes of the emailed tokens are kept. The confirm token is single-use and expires.
  confirm_token_hash text unique,
  confirm_expires_at timestamptz,
  unsubscribe_token_hash text not null unique,
  confirmed_at timestamptz,
  unsubscribed_at timestamptz,
  -- Forwarding to the mailing-list provider (Mailchimp): when it last worked, or why it did not.
  provider_synced_at timestamptz,
  provider_error text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
