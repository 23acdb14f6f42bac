import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import type { AuthTables } from '@/core/server/auth/auth-tables';
import type { Db } from '@/core/server/db/database';
import type { PreferenceTables } from '@/core/server/preferences/preference-repository';
import type { OpenSchoolTables } from '../tables';

const tables = (db: Db) => db.withTables<OpenSchoolTables & AuthTables & PreferenceTables>();

/** Whether a user asked for alerts about their shortlist. */
export async function isSubscribed(db: Db, userId: string): Promise<boolean> {
  const row = await tables(db)
    .selectFrom('school_alert_subscription')
    .select('user_id')
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row !== undefined;
}

/** Turns a user's alerts on (with a new unsubscribe token) or off; doing it twice changes nothing. */
export async function setSubscribed(db: Db, userId: string, enabled: boolean): Promise<void> {
  if (!enabled) {
    await tables(db).deleteFrom('school_alert_subscription').where('user_id', '=', userId).execute();
    return;
  }
  await tables(db)
    .insertInto('school_alert_subscription')
    .values({ user_id: userId, token: randomBytes(24).toString('base64url') })
    .onConflict((oc) => oc.column('user_id').doNothing())
    .execute();
}

/** Stops the alerts of the token's owner; false when no subscription has that token. */
export async function unsubscribeByToken(db: Db, token: string): Promise<boolean> {
  const result = await tables(db)
    .deleteFrom('school_alert_subscription')
    .where('token', '=', token)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

export interface PendingAlert {
  revisionId: string;
  schoolId: string;
  schoolName: string;
  countryCode: string;
  authorId: string | null;
  feesChanged: boolean;
  statusChanged: boolean;
  /** After the change: published, draft or archived. */
  newStatus: string;
  /** The revision's changed fields, each `{ field, before, after }` (fees as `SchoolState` keeps them). */
  changes: unknown;
}

/**
 * Takes up to `limit` changes not yet told, oldest first, locked until the transaction ends;
 * another process skips them, so each is told once.
 */
export async function claimPendingAlerts(trx: Db, limit: number): Promise<PendingAlert[]> {
  return tables(trx)
    .selectFrom('school_change_alert')
    .innerJoin('school', 'school.id', 'school_change_alert.school_id')
    .innerJoin('school_revision', 'school_revision.id', 'school_change_alert.revision_id')
    .select([
      'school_change_alert.revision_id as revisionId',
      'school_change_alert.school_id as schoolId',
      'school.name as schoolName',
      'school.country_code as countryCode',
      'school_change_alert.author_id as authorId',
      'school_change_alert.fees_changed as feesChanged',
      'school_change_alert.status_changed as statusChanged',
      'school_change_alert.new_status as newStatus',
      'school_revision.changes',
    ])
    .orderBy('school_change_alert.created_at')
    .orderBy('school_change_alert.revision_id')
    .limit(limit)
    .forUpdate('school_change_alert')
    .skipLocked()
    .execute();
}

export async function deleteAlerts(trx: Db, revisionIds: string[]): Promise<void> {
  if (revisionIds.length === 0) return;
  await tables(trx).deleteFrom('school_change_alert').where('revision_id', 'in', revisionIds).execute();
}

export interface Follower {
  userId: string;
  email: string;
  language: string | null;
  /** The currency the member reads fees in (their preference); null: US dollars only. */
  currency: string | null;
  token: string;
}

/**
 * Who hears of these schools' changes, by school: the open accounts that asked for alerts and
 * have the school on the shortlist they read (their family's when they joined one). One query for a whole batch of changes.
 */
export async function followersOfSchools(
  db: Db,
  schoolIds: readonly string[],
): Promise<Map<string, Follower[]>> {
  const followers = new Map<string, Follower[]>();
  if (schoolIds.length === 0) return followers;
  const rows = await tables(db)
    .selectFrom('school_alert_subscription')
    // A member of a family follows the family's list (decision 095), as the migration's trigger does.
    .leftJoin('shortlist_member', 'shortlist_member.member_id', 'school_alert_subscription.user_id')
    .innerJoin('shortlist', (join) =>
      join.on(
        sql<boolean>`shortlist.user_id = coalesce(shortlist_member.owner_id, school_alert_subscription.user_id)`,
      ),
    )
    .innerJoin('app_user', 'app_user.id', 'school_alert_subscription.user_id')
    .leftJoin('member_preference', (join) =>
      join
        .onRef('member_preference.user_id', '=', 'app_user.id')
        .on('member_preference.name', '=', 'currency'),
    )
    .select([
      'shortlist.school_id as schoolId',
      'app_user.id as userId',
      'app_user.email',
      'app_user.language',
      'member_preference.value as currency',
      'school_alert_subscription.token',
    ])
    .where('shortlist.school_id', 'in', [...new Set(schoolIds)])
    .where('app_user.closed_at', 'is', null)
    .where('app_user.locked_at', 'is', null)
    .orderBy('app_user.id')
    .execute();
  for (const { schoolId, ...follower } of rows) {
    followers.set(schoolId, [...(followers.get(schoolId) ?? []), follower]);
  }
  return followers;
}
