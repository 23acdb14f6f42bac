-- Signatures of ALTCHA challenges already accepted, so each solution counts once.
-- A row is useless after its challenge expires; the captcha service deletes those now and then.
create table captcha_spent (
  signature text primary key,
  expires_at timestamptz not null
);

create index captcha_spent_expires_at_idx on captcha_spent (expires_at);
