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

insert into mail_template (name, lang, subject, html, text) values
(
  'contact-message', 'en',
  '{{siteName}} contact: {{subject}}',
  $mail$<p>A visitor wrote to you through the contact form of {{siteName}}.</p>
<p><strong>Name:</strong> {{name}}<br><strong>Email:</strong> {{email}}<br><strong>Language:</strong> {{language}}<br><strong>Subject:</strong> {{subject}}</p>
<p style="white-space: pre-wrap">{{message}}</p>
<p>Reply to this email to answer {{name}} directly.</p>$mail$,
  $mail$A visitor wrote to you through the contact form of {{siteName}}.

Name: {{name}}
Email: {{email}}
Language: {{language}}
Subject: {{subject}}

{{message}}

Reply to this email to answer {{name}} directly.$mail$
);
