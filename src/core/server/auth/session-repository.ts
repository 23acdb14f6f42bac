import type { Db } from '../db/database';
import type { AuthTables } from './auth-tables';

const auth = (db: Db) => db.withTables<AuthTables>();

export async function insertSession(
  db: Db,
  session: { hash: string; userId: string; expiresAt: Date; ip: string | null; userAgent: string | null },
): Promise<void> {
  await auth(db)
    .insertInto('session')
    .values({
      token_hash: session.hash,
      user_id: session.userId,
      expires_at: session.expiresAt,
      ip: session.ip,
      user_agent: session.userAgent,
    })
    .execute();
}

/** A session not expired, of an account neither closed nor locked. */
export async function findLiveSession(db: Db, hash: string) {
  return auth(db)
    .selectFrom('session')
    .innerJoin('app_user', 'app_user.id', 'session.user_id')
    .select(['session.user_id', 'session.expires_at', 'session.last_seen_at'])
    .where('session.token_hash', '=', hash)
    .where('session.expires_at', '>', new Date())
    .where('app_user.closed_at', 'is', null)
    .where('app_user.locked_at', 'is', null)
    .executeTakeFirst();
}

export async function renewSession(db: Db, hash: string, expiresAt: Date): Promise<void> {
  await auth(db)
    .updateTable('session')
    .set({ last_seen_at: new Date(), expires_at: expiresAt })
    .where('token_hash', '=', hash)
    .execute();
}

export async function deleteSessionByHash(db: Db, hash: string): Promise<void> {
  await auth(db).deleteFrom('session').where('token_hash', '=', hash).execute();
}

export async function deleteUserSessions(db: Db, userId: string): Promise<void> {
  await auth(db).deleteFrom('session').where('user_id', '=', userId).execute();
}

/** The account's row, every column. */
export async function findUserRow(db: Db, userId: string) {
  return auth(db).selectFrom('app_user').selectAll().where('id', '=', userId).executeTakeFirst();
}
