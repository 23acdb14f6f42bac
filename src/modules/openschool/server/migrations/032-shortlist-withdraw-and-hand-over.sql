-- A family's shortlist (decision 095, completed by decision 100): an invitation can be withdrawn
-- before it is accepted, and its link then says so instead of "not valid"; the owner can hand the
-- list over to a member, which moves the list's rows to the new owner's id.
alter table shortlist_invitation add column withdrawn_at timestamptz;

-- A step follows its school's row when the list changes hands (its key holds the owner's id).
alter table shortlist_step drop constraint shortlist_step_user_id_school_id_fkey;
alter table shortlist_step add constraint shortlist_step_user_id_school_id_fkey
  foreign key (user_id, school_id) references shortlist (user_id, school_id)
  on delete cascade on update cascade;
