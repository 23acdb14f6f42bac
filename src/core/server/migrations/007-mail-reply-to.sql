-- The address answers go to when it is not the sender's (contact messages: the visitor's).
alter table mail_outbox add column reply_to text;
