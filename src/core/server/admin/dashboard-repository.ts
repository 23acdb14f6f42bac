import { type RawBuilder, sql } from 'kysely';
import type { AuthTables } from '../auth/auth-tables';
import type { Db } from '../db/database';
import { DASHBOARD_WEEKS, type DashboardStat } from './dashboard-stat';

/** The core's figures: accounts, mails sent and failed, translations reported missing. */
export async function coreDashboardStats(db: Db): Promise<DashboardStat[]> {
  const [users, usersWeekly, sent, sentWeekly, failed, failedWeekly, missing, missingWeekly] =
    await Promise.all([
      countRows(db, 'app_user', sql`closed_at is null`),
      weeklyCounts(db, 'app_user', 'created_at'),
      countRows(db, 'mail_outbox', sql`status = 'sent'`),
      weeklyCounts(db, 'mail_outbox', 'created_at', sql`t.status = 'sent'`),
      countRows(db, 'mail_outbox', sql`status = 'failed'`),
      weeklyCounts(db, 'mail_outbox', 'created_at', sql`t.status = 'failed'`),
      countRows(db, 'missing_translation'),
      weeklyCounts(db, 'missing_translation', 'first_seen_at'),
    ]);
  return [
    {
      label: 'admin:dashboard.users',
      total: users,
      weekly: usersWeekly,
      link: '/_admin/users',
      permission: 'User:list',
    },
    {
      label: 'admin:dashboard.mailsSent',
      total: sent,
      weekly: sentWeekly,
      link: '/_admin/mail-outbox?status=sent',
      permission: 'MailOutbox:list',
    },
    {
      label: 'admin:dashboard.mailsFailed',
      total: failed,
      weekly: failedWeekly,
      link: '/_admin/mail-outbox?status=failed',
      permission: 'MailOutbox:list',
      attention: true,
    },
    {
      label: 'admin:dashboard.missingTranslations',
      total: missing,
      weekly: missingWeekly,
      link: '/_admin/translations',
      permission: 'Translation:list',
      attention: true,
    },
  ];
}

export interface NewAccount {
  id: string;
  email: string;
  createdAt: Date;
  activated: boolean;
}

/** The latest accounts opened, newest first. */
export async function latestAccounts(db: Db, limit: number): Promise<NewAccount[]> {
  const rows = await db
    .withTables<AuthTables>()
    .selectFrom('app_user')
    .select(['id', 'email', 'created_at', 'activated_at'])
    .where('closed_at', 'is', null)
    .orderBy('created_at', 'desc')
    .limit(limit)
    .execute();
  return rows.map((row) => ({
    id: row.id,
    email: row.email,
    createdAt: row.created_at,
    activated: row.activated_at !== null,
  }));
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
