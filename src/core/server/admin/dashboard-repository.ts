import { type RawBuilder, sql } from 'kysely';
import type { AuthTables } from '../auth/auth-tables';
import type { Db } from '../db/database';
import { DASHBOARD_WEEKS, type DashboardStat } from './dashboard-stat';

/** Accounts that can be used: activated, neither locked nor closed (the users list's `active`). */
const ACTIVE = (alias: string) =>
  sql`${sql.ref(`${alias}.closed_at`)} is null and ${sql.ref(`${alias}.locked_at`)} is null
    and ${sql.ref(`${alias}.activated_at`)} is not null`;

/** Mails the outbox still has to send: waiting for an attempt, or being sent. */
const WAITING = (alias: string) => sql`${sql.ref(`${alias}.status`)} in ('queued', 'sending')`;

/**
 * The core's figures, each counting what the list it links to shows with its filter: active
 * accounts (locked ones, as demo members are, apart), mails sent, waiting to be sent, kept by
 * the outbox provider (never sent) and failed, and translations reported missing.
 */
export async function coreDashboardStats(db: Db): Promise<DashboardStat[]> {
  const mails = (status: RawBuilder<unknown>, weekly: RawBuilder<unknown>) =>
    Promise.all([
      countRows(db, 'mail_outbox', status),
      weeklyCounts(db, 'mail_outbox', 'created_at', weekly),
    ]);
  const [
    [users, usersWeekly],
    [sent, sentWeekly],
    [waiting, waitingWeekly],
    [kept, keptWeekly],
    [failed, failedWeekly],
    [missing, missingWeekly],
  ] = await Promise.all([
    Promise.all([
      countRows(db, 'app_user', ACTIVE('app_user')),
      weeklyCounts(db, 'app_user', 'created_at', ACTIVE('t')),
    ]),
    mails(sql`status = 'sent'`, sql`t.status = 'sent'`),
    mails(WAITING('mail_outbox'), WAITING('t')),
    mails(sql`status = 'stored'`, sql`t.status = 'stored'`),
    mails(sql`status = 'failed'`, sql`t.status = 'failed'`),
    Promise.all([
      countRows(db, 'missing_translation'),
      weeklyCounts(db, 'missing_translation', 'first_seen_at'),
    ]),
  ]);
  return [
    {
      label: 'admin:dashboard.activeAccounts',
      total: users,
      weekly: usersWeekly,
      link: '/_admin/users?status=active',
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
      label: 'admin:dashboard.mailsWaiting',
      total: waiting,
      weekly: waitingWeekly,
      link: '/_admin/mail-outbox?status=queued',
      permission: 'MailOutbox:list',
    },
    {
      label: 'admin:dashboard.mailsKept',
      total: kept,
      weekly: keptWeekly,
      link: '/_admin/mail-outbox?status=stored',
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
