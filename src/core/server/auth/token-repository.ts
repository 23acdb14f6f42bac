import { sql } from 'kysely';
import type { Db } from '../db/database';
import type { AuthTables, TokenPurpose } from './auth-tables';

const tokens = (db: Db) => db.withTables<AuthTables>();

/** Marks the user's unused tokens of this purpose as used: a newer one replaces them. */
export async function retireTokens(db: Db, userId: string, purpose: TokenPurpose, now: Date): Promise<void> {
  await tokens(db)
    .updateTable('user_token')
    .set({ used_at: now })
    .where('user_id', '=', userId)
    .where('purpose', '=', purpose)
    .where('used_at', 'is', null)
    .execute();
}

export async function insertToken(
  db: Db,
  token: { hash: string; userId: string; purpose: TokenPurpose; email: string | null; expiresAt: Date },
): Promise<void> {
  await tokens(db)
    .insertInto('user_token')
    .values({
      token_hash: token.hash,
      user_id: token.userId,
      purpose: token.purpose,
      email: token.email,
      expires_at: token.expiresAt,
    })
    .execute();
}

/** Marks an unused token used, atomically; its owner and expiry, or undefined when there was none. */
export async function spendToken(db: Db, hash: string, purpose: TokenPurpose) {
  return tokens(db)
    .updateTable('user_token')
    .set({ used_at: sql`now()` })
    .where('token_hash', '=', hash)
    .where('purpose', '=', purpose)
    .where('used_at', 'is', null)
    .returning(['user_id', 'email', 'expires_at'])
    .executeTakeFirst();
}

/** The owner of a used token of this purpose, else null. */
export async function usedTokenUser(db: Db, hash: string, purpose: TokenPurpose): Promise<string | null> {
  const row = await tokens(db)
    .selectFrom('user_token')
    .select('user_id')
    .where('token_hash', '=', hash)
    .where('purpose', '=', purpose)
    .where('used_at', 'is not', null)
    .executeTakeFirst();
  return row?.user_id ?? null;
}
