import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consumeRate, RateLimitedError } from '@/core/server/auth/rate-limit';
import { attemptsSince, recordAttempt } from '@/core/server/auth/rate-limit-repository';
import { ENGINES, openTestDatabase, type TestDatabase } from './support/test-database';

const RULE = { limit: 3, windowSeconds: 15 * 60 };
const MINUTE = 60_000;

/** What `consumeRate` answers for `key`: allowed, or the seconds it says to wait. */
const attempt = async (database: TestDatabase, key: string): Promise<'allowed' | number> => {
  try {
    await consumeRate(database.db, [key], RULE);
    return 'allowed';
  } catch (error) {
    if (error instanceof RateLimitedError) return error.retryAfterSeconds;
    throw error;
  }
};

describe.each(ENGINES)('rate limits on %s', (engine) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await openTestDatabase(engine);
  });
  afterAll(() => database.close());

  it('counts the attempts of the last window, whenever they began', async () => {
    // Three attempts 14 minutes ago: a fixed quarter-hour window would most often have started
    // again since; the last 15 minutes still hold them.
    const fourteenMinutesAgo = new Date(Date.now() - 14 * MINUTE);
    for (let count = 0; count < RULE.limit; count++)
      await recordAttempt(database.db, 'k:recent', fourteenMinutesAgo);
    const wait = await attempt(database, 'k:recent');
    // Allowed again once the oldest of them is 15 minutes old: in about a minute.
    expect(wait).toBeGreaterThan(50);
    expect(wait).toBeLessThanOrEqual(60);
  });

  it('forgets the attempts older than the window', async () => {
    const sixteenMinutesAgo = new Date(Date.now() - 16 * MINUTE);
    for (let count = 0; count < RULE.limit; count++)
      await recordAttempt(database.db, 'k:old', sixteenMinutesAgo);
    expect(await attempt(database, 'k:old')).toBe('allowed');
  });

  it('allows the limit, refuses the next, and does not count what it refused', async () => {
    const answers = [];
    for (let count = 0; count < RULE.limit + 3; count++) answers.push(await attempt(database, 'k:burst'));
    expect(answers.slice(0, RULE.limit)).toEqual(['allowed', 'allowed', 'allowed']);
    for (const wait of answers.slice(RULE.limit)) expect(wait).toBeGreaterThan(RULE.windowSeconds - 60);
    const windowStart = new Date(Date.now() - RULE.windowSeconds * 1000);
    expect((await attemptsSince(database.db, 'k:burst', windowStart)).count).toBe(RULE.limit);
  });

  it('refuses when any of the keys is over its limit, and counts none of them then', async () => {
    for (let count = 0; count < RULE.limit; count++) await recordAttempt(database.db, 'k:ip', new Date());
    await expect(consumeRate(database.db, ['k:email', 'k:ip'], RULE)).rejects.toBeInstanceOf(
      RateLimitedError,
    );
    expect(await attempt(database, 'k:email')).toBe('allowed');
  });
});
