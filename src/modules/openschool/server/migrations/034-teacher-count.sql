-- How many teachers a school has (issue 37's proof of the fact catalogue): with its pupils, what
-- parents weigh as the number of children per teacher. Null: nobody said.
alter table school
  add column teacher_count integer check (teacher_count > 0);
