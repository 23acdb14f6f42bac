-- Each rejection of a rating or of a proposed change names its kind (spam, personal data…), so
-- the public moderation log can count refusals by kind without quoting anyone. Rejections made
-- before kinds existed count as `other`.
alter table school_rating add column reject_category text
  check (reject_category in ('spam', 'abusive', 'personal-data', 'conflict-of-interest', 'inaccurate', 'off-topic', 'duplicate', 'other'));
update school_rating set reject_category = 'other' where status = 'rejected';
alter table school_rating add constraint school_rating_rejection_kind
  check (status <> 'rejected' or reject_category is not null);

alter table school_proposal add column reject_category text
  check (reject_category in ('spam', 'abusive', 'personal-data', 'conflict-of-interest', 'inaccurate', 'off-topic', 'duplicate', 'other'));
update school_proposal set reject_category = 'other' where status = 'rejected';
alter table school_proposal add constraint school_proposal_rejection_kind
  check (status <> 'rejected' or reject_category is not null);

-- The log reads decisions by the month they were taken.
create index school_rating_decided_idx on school_rating (moderated_at) where moderated_at is not null;
create index school_proposal_decided_idx on school_proposal (decided_at) where decided_at is not null;
