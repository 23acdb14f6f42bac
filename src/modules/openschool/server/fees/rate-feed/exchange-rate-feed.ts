import type { Db } from '@/core/server/db/database';
import { parseEcbRates } from './ecb-rates-xml';
import { applyLatestFeedRates, storeFeedDays } from './exchange-rate-feed-repository';

export interface RateFeedDeps {
  db: Db;
  /** EXCHANGE_RATES_FEED_URL; unset, nothing is fetched. */
  feedUrl: string | undefined;
  log: { info(details: object, message: string): void; warn(details: object, message: string): void };
}

export type RateFeedOutcome =
  | { status: 'notConfigured' }
  | { status: 'unavailable' }
  | { status: 'fetched'; day: string; changed: number };

const TIMEOUT_MS = 20_000;
// The 90-day history is about 60 KB; anything much larger is not the file asked for.
const MAX_BYTES = 2_000_000;

/**
 * Fetches the reference rates, keeps each day's with its date and makes the latest the rates in
 * use (those an admin overrode excepted). When the feed is down or answers something else, the
 * rates in use stay as they are and a warning is logged: a stale rate beats no page.
 */
export async function refreshExchangeRates(deps: RateFeedDeps): Promise<RateFeedOutcome> {
  if (!deps.feedUrl) return { status: 'notConfigured' };
  let xml: string;
  try {
    const response = await fetch(deps.feedUrl, { signal: AbortSignal.timeout(TIMEOUT_MS) });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    xml = await response.text();
    if (xml.length > MAX_BYTES) throw new Error('answer too large');
  } catch (error) {
    deps.log.warn({ err: error, url: deps.feedUrl }, 'exchange-rate feed unreachable; the last rates stay');
    return { status: 'unavailable' };
  }
  const days = parseEcbRates(xml);
  if (days.length === 0) {
    deps.log.warn({ url: deps.feedUrl }, 'exchange-rate feed answered no rates; the last rates stay');
    return { status: 'unavailable' };
  }
  const changed = await deps.db.transaction().execute(async (trx) => {
    await storeFeedDays(trx, days);
    return applyLatestFeedRates(trx);
  });
  deps.log.info({ day: days[0]!.day, changed }, 'exchange rates fetched');
  return { status: 'fetched', day: days[0]!.day, changed };
}

const running = new WeakMap<Db, Promise<unknown>>();

/** One refresh at a time per database: the timer's and an admin's "fetch now" wait their turn. */
export function refreshExchangeRatesInTurn(deps: RateFeedDeps): Promise<RateFeedOutcome> {
  const before = running.get(deps.db) ?? Promise.resolve();
  const next = before.catch(() => {}).then(() => refreshExchangeRates(deps));
  running.set(deps.db, next);
  return next;
}
