import { type RawBuilder, sql, type Updateable } from 'kysely';
import { v7 as uuidv7 } from 'uuid';
import type { AuthTables, UserTable } from '@/core/server/auth/auth-tables';
import type { Db } from '@/core/server/db/database';
import { withUsernameGuard } from '../account-repository';

const users = (db: Db) => db.withTables<AuthTables>();

/**
 * A new account made by an admin: active at once, without a password (its owner chooses one
 * from the emailed link). Returns its id.
 */
export async function insertUserByAdmin(
  db: Db,
  values: Pick<UserTable, 'email' | 'username' | 'first_name' | 'last_name' | 'language'>,
): Promise<string> {
  const id = uuidv7();
  await withUsernameGuard(() =>
    users(db)
      .insertInto('app_user')
      .values({ id, ...values, password_hash: null, activated_at: new Date() })
      .execute(),
  );
  return id;
}

/** Saves an admin's edit of an account and raises its version by one. */
export async function updateUserByAdmin(db: Db, id: string, values: Updateable<UserTable>): Promise<void> {
  await withUsernameGuard(() =>
    users(db)
      .updateTable('app_user')
      .set({ ...values, updated_at: new Date(), version: sql`version + 1` })
      .where('id', '=', id)
      .execute(),
  );
}

/** What each bulk action sets; a date already set is kept (locked since, activated on…). */
type StateDates = 'locked_at' | 'activated_at' | 'email_verified_at';
const FLAG_CHANGES: Record<UserFlagChange, Partial<Record<StateDates, RawBuilder<Date> | null>>> = {
  lock: { locked_at: sql<Date>`coalesce(locked_at, now())` },
  unlock: { locked_at: null },
  activate: { activated_at: sql<Date>`coalesce(activated_at, now())` },
  verifyEmail: { email_verified_at: sql<Date>`coalesce(email_verified_at, now())` },
};
export type UserFlagChange = 'lock' | 'unlock' | 'activate' | 'verifyEmail';

/** Applies a bulk action to these accounts, each one's version raised by one. */
export async function changeUsersFlag(db: Db, ids: readonly string[], change: UserFlagChange): Promise<void> {
  await users(db)
    .updateTable('app_user')
    .set({ ...FLAG_CHANGES[change], updated_at: new Date(), version: sql`version + 1` })
    .where('id', 'in', ids)
    .execute();
}

/** Signs these accounts out everywhere (a locked account keeps no session). */
export async function deleteSessionsOfUsers(db: Db, ids: readonly string[]): Promise<void> {
  if (ids.length === 0) return;
  await users(db).deleteFrom('session').where('user_id', 'in', ids).execute();
}
