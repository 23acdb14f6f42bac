-- Where one click stops a mail like this one (an alert's link): sent as the List-Unsubscribe
-- and List-Unsubscribe-Post headers (RFC 8058), for the mail clients' own unsubscribe button.
alter table mail_outbox add column unsubscribe_url text;
