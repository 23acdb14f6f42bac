-- The moderators' page of fact checks (decision 100). A dispute is a proposal; it now says which
-- fact it disputes and the value proposed, so the page lists it beside the confirmations and
-- filters both by fact. Proposals that are not disputes keep both null.
alter table school_proposal add column disputed_fact text;
alter table school_proposal add column disputed_value text;
create index school_proposal_disputed_idx on school_proposal (created_at) where disputed_fact is not null;

-- A removed confirmation keeps the moderator's reason beside its kind.
alter table school_fact_confirmation add column reject_reason text;
