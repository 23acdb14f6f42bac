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
  const id = uuidv7();
  await users(db)
    .transaction()
    .execute(async (trx) => {
      await trx
        .insertInto('app_user')
        .values({
          id,
          email: values.email,
          password_hash: values.passwordHash,
          language: values.language ?? null,
        })
        .execute();
      await trx
        .insertInto('user_role')
        .columns(['user_id', 'role_id'])
        .expression((eb) =>
          eb
            .selectFrom('role')
            .select([eb.val(id).as('user_id'), 'id'])
            .where('name', '=', 'Member'),
        )
        .execute();
    });
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
