-- What one school year costs at each school, for a parent who gave their child's age: the yearly
-- tuition of that age and the first year's total with the one-off fees, in US cents, as the
-- school page's fee table shows them (shared/fee-table.ts: the latest academic year with tuition,
-- the narrowest tuition band covering the age, one-off fees converted to the tuition's currency,
-- then the whole to US dollars). The list filters and sorts by them; kept by the database
-- whoever writes, like the average fee.

-- A row for every age of the school's fee table, so that a list at one age joins its schools
-- without losing any: null figures when no tuition band covers that age.
create table school_year_fee (
  school_id uuid not null references school (id) on delete cascade,
  -- A child's age at the start of the school year.
  age smallint not null check (age between 2 and 19),
  tuition_usd_cents bigint check (tuition_usd_cents >= 0),
  first_year_usd_cents bigint check (first_year_usd_cents >= 0),
  primary key (school_id, age)
);
-- A list at one age sorted by tuition, cheapest or dearest first (unknown last), read in index
-- order; sorted by the first year, its page is sorted from the matches.
create index school_year_fee_tuition_idx on school_year_fee (age, tuition_usd_cents, school_id);
create index school_year_fee_tuition_desc_idx
  on school_year_fee (age, tuition_usd_cents desc nulls last, school_id desc);

-- An amount in a currency's minor unit in another currency, as shared/money.ts convertMoney
-- does: unchanged in its own currency, else rounded to whole units of the other.
create function school_money_convert(
  amount_minor numeric, from_rate numeric, from_digits integer, to_rate numeric, to_digits integer,
  same_currency boolean
) returns numeric
  language sql immutable as $$
  select case when same_currency then amount_minor
    else round(amount_minor / power(10, from_digits) / from_rate * to_rate) * power(10, to_digits)
  end
$$;

-- One school's rows: a handful of fees read through the index on school_fee (school_id).
create function school_year_fees_of(school uuid)
  returns table (age integer, tuition_usd_cents numeric, first_year_usd_cents numeric)
  language sql stable as $$
  with fee as (
    select fee.id, fee.kind, fee.age_from, fee.age_to, fee.currency, fee.period, fee.amount_minor,
      fee.amount_minor * case fee.period when 'term' then 3 when 'month' then 10 else 1 end as yearly_minor,
      rate.units_per_usd, rate.minor_digits
    from school_fee as fee
    join exchange_rate as rate on rate.currency = fee.currency
    where fee.school_id = school and fee.academic_year = (
      select max(latest.academic_year) from school_fee as latest
      where latest.school_id = school and latest.kind = 'tuition'
    )
  ),
  tuition as (select * from fee where kind = 'tuition' and period <> 'once'),
  -- The ages the fee table lists: the school's, else those its tuition bands cover.
  ages as (
    select generate_series(
      (case when own.age_from is not null and own.age_to is not null then own.age_from else bands.age_from end)::integer,
      (case when own.age_from is not null and own.age_to is not null then own.age_to else bands.age_to end)::integer
    ) as age
    from school as own,
      (select min(age_from) as age_from, max(age_to) as age_to from tuition where age_from is not null) as bands
    where own.id = school
  ),
  band as (
    select distinct on (ages.age) ages.age, tuition.yearly_minor, tuition.currency, tuition.units_per_usd,
      tuition.minor_digits
    from ages
    left join tuition on tuition.age_from is null or ages.age between tuition.age_from and tuition.age_to
    order by ages.age, coalesce(tuition.age_to - tuition.age_from, 99), tuition.id
  )
  select band.age,
    school_money_convert(band.yearly_minor, band.units_per_usd, band.minor_digits, 1, 2, band.currency = 'USD'),
    school_money_convert(
      -- Each one-off fee converted to the tuition's currency on its own, then summed, as the page does.
      band.yearly_minor + coalesce((
        select sum(school_money_convert(once.amount_minor, once.units_per_usd, once.minor_digits,
          band.units_per_usd, band.minor_digits, once.currency = band.currency))
        from fee as once where once.period = 'once'
      ), 0),
      band.units_per_usd, band.minor_digits, 1, 2, band.currency = 'USD')
  from band
$$;

-- Each school on its own (a join of many schools' fees is planned from guesses about the array's
-- size, and went quadratic): the cost grows with the number of schools.
create function school_year_fees_refresh(ids uuid[]) returns void
  language sql as $$
  delete from school_year_fee using unnest(ids) as target (id) where school_year_fee.school_id = target.id;
  insert into school_year_fee (school_id, age, tuition_usd_cents, first_year_usd_cents)
  select target.id, fees.age, fees.tuition_usd_cents, fees.first_year_usd_cents
  from (select distinct id from unnest(ids) as target (id)) as target
  cross join lateral school_year_fees_of(target.id) as fees
$$;

-- Fees and rates reach the schools through school_refresh (migration 005): it now keeps both.
create or replace function school_refresh(ids uuid[]) returns void
  language sql as $$
  update school set avg_fees_usd_cents = school_avg_fees_usd_cents(school.id)
  where school.id = any(ids);
  select school_year_fees_refresh(ids);
$$;

-- The ages a school teaches decide which years its table lists.
create function school_ages_changed() returns trigger language plpgsql as $$
begin
  perform school_year_fees_refresh(array[new.id]);
  return null;
end
$$;

create trigger school_ages_update after update of age_from, age_to on school
  for each row when (old.age_from is distinct from new.age_from or old.age_to is distinct from new.age_to)
  execute function school_ages_changed();

select school_year_fees_refresh(array(select id from school));
