import type { Db } from '../db/database';
import type { AuthTables } from './auth-tables';

const limits = (db: Db) => db.withTables<AuthTables>();

/** The attempts made for `key` since `since`: how many, and when the oldest of them was. */
export async function attemptsSince(
  db: Db,
  key: string,
  since: Date,
): Promise<{ count: number; oldest: Date | null }> {
  const row = await limits(db)
    .selectFrom('rate_attempt')
    .select((eb) => [eb.fn.countAll<string | number>().as('count'), eb.fn.min('attempted_at').as('oldest')])
    .where('key', '=', key)
    .where('attempted_at', '>', since)
    .executeTakeFirstOrThrow();
  return { count: Number(row.count), oldest: row.oldest ? new Date(row.oldest) : null };
}

/** Records one attempt for `key`, made at `at`. */
export async function recordAttempt(db: Db, key: string, at: Date): Promise<void> {
  await limits(db).insertInto('rate_attempt').values({ key, attempted_at: at }).execute();
}

/** Forgets the attempts made before `before`. */
export async function deleteAttemptsBefore(db: Db, before: Date): Promise<void> {
  await limits(db).deleteFrom('rate_attempt').where('attempted_at', '<', before).execute();
}
