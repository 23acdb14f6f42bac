import { v7 as uuidv7 } from 'uuid';
import { assertNotCommon, hashPassword } from '../auth/password';
import type { Db } from '../db/database';
import {
  activateWithPassword,
  findUserIdByEmail,
  grantRole,
  insertActiveUser,
  openAccountHoldsRole,
} from './setup-repository';

/** The built-in Administrator role (migration 004): every permission. */
export const ADMINISTRATOR_ROLE_ID = '01900000-0000-7000-8000-000000000001';

/** Whether an open (not closed, not locked) account holds the Administrator role. */
export async function administratorExists(db: Db): Promise<boolean> {
  return openAccountHoldsRole(db, ADMINISTRATOR_ROLE_ID);
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
  return db.transaction().execute(async (trx) => {
    const existing = await findUserIdByEmail(trx, input.email);
    const id = existing ?? uuidv7();
    if (existing) await activateWithPassword(trx, id, passwordHash, now);
    else {
      await insertActiveUser(trx, {
        id,
        email: input.email,
        passwordHash,
        language: input.language ?? null,
        now,
      });
    }
    await grantRole(trx, id, ADMINISTRATOR_ROLE_ID);
    return id;
  });
}
