import type { Db } from '../db/database';
import { AppError } from '../errors';
import { attemptsSince, deleteAttemptsBefore, recordAttempt } from './rate-limit-repository';

export interface RateRule {
  limit: number;
  windowSeconds: number;
}

/** A refusal for too many attempts: `rate.limited` (429), and when the next one will be allowed. */
export class RateLimitedError extends AppError {
  constructor(readonly retryAfterSeconds: number) {
    super('rate.limited', { status: 429 });
  }
}

/** The attempts are kept a day, longer than any rule's window, then forgotten. */
const KEPT_MS = 24 * 3600 * 1000;

/**
 * Counts one attempt for each key (e.g. `login:ip:1.2.3.4`, `login:email:a@b.c`) over the last
 * `windowSeconds`, in the database, so every server process shares it. Throws `RateLimitedError`
 * once any key has had `limit` attempts in that window; a refused attempt is not counted, so a
 * key holds at most `limit` rows a window however hard a client pushes (docs/decisions/060).
 */
export async function consumeRate(db: Db, keys: string[], rule: RateRule): Promise<void> {
  const windowMs = rule.windowSeconds * 1000;
  const now = Date.now();
  let retryAt = 0;
  for (const key of keys) {
    const { count, oldest } = await attemptsSince(db, key, new Date(now - windowMs));
    if (count >= rule.limit && oldest) retryAt = Math.max(retryAt, oldest.getTime() + windowMs);
  }
  if (retryAt > 0) throw new RateLimitedError(Math.max(1, Math.ceil((retryAt - now) / 1000)));
  for (const key of keys) await recordAttempt(db, key, new Date(now));
  if (Math.random() < 0.01) await deleteAttemptsBefore(db, new Date(now - KEPT_MS));
}
