import type { Db } from '../db/database';
import type { AuthTables } from './auth-tables';
import { newToken, tokenHash } from './secure-token';

export const SESSION_LIFETIME_MS = 30 * 24 * 60 * 60 * 1000;
// Extend a session only once a day, not on every request.
const RENEW_AFTER_MS = 24 * 60 * 60 * 1000;

/** Starts a session and returns the token for the cookie. */
export async function createSession(
  db: Db,
  userId: string,
  meta: { ip?: string; userAgent?: string },
): Promise<string> {
  const token = newToken();
  await db
    .withTables<AuthTables>()
    .insertInto('session')
    .values({
      token_hash: tokenHash(token),
      user_id: userId,
      expires_at: new Date(Date.now() + SESSION_LIFETIME_MS),
      ip: meta.ip ?? null,
      user_agent: meta.userAgent?.slice(0, 300) ?? null,
    })
    .execute();
  return token;
}

/** The user of a live session on an active account, else null. Renews the session's expiry daily. */
export async function findSessionUser(db: Db, token: string): Promise<string | null> {
  const sessions = db.withTables<AuthTables>();
  const row = await sessions
    .selectFrom('session')
    .innerJoin('app_user', 'app_user.id', 'session.user_id')
    .select(['session.user_id', 'session.expires_at', 'session.last_seen_at'])
    .where('session.token_hash', '=', tokenHash(token))
    .where('session.expires_at', '>', new Date())
    .where('app_user.closed_at', 'is', null)
    .where('app_user.locked_at', 'is', null)
    .executeTakeFirst();
  if (!row) return null;
  if (Date.now() - row.last_seen_at.getTime() > RENEW_AFTER_MS) {
    await sessions
      .updateTable('session')
      .set({ last_seen_at: new Date(), expires_at: new Date(Date.now() + SESSION_LIFETIME_MS) })
      .where('token_hash', '=', tokenHash(token))
      .execute();
  }
  return row.user_id;
}

export async function deleteSession(db: Db, token: string): Promise<void> {
  await db
    .withTables<AuthTables>()
    .deleteFrom('session')
    .where('token_hash', '=', tokenHash(token))
    .execute();
}

/** Signs the user out everywhere (password reset, account closing). */
export async function deleteSessionsOf(db: Db, userId: string): Promise<void> {
  await db.withTables<AuthTables>().deleteFrom('session').where('user_id', '=', userId).execute();
}
