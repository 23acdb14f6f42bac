import { sql } from 'kysely';
import type { AuthTables } from '@/core/server/auth/auth-tables';
import type { Db } from '@/core/server/db/database';
import type { OpenSchoolTables } from '../tables';

const tables = (db: Db) => db.withTables<OpenSchoolTables & AuthTables>();

/** A shortlisted school of a parent who asked for deadline reminders. */
export interface RemindedSchool {
  userId: string;
  email: string;
  language: string | null;
  reminderDays: number;
  reminderToken: string;
  schoolId: string;
  schoolName: string;
  countryCode: string;
  admissions: unknown;
}

/**
 * The listed schools, at one of `statuses`, on the shortlists of open accounts that asked for
 * reminders, with the school's admissions to find the deadlines in. A member of a family is
 * reminded of the family's list, under their own settings (decision 095).
 */
export async function remindedSchools(db: Db, statuses: readonly string[]): Promise<RemindedSchool[]> {
  const rows = await tables(db)
    .selectFrom('shortlist_tracker_setting')
    .innerJoin('app_user', 'app_user.id', 'shortlist_tracker_setting.user_id')
    .leftJoin('shortlist_member', 'shortlist_member.member_id', 'shortlist_tracker_setting.user_id')
    .innerJoin('shortlist', (join) =>
      join.on(
        sql<boolean>`shortlist.user_id = coalesce(shortlist_member.owner_id, shortlist_tracker_setting.user_id)`,
      ),
    )
    .innerJoin('school', 'school.id', 'shortlist.school_id')
    .select([
      'app_user.id as userId',
      'app_user.email',
      'app_user.language',
      'shortlist_tracker_setting.reminder_days as reminderDays',
      'shortlist_tracker_setting.reminder_token as reminderToken',
      'school.id as schoolId',
      'school.name as schoolName',
      'school.country_code as countryCode',
      'school.admissions',
    ])
    .where('shortlist_tracker_setting.reminder_days', 'is not', null)
    .where('shortlist.status', 'in', [...statuses])
    .where('school.listed', '=', true)
    .where('app_user.closed_at', 'is', null)
    .where('app_user.locked_at', 'is', null)
    .orderBy('app_user.id')
    .orderBy('school.id')
    .execute();
  return rows.map((row) => ({ ...row, reminderDays: row.reminderDays! }));
}

/**
 * Records that the reminder of this deadline is being queued, in the caller's transaction;
 * false when it was already (by this process or another), so it is queued once.
 */
export async function claimReminder(
  trx: Db,
  key: { userId: string; schoolId: string; intake: string; deadline: string },
): Promise<boolean> {
  const row = await tables(trx)
    .insertInto('shortlist_reminder_sent')
    .values({ user_id: key.userId, school_id: key.schoolId, intake: key.intake, deadline: key.deadline })
    .onConflict((oc) => oc.doNothing())
    .returning('user_id')
    .executeTakeFirst();
  return row !== undefined;
}
