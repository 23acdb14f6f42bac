import { sql } from 'kysely';
import type { Db } from '../db/database';
import { AppError } from '../errors';
import type { AuthTables } from './auth-tables';

export interface RateRule {
  limit: number;
  windowSeconds: number;
}

/**
 * Counts one attempt for each key (e.g. `login:ip:1.2.3.4`, `login:email:a@b.c`) in a fixed
 * window kept in the database, so every server process shares it. Throws `rate.limited` (429)
 * once any key is over its limit; the attempt is still counted.
 */
export async function consumeRate(db: Db, keys: string[], rule: RateRule): Promise<void> {
  const windowMs = rule.windowSeconds * 1000;
  const windowStart = new Date(Math.floor(Date.now() / windowMs) * windowMs);
  const limits = db.withTables<AuthTables>();
  let over = false;
  for (const key of keys) {
    const row = await limits
      .insertInto('rate_limit')
      .values({ key, window_start: windowStart, count: 1 })
      .onConflict((oc) =>
        oc.columns(['key', 'window_start']).doUpdateSet({ count: sql`rate_limit.count + 1` }),
      )
      .returning('count')
      .executeTakeFirstOrThrow();
    if (row.count > rule.limit) over = true;
  }
  if (Math.random() < 0.01) {
    await limits
      .deleteFrom('rate_limit')
      .where('window_start', '<', new Date(Date.now() - 24 * 3600 * 1000))
      .execute();
  }
  if (over) throw new AppError('rate.limited', { status: 429 });
}
