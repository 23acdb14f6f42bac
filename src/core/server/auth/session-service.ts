import type { Db } from '../db/database';
import { newToken, tokenHash } from './secure-token';
import {
  deleteSessionByHash,
  deleteUserSessions,
  findLiveSession,
  insertSession,
  renewSession,
} from './session-repository';

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
  await insertSession(db, {
    hash: tokenHash(token),
    userId,
    expiresAt: new Date(Date.now() + SESSION_LIFETIME_MS),
    ip: meta.ip ?? null,
    userAgent: meta.userAgent?.slice(0, 300) ?? null,
  });
  return token;
}

/** The user of a live session on an active account, else null. Renews the session's expiry daily. */
export async function findSessionUser(db: Db, token: string): Promise<string | null> {
  const row = await findLiveSession(db, tokenHash(token));
  if (!row) return null;
  if (Date.now() - row.last_seen_at.getTime() > RENEW_AFTER_MS) {
    await renewSession(db, tokenHash(token), new Date(Date.now() + SESSION_LIFETIME_MS));
  }
  return row.user_id;
}

export async function deleteSession(db: Db, token: string): Promise<void> {
  await deleteSessionByHash(db, tokenHash(token));
}

/** Signs the user out everywhere (password reset, account closing). */
export async function deleteSessionsOf(db: Db, userId: string): Promise<void> {
  await deleteUserSessions(db, userId);
}
