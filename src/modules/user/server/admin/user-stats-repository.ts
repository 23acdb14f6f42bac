import { sql } from 'kysely';
import type { Db } from '@/core/server/db/database';
import { USER_STATUS_SQL } from './user-admin-repository';

export interface Count<Key extends string> {
  key: Key;
  count: number;
}

/** Accounts created per day over the last `days` days (today included), days without any at 0. */
export async function registrationsPerDay(db: Db, days: number): Promise<{ date: string; count: number }[]> {
  const { rows } = await sql<{ date: string; count: number }>`
    with day as (
      select generate_series(current_date - ${days - 1}::int, current_date, interval '1 day')::date as day
    )
    select to_char(day.day, 'YYYY-MM-DD') as date, count(app_user.id)::int as count
    from day left join app_user on app_user.created_at >= day.day and app_user.created_at < day.day + 1
    group by day.day order by day.day`.execute(db);
  return rows;
}

/** Open accounts that signed in within the last day, week and month. */
export async function activeUserCounts(db: Db) {
  const { rows } = await sql<{ lastDay: number; lastWeek: number; lastMonth: number }>`
    select
      count(*) filter (where last_login_at >= now() - interval '1 day')::int as "lastDay",
      count(*) filter (where last_login_at >= now() - interval '7 days')::int as "lastWeek",
      count(*) filter (where last_login_at >= now() - interval '30 days')::int as "lastMonth"
    from app_user where closed_at is null`.execute(db);
  return rows[0] ?? { lastDay: 0, lastWeek: 0, lastMonth: 0 };
}

/** How many accounts are in each state. */
export async function statusCounts(db: Db): Promise<Count<string>[]> {
  const { rows } = await sql<Count<string>>`
    select ${USER_STATUS_SQL} as key, count(*)::int as count from app_user group by 1 order by 2 desc`.execute(
    db,
  );
  return rows;
}

/** Open accounts per chosen language; `''` for those that chose none. */
export async function languageCounts(db: Db): Promise<Count<string>[]> {
  const { rows } = await sql<Count<string>>`
    select coalesce(language, '') as key, count(*)::int as count from app_user
    where closed_at is null group by 1 order by 2 desc, 1`.execute(db);
  return rows;
}

/** Open accounts that can sign in with a password, with Google, with Facebook (one may have several). */
export async function signInMethodCounts(db: Db): Promise<Count<string>[]> {
  const { rows } = await sql<Count<string>>`
    select key, count from (
      select 'password' as key, count(*)::int as count from app_user
        where closed_at is null and password_hash is not null
      union all
      select provider.name, count(distinct oauth_account.user_id)::int
        from (values ('google'), ('facebook')) as provider (name)
        left join oauth_account on oauth_account.provider = provider.name
          and exists (select 1 from app_user where app_user.id = oauth_account.user_id and app_user.closed_at is null)
        group by provider.name
    ) as method order by array_position(array['password', 'google', 'facebook'], key)`.execute(db);
  return rows;
}
