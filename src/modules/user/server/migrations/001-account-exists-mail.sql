-- Sent when someone registers with the address of an existing account: the sign-up form
-- answers the same either way, so the owner learns of it by email instead.
insert into mail_template (name, lang, subject, html, text) values
(
  'account-exists', 'en',
  'You already have a {{siteName}} account',
  '<p>Hello,</p>
<p>Someone, probably you, tried to create a {{siteName}} account with this email address. You already have one.</p>
<p>If you forgot your password, you can choose a new one here:</p>
<p><a href="{{link}}">Reset my password</a></p>
<p>If it was not you, you can ignore this email: nothing has changed.</p>',
  'Hello,

Someone, probably you, tried to create a {{siteName}} account with this email address. You already have one.

If you forgot your password, you can choose a new one here:
{{link}}

If it was not you, you can ignore this email: nothing has changed.'
);
