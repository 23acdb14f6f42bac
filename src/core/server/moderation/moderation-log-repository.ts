import { sql } from 'kysely';
import type { RejectCategory } from '@/core/shared/moderation';
import type { Db } from '../db/database';
import type { ModeratedKind } from './moderated-kind';

/** One month's decisions on one kind: `month` is `YYYY-MM` in UTC. */
export interface MonthDecisions {
  month: string;
  accepted: number;
  rejected: number;
  /** Half the decisions took less than this, from sending to the decision; null without any. */
  medianHours: number | null;
}

export interface MonthRejections {
  month: string;
  category: RejectCategory;
  count: number;
}

/** The rows a moderator decided on, not those their own author published (when both are known). */
const moderated = (kind: ModeratedKind) => sql`
  ${sql.ref(kind.decidedAtColumn)} is not null
  and coalesce(${sql.ref(kind.decidedByColumn)} <> ${sql.ref(kind.authorColumn)}, true)`;

/** What a moderator decided on from `from` to before `to`. */
const decidedIn = (kind: ModeratedKind, from: Date, to: Date) => sql`
  ${moderated(kind)} and ${sql.ref(kind.decidedAtColumn)} >= ${from} and ${sql.ref(kind.decidedAtColumn)} < ${to}`;

const monthOf = (kind: ModeratedKind) =>
  sql<string>`to_char(${sql.ref(kind.decidedAtColumn)} at time zone 'UTC', 'YYYY-MM')`;

/** Each row counts once, in the month of its latest decision, from `from` to before `to`. */
export async function decisionsByMonth(
  db: Db,
  kind: ModeratedKind,
  from: Date,
  to: Date,
): Promise<MonthDecisions[]> {
  const decidedAt = sql.ref(kind.decidedAtColumn);
  const result = await sql<MonthDecisions>`
    select ${monthOf(kind)} as month,
      count(*) filter (where status = ${kind.acceptedStatus})::int as accepted,
      count(*) filter (where status = 'rejected')::int as rejected,
      percentile_cont(0.5) within group (order by extract(epoch from ${decidedAt} - created_at)) / 3600
        as "medianHours"
    from ${sql.table(kind.table)}
    where ${decidedIn(kind, from, to)} and status in (${kind.acceptedStatus}, 'rejected')
    group by 1
    order by 1
  `.execute(db);
  return result.rows.map((row) => ({
    ...row,
    medianHours: row.medianHours === null ? null : Number(row.medianHours),
  }));
}

/** The rejections of each month by their kind, from `from` to before `to`. */
export async function rejectionsByMonth(
  db: Db,
  kind: ModeratedKind,
  from: Date,
  to: Date,
): Promise<MonthRejections[]> {
  const result = await sql<MonthRejections>`
    select ${monthOf(kind)} as month, reject_category as category, count(*)::int as count
    from ${sql.table(kind.table)}
    where ${decidedIn(kind, from, to)} and status = 'rejected'
    group by 1, 2
    order by 1, 3 desc, 2
  `.execute(db);
  return result.rows;
}

/** How many wait for a moderator now. */
export async function waitingCount(db: Db, kind: ModeratedKind): Promise<number> {
  const result = await sql<{ count: number }>`
    select count(*)::int as count from ${sql.table(kind.table)} where status = 'pending'`.execute(db);
  return result.rows[0]?.count ?? 0;
}

/** The year of the earliest decision a moderator took; null before the first. */
export async function firstDecisionYear(db: Db, kind: ModeratedKind): Promise<number | null> {
  const decidedAt = sql.ref(kind.decidedAtColumn);
  const result = await sql<{ year: number | null }>`
    select extract(year from min(${decidedAt}) at time zone 'UTC')::int as year
    from ${sql.table(kind.table)} where ${moderated(kind)}`.execute(db);
  return result.rows[0]?.year ?? null;
}
