import { sql, type Updateable } from 'kysely';
import { v7 as uuidv7 } from 'uuid';
import type { AuthTables, UserTable } from '@/core/server/auth/auth-tables';
import type { Db } from '@/core/server/db/database';
import { InputError } from '@/core/server/validation';

const users = (db: Db) => db.withTables<AuthTables>();

export async function findUserByEmail(db: Db, email: string) {
  return users(db).selectFrom('app_user').selectAll().where('email', '=', email).executeTakeFirst();
}

export async function findUserById(db: Db, id: string) {
  return users(db).selectFrom('app_user').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The index that keeps usernames unique, case and accents folded (migration 005). */
const USERNAME_INDEX = 'app_user_username_fold_idx';

/** Whether an account other than `exceptUserId` has this username, case and accents aside. */
export async function usernameTaken(db: Db, username: string, exceptUserId: string | null): Promise<boolean> {
  let query = users(db)
    .selectFrom('app_user')
    .select('id')
    .where(sql`user_name_fold(username)`, '=', sql`user_name_fold(${username})`);
  if (exceptUserId) query = query.where('id', '<>', exceptUserId);
  return (await query.executeTakeFirst()) !== undefined;
}

/**
 * Runs a write that may give an account a username someone took since it was checked (two
 * saves at once): the unique index refuses it, and the form hears `username.taken` on the field.
 */
export async function withUsernameGuard<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    const { code, constraint } = (error ?? {}) as { code?: unknown; constraint?: unknown };
    if (code === '23505' && constraint === USERNAME_INDEX) {
      throw new InputError([{ field: 'username', code: 'username.taken' }]);
    }
    throw error;
  }
}

/** A new, not yet activated account with the Member role. Returns its id. */
export async function insertUser(
  db: Db,
  values: { email: string; passwordHash: string | null; language?: string },
) {
  const id = await db.transaction().execute((trx) => insertPendingUser(trx, values));
  if (!id) throw new Error(`an account with this address exists already`);
  return id;
}

/**
 * Like `insertUser`, in the caller's transaction; null, writing nothing, when an account has the
 * address already (two registrations at once: the first one keeps it).
 */
export async function insertPendingUser(
  trx: Db,
  values: { email: string; passwordHash: string | null; language?: string },
): Promise<string | null> {
  const id = uuidv7();
  const inserted = await users(trx)
    .insertInto('app_user')
    .values({
      id,
      email: values.email,
      password_hash: values.passwordHash,
      language: values.language ?? null,
    })
    .onConflict((conflict) => conflict.column('email').doNothing())
    .returning('id')
    .executeTakeFirst();
  if (!inserted) return null;
  await users(trx)
    .insertInto('user_role')
    .columns(['user_id', 'role_id'])
    .expression((eb) =>
      eb
        .selectFrom('role')
        .select([eb.val(id).as('user_id'), 'id'])
        .where('name', '=', 'Member'),
    )
    .execute();
  return id;
}

export async function updateUser(db: Db, id: string, values: Updateable<UserTable>) {
  return users(db)
    .updateTable('app_user')
    .set({ ...values, updated_at: new Date() })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

/**
 * Closes an account: the person can no longer sign in and their personal data is gone, while
 * rows that point at the user id (their public contributions) stay, shown without a name.
 */
export async function anonymiseUser(db: Db, id: string) {
  await updateUser(db, id, {
    email: `closed-${id}@closed.invalid`,
    username: null,
    first_name: null,
    last_name: null,
    image_id: null,
    language: null,
    password_hash: null,
    email_verified_at: null,
    closed_at: new Date(),
  });
}
