-- Schools per country, kept by triggers: the home page and every unfiltered list need these
-- counts, and count(*) over the school table grows with it (15 ms at 100,000 rows on PGlite).
create table school_country_count (
  country_code char(2) primary key,
  count integer not null check (count >= 0)
);

insert into school_country_count (country_code, count)
select country_code, count(*)::int from school group by country_code;

-- Statement-level with transition tables: one batch insert of 5,000 rows is one update here.
create function school_country_count_apply() returns trigger language plpgsql as $$
begin
  if tg_op in ('DELETE', 'UPDATE') then
    update school_country_count as total
    set count = total.count - removed.n
    from (select country_code, count(*)::int as n from old_rows group by country_code) as removed
    where total.country_code = removed.country_code;
  end if;
  if tg_op in ('INSERT', 'UPDATE') then
    insert into school_country_count as total (country_code, count)
    select country_code, count(*)::int from new_rows group by country_code
    on conflict (country_code) do update set count = total.count + excluded.count;
  end if;
  delete from school_country_count where count = 0;
  return null;
end
$$;

create trigger school_country_count_insert after insert on school
  referencing new table as new_rows
  for each statement execute function school_country_count_apply();

create trigger school_country_count_update after update on school
  referencing old table as old_rows new table as new_rows
  for each statement execute function school_country_count_apply();

create trigger school_country_count_delete after delete on school
  referencing old table as old_rows
  for each statement execute function school_country_count_apply();

create function school_country_count_reset() returns trigger language plpgsql as $$
begin
  delete from school_country_count;
  return null;
end
$$;

create trigger school_country_count_truncate after truncate on school
  for each statement execute function school_country_count_reset();
