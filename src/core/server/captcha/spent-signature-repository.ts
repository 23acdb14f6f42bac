import type { Db } from '../db/database';

// A type alias, not an interface: Kysely's withTables<T>() needs an index-signature-compatible type.
type CaptchaTables = {
  /** Migration core/003-captcha.sql. */
  captcha_spent: { signature: string; expires_at: Date };
};

function tables(db: Db) {
  return db.withTables<CaptchaTables>();
}

/**
 * Records an accepted challenge signature. Returns false when it was recorded before,
 * which means the same solution is being replayed. The primary key makes this atomic,
 * so two requests racing with one payload cannot both pass.
 */
export async function spendSignature(db: Db, signature: string, expiresAt: Date): Promise<boolean> {
  const inserted = await tables(db)
    .insertInto('captcha_spent')
    .values({ signature, expires_at: expiresAt })
    .onConflict((oc) => oc.column('signature').doNothing())
    .returning('signature')
    .executeTakeFirst();
  return inserted !== undefined;
}

/** Deletes the signatures whose challenges have expired: they can no longer be replayed anyway. */
export async function deleteExpiredSignatures(db: Db, now: Date): Promise<number> {
  const result = await tables(db)
    .deleteFrom('captcha_spent')
    .where('expires_at', '<', now)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
