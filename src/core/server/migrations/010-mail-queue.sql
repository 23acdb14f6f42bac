-- Mail leaves from this table in the background (mail/mail-delivery-worker.ts), retried with a
-- growing delay: 'queued' waits for next_attempt_at; 'sending' is leased to one process until
-- locked_until, after which another may take it (the first one died). Existing rows keep their
-- status: 'stored' (kept by the outbox provider), 'sent', 'failed'.
alter table mail_outbox drop constraint mail_outbox_status_check;
alter table mail_outbox add constraint mail_outbox_status_check
  check (status in ('stored', 'queued', 'sending', 'sent', 'failed'));
alter table mail_outbox add column attempts integer not null default 0;
alter table mail_outbox add column next_attempt_at timestamptz;
alter table mail_outbox add column locked_until timestamptz;
-- Mails already delivered or refused went through one attempt.
update mail_outbox set attempts = 1 where status in ('sent', 'failed');

-- What a worker looks for on each poll: the few rows still to deliver, not the whole history.
create index mail_outbox_due_idx on mail_outbox (next_attempt_at) where status in ('queued', 'sending');
