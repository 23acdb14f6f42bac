-- Each rejection of a place names its kind (spam, personal data…), so the public moderation log
-- can count refusals by kind without quoting anyone. Earlier rejections count as `other`.
alter table place add column reject_category text
  check (reject_category in ('spam', 'abusive', 'personal-data', 'conflict-of-interest', 'inaccurate', 'off-topic', 'duplicate', 'other'));
update place set reject_category = 'other' where status = 'rejected';
alter table place add constraint place_rejection_kind check (status <> 'rejected' or reject_category is not null);

-- The log reads decisions by the month they were taken.
create index place_decided_idx on place (moderated_at) where moderated_at is not null;
