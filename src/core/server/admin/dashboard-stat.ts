import { type RawBuilder, sql } from 'kysely';
import type { Permission } from '../../shared/permissions';
import type { Db } from '../db/database';

/** Weeks of history a dashboard figure shows. */
export const DASHBOARD_WEEKS = 12;

/** One figure of the dashboard: a total, its trend, and where to look closer. */
export interface DashboardStat {
  /** Translation key with its namespace: `admin:dashboard.users`. */
  label: string;
  total: number;
  /** How many in each of the last DASHBOARD_WEEKS weeks (Monday to Sunday), oldest first. */
  weekly: number[];
  /** The admin page listing them, when there is one. */
  link?: string;
  /**
   * What one needs to list what is counted (the list permission of `link`'s page): the figure is
   * shown only to who holds it, so that no card leads to a page the viewer may not open.
   */
  permission: Permission;
  /** Someone should act on these (mails failed, ratings to moderate): shown highlighted when not zero. */
  attention?: boolean;
}

/**
 * Rows created per week over the last DASHBOARD_WEEKS weeks, oldest first, zero-filled:
 * `table` and `column` name the rows and their date, `where` narrows them (trusted SQL about the alias `t`).
 */
export async function weeklyCounts(
  db: Db,
  table: string,
  column: string,
  where: RawBuilder<unknown> = sql`true`,
): Promise<number[]> {
  const result = await sql<{ count: number }>`
    select count(t.${sql.ref(column)})::int as count
    from generate_series(
      date_trunc('week', now()) - ${`${DASHBOARD_WEEKS - 1} weeks`}::interval,
      date_trunc('week', now()),
      interval '1 week'
    ) as week(start)
    left join ${sql.table(table)} as t
      on t.${sql.ref(column)} >= week.start and t.${sql.ref(column)} < week.start + interval '1 week' and ${where}
    group by week.start
    order by week.start
  `.execute(db);
  return result.rows.map((row) => row.count);
}

/** A count of rows (trusted SQL condition). */
export async function countRows(
  db: Db,
  table: string,
  where: RawBuilder<unknown> = sql`true`,
): Promise<number> {
  const result = await sql<{
    count: number;
  }>`select count(*)::int as count from ${sql.table(table)} where ${where}`.execute(db);
  return result.rows[0]?.count ?? 0;
}
