import type { Updateable } from 'kysely';
import { v7 as uuidv7 } from 'uuid';
import type { AuthTables, UserTable } from '../../../core/server/auth/auth-tables';
import type { Db } from '../../../core/server/db/database';

const users = (db: Db) => db.withTables<AuthTables>();

export async function findUserByEmail(db: Db, email: string) {
  return users(db).selectFrom('app_user').selectAll().where('email', '=', email).executeTakeFirst();
}

export async function findUserById(db: Db, id: string) {
  return users(db).selectFrom('app_user').selectAll().where('id', '=', id).executeTakeFirst();
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
