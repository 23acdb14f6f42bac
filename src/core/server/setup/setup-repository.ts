import { sql } from 'kysely';
import type { AuthTables } from '../auth/auth-tables';
import type { Db } from '../db/database';

const auth = (db: Db) => db.withTables<AuthTables>();

/** Whether the database answers a query at all. */
export async function databaseAnswers(db: Db): Promise<boolean> {
  return sql`select 1`
    .execute(db)
    .then(() => true)
    .catch(() => false);
}

/** Whether an open (not closed, not locked) account holds this role. */
export async function openAccountHoldsRole(db: Db, roleId: string): Promise<boolean> {
  const row = await auth(db)
    .selectFrom('user_role')
    .innerJoin('app_user', 'app_user.id', 'user_role.user_id')
    .select('app_user.id')
    .where('user_role.role_id', '=', roleId)
    .where('app_user.closed_at', 'is', null)
    .where('app_user.locked_at', 'is', null)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

export async function findUserIdByEmail(db: Db, email: string): Promise<string | undefined> {
  const row = await auth(db)
    .selectFrom('app_user')
    .select('id')
    .where('email', '=', email)
    .executeTakeFirst();
  return row?.id;
}

/** Sets an account's password and makes it active and unlocked. */
export async function activateWithPassword(
  db: Db,
  id: string,
  passwordHash: string,
  now: Date,
): Promise<void> {
  await auth(db)
    .updateTable('app_user')
    .set({ password_hash: passwordHash, activated_at: now, locked_at: null, updated_at: now })
    .where('id', '=', id)
    .execute();
}

/** Creates an active account whose address counts as verified. */
export async function insertActiveUser(
  db: Db,
  user: { id: string; email: string; passwordHash: string; language: string | null; now: Date },
): Promise<void> {
  await auth(db)
    .insertInto('app_user')
    .values({
      id: user.id,
      email: user.email,
      password_hash: user.passwordHash,
      language: user.language,
      activated_at: user.now,
      email_verified_at: user.now,
    })
    .execute();
}

/** Gives the user the role (nothing when it has it). */
export async function grantRole(db: Db, userId: string, roleId: string): Promise<void> {
  await auth(db)
    .insertInto('user_role')
    .values({ user_id: userId, role_id: roleId })
    .onConflict((oc) => oc.doNothing())
    .execute();
}
