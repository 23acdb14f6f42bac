-- Usernames are shown with reviews and edits: one member must not pass as another by taking a
-- name that differs only in case or accents ("Élodie", "elodie"). Unique on the folded name.

-- unaccent() is only STABLE, so an index needs an IMMUTABLE wrapper (as school_fold does).
create function user_name_fold(value text) returns text
  language sql immutable parallel safe strict
  as $$ select lower(public.unaccent('public.unaccent'::regdictionary, value)) $$;

-- Names already taken twice: the account that had it first (created first) keeps it, each later
-- one gets the first free suffix "-2", "-3"… within the 50 characters a name may have. Its owner
-- may choose another in the profile (docs/decisions/073).
do $$
declare
  later record;
  n integer;
  candidate text;
begin
  for later in
    select id, username from (
      select id, username, created_at,
        row_number() over (partition by user_name_fold(username) order by created_at, id) as rank
      from app_user
      where username is not null
    ) ranked
    where rank > 1
    order by created_at, id
  loop
    n := 2;
    loop
      candidate := left(later.username, 50 - length('-' || n)) || '-' || n;
      exit when not exists (
        select 1 from app_user where user_name_fold(username) = user_name_fold(candidate)
      );
      n := n + 1;
    end loop;
    update app_user set username = candidate where id = later.id;
  end loop;
end $$;

create unique index app_user_username_fold_idx on app_user (user_name_fold(username));
