import { type Generated, sql } from 'kysely';
import { v7 as uuidv7 } from 'uuid';
import type { Db } from '@/core/server/db/database';
import type { RejectCategory } from '@/core/shared/moderation';

/** One member's confirmation of one fact in one year (migration 025). */
export interface FactConfirmationTable {
  id: string;
  school_id: string;
  fact: string;
  value: string;
  user_id: string;
  year: number;
  status: Generated<'published' | 'rejected'>;
  reject_category: RejectCategory | null;
  /** The moderator's reason for a removal (migration 031). */
  reject_reason: Generated<string | null>;
  removed_by: string | null;
  removed_at: Date | null;
  created_at: Generated<Date>;
}

const tables = (db: Db) => db.withTables<{ school_fact_confirmation: FactConfirmationTable }>();

/** How many members confirmed a fact's value, and when the latest did. */
export interface FactConfirmationCount {
  fact: string;
  value: string;
  count: number;
  lastConfirmedAt: Date;
}

/**
 * Stores a confirmation; false when the member already confirmed that fact this year (the
 * unique key decides, so two requests at once cannot both count).
 */
export async function insertConfirmation(
  db: Db,
  row: { schoolId: string; fact: string; value: string; userId: string; year: number },
): Promise<string | null> {
  const id = uuidv7();
  const inserted = await tables(db)
    .insertInto('school_fact_confirmation')
    .values({
      id,
      school_id: row.schoolId,
      fact: row.fact,
      value: row.value,
      user_id: row.userId,
      year: row.year,
      reject_category: null,
      removed_by: null,
      removed_at: null,
    })
    .onConflict((conflict) => conflict.constraint('school_fact_confirmation_once').doNothing())
    .returning('id')
    .executeTakeFirst();
  return inserted?.id ?? null;
}

/** Published confirmations of a school grouped by fact and value, each member once. */
export async function confirmationCounts(
  db: Db,
  schoolIds: string[],
): Promise<(FactConfirmationCount & { schoolId: string })[]> {
  if (schoolIds.length === 0) return [];
  const rows = await tables(db)
    .selectFrom('school_fact_confirmation')
    .where('school_id', 'in', schoolIds)
    .where('status', '=', 'published')
    .groupBy(['school_id', 'fact', 'value'])
    .select([
      'school_id as schoolId',
      'fact',
      'value',
      sql<number>`count(distinct user_id)::int`.as('count'),
      sql<Date>`max(created_at)`.as('lastConfirmedAt'),
    ])
    .execute();
  return rows.map((row) => ({ ...row, lastConfirmedAt: new Date(row.lastConfirmedAt) }));
}

/** The facts of a school a member confirmed in `year`. */
export async function factsConfirmedBy(db: Db, schoolId: string, userId: string, year: number) {
  const rows = await tables(db)
    .selectFrom('school_fact_confirmation')
    .where('school_id', '=', schoolId)
    .where('user_id', '=', userId)
    .where('year', '=', year)
    .select('fact')
    .execute();
  return rows.map((row) => row.fact);
}

/** A school's confirmations for a moderator: who (by email), what, when, and whether removed. */
export async function listConfirmations(db: Db, schoolId: string) {
  return db
    .withTables<{
      school_fact_confirmation: FactConfirmationTable;
      app_user: { id: string; email: string };
    }>()
    .selectFrom('school_fact_confirmation as c')
    .leftJoin('app_user as u', 'u.id', 'c.user_id')
    .where('c.school_id', '=', schoolId)
    .orderBy('c.created_at', 'desc')
    .select([
      'c.id',
      'c.fact',
      'c.value',
      'c.status',
      'c.reject_category as rejectCategory',
      'c.created_at as createdAt',
      'c.removed_at as removedAt',
      'u.email as authorEmail',
    ])
    .limit(500)
    .execute();
}

/** Removes published confirmations (abuse): kept as `rejected` with the kind, for the log. */
export async function removeConfirmations(
  db: Db,
  ids: string[],
  removal: { category: RejectCategory; reason?: string | null; moderatorId: string },
): Promise<number> {
  if (ids.length === 0) return 0;
  const result = await tables(db)
    .updateTable('school_fact_confirmation')
    .set({
      status: 'rejected',
      reject_category: removal.category,
      reject_reason: removal.reason ?? null,
      removed_by: removal.moderatorId,
      removed_at: sql<Date>`now()`,
    })
    .where('id', 'in', ids)
    .where('status', '=', 'published')
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}
