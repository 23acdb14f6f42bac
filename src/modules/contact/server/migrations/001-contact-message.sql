-- Messages sent through the contact form. Stored before they are mailed, so a mail failure loses nothing.
create table contact_message (
  id uuid primary key,
  name text not null,
  email text not null,
  subject text not null,
  message text not null,
  -- The language the visitor wrote from, to answer in it.
  lang text not null,
  -- The outbox row of the mail to the site team; null when no recipient was configured.
  mail_id uuid,
  created_at timestamptz not null default now()
);

create index contact_message_created_at_idx on contact_message (created_at desc);

-- The English templates were inserted here; they now live in src/modules/contact/server/mail-templates/
-- and are inserted after the migrations (docs/decisions/020).
