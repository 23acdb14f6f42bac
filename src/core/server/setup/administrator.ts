import { v7 as uuidv7 } from 'uuid';
import type { AuthTables } from '../auth/auth-tables';
import { assertNotCommon, hashPassword } from '../auth/password';
import type { Db } from '../db/database';

/** The built-in Administrator role (migration 004): every permission. */
export const ADMINISTRATOR_ROLE_ID = '01900000-0000-7000-8000-000000000001';

/** Whether an open (not closed, not locked) account holds the Administrator role. */
export async function administratorExists(db: Db): Promise<boolean> {
  const row = await db
    .withTables<AuthTables>()
    .selectFrom('user_role')
    .innerJoin('app_user', 'app_user.id', 'user_role.user_id')
    .select('app_user.id')
    .where('user_role.role_id', '=', ADMINISTRATOR_ROLE_ID)
    .where('app_user.closed_at', 'is', null)
    .where('app_user.locked_at', 'is', null)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Makes the account of this email an active, verified administrator with this password:
 * creates it, or updates the existing one. Returns the user id. Setup's administrator is
 * typed by the operator, so the address counts as verified.
 */
export async function upsertAdministrator(
  db: Db,
  input: { email: string; password: string; language?: string },
): Promise<string> {
  assertNotCommon(input.password);
  const passwordHash = await hashPassword(input.password);
  const now = new Date();
  return db
    .withTables<AuthTables>()
    .transaction()
    .execute(async (trx) => {
      const existing = await trx
        .selectFrom('app_user')
        .select('id')
        .where('email', '=', input.email)
        .executeTakeFirst();
      const id = existing?.id ?? uuidv7();
      if (existing) {
        await trx
          .updateTable('app_user')
          .set({ password_hash: passwordHash, activated_at: now, locked_at: null, updated_at: now })
          .where('id', '=', id)
          .execute();
      } else {
        await trx
          .insertInto('app_user')
          .values({
            id,
            email: input.email,
            password_hash: passwordHash,
            language: input.language ?? null,
            activated_at: now,
            email_verified_at: now,
          })
          .execute();
      }
      await trx
        .insertInto('user_role')
        .values({ user_id: id, role_id: ADMINISTRATOR_ROLE_ID })
        .onConflict((oc) => oc.doNothing())
        .execute();
      return id;
    });
}
