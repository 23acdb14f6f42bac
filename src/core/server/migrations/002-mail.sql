-- Mail templates per language, filled with {{variables}} when sent; 'en' is the fallback.
create table mail_template (
  name text not null,
  lang text not null,
  subject text not null,
  html text not null,
  text text not null,
  updated_at timestamptz not null default now(),
  primary key (name, lang)
);

-- Every mail the app accepted, whatever the provider: the outbox provider's delivery is this row.
create table mail_outbox (
  id uuid primary key,
  provider text not null,
  status text not null check (status in ('stored', 'sent', 'failed')),
  from_address text not null,
  to_address text not null,
  bcc text,
  subject text not null,
  html text not null default '',
  text text not null default '',
  template text,
  lang text,
  variables jsonb not null default '{}',
  error text,
  provider_message_id text,
  created_at timestamptz not null default now(),
  sent_at timestamptz
);

create index mail_outbox_created_at_idx on mail_outbox (created_at desc);
-- The admin and the tests look up the latest mails sent to one address.
create index mail_outbox_to_address_idx on mail_outbox (lower(to_address), created_at desc);

-- The English templates were inserted here; they now live in src/core/server/mail-templates/
-- and are inserted after the migrations (docs/decisions/020).
