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

insert into mail_template (name, lang, subject, html, text) values
(
  'activation', 'en',
  'Activate your {{siteName}} account',
  $mail$<p>Hello,</p>
<p>Thank you for joining {{siteName}}! One last step: please confirm it was you by activating your account.</p>
<p><a href="{{link}}">Activate my account</a></p>
<p>If the button does not work, copy this address into your browser:<br>{{link}}</p>
<p>If you did not sign up, you can safely ignore this email.</p>
<p>See you soon,<br>The {{siteName}} team</p>$mail$,
  $mail$Hello,

Thank you for joining {{siteName}}! One last step: please confirm it was you by activating your account:

{{link}}

If you did not sign up, you can safely ignore this email.

See you soon,
The {{siteName}} team$mail$
),
(
  'email-validation', 'en',
  'Confirm your email address for {{siteName}}',
  $mail$<p>Hello,</p>
<p>Please confirm that this is your email address, so that {{siteName}} can reach you about your account.</p>
<p><a href="{{link}}">Confirm my email address</a></p>
<p>If the button does not work, copy this address into your browser:<br>{{link}}</p>
<p>If you did not ask for this, you can safely ignore this email: nothing will change.</p>
<p>Thank you,<br>The {{siteName}} team</p>$mail$,
  $mail$Hello,

Please confirm that this is your email address, so that {{siteName}} can reach you about your account:

{{link}}

If you did not ask for this, you can safely ignore this email: nothing will change.

Thank you,
The {{siteName}} team$mail$
),
(
  'password-reset', 'en',
  'Reset your {{siteName}} password',
  $mail$<p>Hello,</p>
<p>Someone (hopefully you) asked to reset the password of your {{siteName}} account.</p>
<p><a href="{{link}}">Choose a new password</a></p>
<p>If the button does not work, copy this address into your browser:<br>{{link}}</p>
<p>This link works once and expires soon. If you did not ask for a new password, ignore this email: your current password still works.</p>
<p>The {{siteName}} team</p>$mail$,
  $mail$Hello,

Someone (hopefully you) asked to reset the password of your {{siteName}} account. Choose a new password here:

{{link}}

This link works once and expires soon. If you did not ask for a new password, ignore this email: your current password still works.

The {{siteName}} team$mail$
),
(
  'account-close', 'en',
  'Confirm closing your {{siteName}} account',
  $mail$<p>Hello,</p>
<p>We received a request to close your {{siteName}} account. We are sorry to see you go!</p>
<p>To confirm, follow this link. Your account and your personal data will then be removed.</p>
<p><a href="{{link}}">Close my account</a></p>
<p>If the button does not work, copy this address into your browser:<br>{{link}}</p>
<p>If you did not ask for this, ignore this email and your account stays as it is.</p>
<p>The {{siteName}} team</p>$mail$,
  $mail$Hello,

We received a request to close your {{siteName}} account. We are sorry to see you go!

To confirm, follow this link. Your account and your personal data will then be removed:

{{link}}

If you did not ask for this, ignore this email and your account stays as it is.

The {{siteName}} team$mail$
),
(
  'welcome', 'en',
  'Welcome to {{siteName}}, {{username}}!',
  $mail$<p>Hello {{username}},</p>
<p>Your account is ready. Welcome to {{siteName}}!</p>
<p>You can now search international schools around the world, compare them and keep an eye on the ones that matter to you and your family.</p>
<p>We are glad to have you with us.</p>
<p>Enjoy,<br>The {{siteName}} team</p>$mail$,
  $mail$Hello {{username}},

Your account is ready. Welcome to {{siteName}}!

You can now search international schools around the world, compare them and keep an eye on the ones that matter to you and your family.

We are glad to have you with us.

Enjoy,
The {{siteName}} team$mail$
);
