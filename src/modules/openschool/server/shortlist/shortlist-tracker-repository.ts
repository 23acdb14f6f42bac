import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import type { AuthTables } from '@/core/server/auth/auth-tables';
import type { Db } from '@/core/server/db/database';
import type { OpenSchoolTables } from '../tables';

const tables = (db: Db) => db.withTables<OpenSchoolTables & AuthTables>();
const newToken = () => randomBytes(24).toString('base64url');

/**
 * Sets where the owner is with a school of their shortlist, and their date of that step (null
 * removes it; the other steps keep theirs); false when the school is not on the shortlist.
 */
export async function updateShortlistStatus(
  db: Db,
  userId: string,
  input: { schoolId: string; status: string; statusOn: string | null },
  actorId: string,
): Promise<boolean> {
  const result = await tables(db)
    .updateTable('shortlist')
    .set({ status: input.status, changed_by: actorId, changed_at: new Date() })
    .where('user_id', '=', userId)
    .where('school_id', '=', input.schoolId)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) === 0) return false;
  if (input.statusOn === null) {
    await tables(db)
      .deleteFrom('shortlist_step')
      .where('user_id', '=', userId)
      .where('school_id', '=', input.schoolId)
      .where('status', '=', input.status)
      .execute();
  } else {
    await tables(db)
      .insertInto('shortlist_step')
      .values({ user_id: userId, school_id: input.schoolId, status: input.status, on_date: input.statusOn })
      .onConflict((oc) =>
        oc.columns(['user_id', 'school_id', 'status']).doUpdateSet({ on_date: input.statusOn! }),
      )
      .execute();
  }
  return true;
}

/** The owner has seen the school's deadlines as they are now: nothing is flagged until they change again. */
export async function acknowledgeIntakes(db: Db, userId: string, schoolId: string): Promise<boolean> {
  const result = await tables(db)
    .updateTable('shortlist')
    .set({
      intakes_seen: sql<string>`coalesce((select admissions -> 'intakes' from school where school.id = shortlist.school_id), '[]')`,
    })
    .where('user_id', '=', userId)
    .where('school_id', '=', schoolId)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export interface TrackerSetting {
  reminderDays: number | null;
  reminderToken: string;
  calendarToken: string | null;
}

export async function trackerSettingOf(db: Db, userId: string): Promise<TrackerSetting | undefined> {
  return tables(db)
    .selectFrom('shortlist_tracker_setting')
    .select([
      'reminder_days as reminderDays',
      'reminder_token as reminderToken',
      'calendar_token as calendarToken',
    ])
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

/** Turns the deadline reminders on (`days` before each deadline) or off (null). */
export async function setReminderDays(db: Db, userId: string, days: number | null): Promise<void> {
  await tables(db)
    .insertInto('shortlist_tracker_setting')
    .values({ user_id: userId, reminder_days: days, reminder_token: newToken() })
    .onConflict((oc) => oc.column('user_id').doUpdateSet({ reminder_days: days }))
    .execute();
}

/** Gives the owner a new private calendar address (the old one stops working); answers its token. */
export async function renewCalendarToken(db: Db, userId: string): Promise<string> {
  const token = newToken();
  await tables(db)
    .insertInto('shortlist_tracker_setting')
    .values({ user_id: userId, reminder_token: newToken(), calendar_token: token })
    .onConflict((oc) => oc.column('user_id').doUpdateSet({ calendar_token: token }))
    .execute();
  return token;
}

/** Stops the reminders of the token's owner; false when no reminders run under that token. */
export async function stopRemindersByToken(db: Db, token: string): Promise<boolean> {
  const result = await tables(db)
    .updateTable('shortlist_tracker_setting')
    .set({ reminder_days: null })
    .where('reminder_token', '=', token)
    .where('reminder_days', 'is not', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Whose calendar the token opens: an open account's id and language, or undefined. */
export async function calendarOwnerOf(
  db: Db,
  token: string,
): Promise<{ id: string; language: string | null } | undefined> {
  return tables(db)
    .selectFrom('shortlist_tracker_setting')
    .innerJoin('app_user', 'app_user.id', 'shortlist_tracker_setting.user_id')
    .select(['app_user.id', 'app_user.language'])
    .where('shortlist_tracker_setting.calendar_token', '=', token)
    .where('app_user.closed_at', 'is', null)
    .where('app_user.locked_at', 'is', null)
    .executeTakeFirst();
}
