-- The application tracker on a signed-in parent's shortlist (decision 090).
-- Where the parent is with each school now.
alter table shortlist add column status text not null default 'considering';
-- The school's intakes as the parent last saw them: when the school was added, or when the
-- parent last acknowledged a change. A deadline that differs from it now is flagged.
alter table shortlist add column intakes_seen jsonb not null default '[]';

create function shortlist_intakes_seen_on_insert() returns trigger
  language plpgsql as $$
begin
  -- Every way into a shortlist (the button, a guest's list merged at sign-in) takes the
  -- deadlines the school shows at that moment.
  new.intakes_seen := coalesce((select admissions -> 'intakes' from school where id = new.school_id), '[]');
  return new;
end;
$$;

create trigger shortlist_intakes_seen_on_insert before insert on shortlist
  for each row execute function shortlist_intakes_seen_on_insert();

-- The parent's own date of each step with a school (the visit, the application, the assessment…):
-- one per step, so a step passed keeps its date; they leave with the school.
create table shortlist_step (
  user_id uuid not null,
  school_id uuid not null,
  status text not null,
  on_date date not null,
  primary key (user_id, school_id, status),
  foreign key (user_id, school_id) references shortlist (user_id, school_id) on delete cascade
);

-- A parent's tracker settings: deadline reminders (off while reminder_days is null; the token is
-- in every reminder's one-click unsubscribe link) and the private calendar feed (none while
-- calendar_token is null; a new token makes the old address stop working).
create table shortlist_tracker_setting (
  user_id uuid primary key references app_user (id) on delete cascade,
  reminder_days integer,
  reminder_token text not null unique,
  calendar_token text unique,
  created_at timestamptz not null default now()
);

-- The reminders already queued, one per parent, school, intake and deadline: a process queues a
-- reminder in the transaction that writes its row, so each deadline is told once; a deadline
-- the school moves is a new deadline, told again.
create table shortlist_reminder_sent (
  user_id uuid not null references app_user (id) on delete cascade,
  school_id uuid not null references school (id) on delete cascade,
  intake text not null,
  deadline date not null,
  sent_at timestamptz not null default now(),
  primary key (user_id, school_id, intake, deadline)
);
