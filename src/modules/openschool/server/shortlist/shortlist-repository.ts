import { sql } from 'kysely';
import type { AuthTables } from '@/core/server/auth/auth-tables';
import type { Db } from '@/core/server/db/database';
import type { OpenSchoolTables } from '../tables';
import { displayNameSql } from './shortlist-family-repository';

const tables = (db: Db) => db.withTables<OpenSchoolTables & AuthTables>();

/** A school of a shortlist, with what the shortlist shows of it. */
export interface ShortlistRow {
  id: string;
  name: string;
  city: string;
  country_code: string;
  avg_fees_usd_cents: number | null;
  added_at: Date;
  /** The family's note; only ever read with the id of the list its reader shares. */
  note: string | null;
  /** The tracker: where the owner is with the school, and their date of each step. */
  status: string;
  steps: { status: string; on: string }[];
  /** The school's admissions now, and its intakes as the owner last saw them. */
  admissions: unknown;
  intakes_seen: unknown;
  /** Who of the family last changed the school, and when; null for a change by someone who left. */
  changed_by: { id: string; name: string } | null;
  changed_at: Date | null;
}

/**
 * A list's schools (`userId`: the list's owner), oldest first. Only listed schools: one archived since it was added stays
 * in the table (and comes back if it is published again) but is neither shown nor counted.
 */
export async function shortlistOf(db: Db, userId: string): Promise<ShortlistRow[]> {
  return tables(db)
    .selectFrom('shortlist')
    .innerJoin('school', 'school.id', 'shortlist.school_id')
    .select([
      'school.id',
      'school.name',
      'school.city',
      'school.country_code',
      'school.avg_fees_usd_cents',
      'shortlist.added_at',
      'shortlist.note',
      'shortlist.status',
      sql<{ status: string; on: string }[]>`(
        select coalesce(jsonb_agg(jsonb_build_object('status', step.status, 'on', to_char(step.on_date, 'YYYY-MM-DD'))), '[]')
        from shortlist_step step
        where step.user_id = shortlist.user_id and step.school_id = shortlist.school_id
      )`.as('steps'),
      'school.admissions',
      'shortlist.intakes_seen',
      // Only someone still sharing the list is named: one who left takes their name with them.
      sql<{ id: string; name: string } | null>`(
        select jsonb_build_object('id', author.id, 'name', ${displayNameSql('author')})
        from app_user author
        where author.id = shortlist.changed_by
          and (author.id = shortlist.user_id or exists (
            select 1 from shortlist_member member
            where member.member_id = author.id and member.owner_id = shortlist.user_id))
      )`.as('changed_by'),
      'shortlist.changed_at',
    ])
    .where('shortlist.user_id', '=', userId)
    .where('school.listed', '=', true)
    .orderBy('shortlist.added_at')
    .orderBy('school.id')
    .execute();
}

/** Which of these well-formed ids name listed schools. */
export async function listedSchoolIds(db: Db, ids: readonly string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await tables(db)
    .selectFrom('school')
    .select('id')
    .where('id', 'in', ids)
    .where('listed', '=', true)
    .execute();
  return new Set(rows.map((row) => row.id));
}

/**
 * Adds schools to a user's shortlist in the given order (one millisecond apart, so the list
 * keeps that order); ones already there keep their place.
 */
export async function addShortlistRows(
  db: Db,
  userId: string,
  schoolIds: readonly string[],
  actorId: string,
): Promise<void> {
  if (schoolIds.length === 0) return;
  const now = Date.now();
  await tables(db)
    .insertInto('shortlist')
    .values(
      schoolIds.map((schoolId, index) => ({
        user_id: userId,
        school_id: schoolId,
        added_at: new Date(now + index),
        changed_by: actorId,
        changed_at: new Date(now + index),
      })),
    )
    .onConflict((oc) => oc.columns(['user_id', 'school_id']).doNothing())
    .execute();
}

export async function removeShortlistRow(db: Db, userId: string, schoolId: string): Promise<void> {
  await tables(db)
    .deleteFrom('shortlist')
    .where('user_id', '=', userId)
    .where('school_id', '=', schoolId)
    .execute();
}

/** Sets (or with null, removes) the note on a school of a list, as `actorId`'s change. */
export async function updateShortlistNote(
  db: Db,
  userId: string,
  schoolId: string,
  note: string | null,
  actorId: string,
): Promise<void> {
  await tables(db)
    .updateTable('shortlist')
    .set({ note, changed_by: actorId, changed_at: new Date() })
    .where('user_id', '=', userId)
    .where('school_id', '=', schoolId)
    .execute();
}
