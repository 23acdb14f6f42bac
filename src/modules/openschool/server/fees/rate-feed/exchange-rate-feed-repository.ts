import { sql } from 'kysely';
import type { Db } from '@/core/server/db/database';
import type { OpenSchoolTables } from '@/modules/openschool/server/tables';
import type { FeedDay } from './ecb-rates-xml';

const tables = (db: Db) => db.withTables<OpenSchoolTables>();

/**
 * Keeps the feed's days, one row per currency and day; a day fetched again replaces its rates.
 * Currencies fees do not use are left out (the rates table lists the ones they may).
 */
export async function storeFeedDays(db: Db, days: readonly FeedDay[]): Promise<number> {
  const known = new Set(
    (await tables(db).selectFrom('exchange_rate').select('currency').execute()).map((row) => row.currency),
  );
  const rows = days.flatMap(({ day, unitsPerUsd }) =>
    [...unitsPerUsd]
      .filter(([currency]) => known.has(currency))
      .map(([currency, units]) => ({ currency, day, units_per_usd: units })),
  );
  if (rows.length === 0) return 0;
  await tables(db)
    .insertInto('exchange_rate_day')
    .values(rows)
    .onConflict((conflict) =>
      conflict.columns(['currency', 'day']).doUpdateSet({
        units_per_usd: (eb) => eb.ref('excluded.units_per_usd'),
        fetched_at: new Date(),
      }),
    )
    .execute();
  return rows.length;
}

/**
 * Makes each currency's latest feed day its rate, unless an admin overrode it or the rate in use
 * is of a later day. With `id`, only that rate, whatever its day (an override just removed).
 * The database then recomputes the schools paying in it (trigger `exchange_rate_update`).
 */
export async function applyLatestFeedRates(db: Db, id?: string): Promise<number> {
  const result = await sql`
    update exchange_rate as rate
    set units_per_usd = latest.units_per_usd, as_of = latest.day,
      version = rate.version + 1, updated_at = now()
    from (
      select distinct on (currency) currency, day, units_per_usd from exchange_rate_day
      order by currency, day desc
    ) as latest
    where latest.currency = rate.currency and not rate.overridden
      and ${id === undefined ? sql`latest.day >= rate.as_of` : sql`rate.id = ${id}`}
      and (latest.units_per_usd <> rate.units_per_usd or latest.day <> rate.as_of)
  `.execute(tables(db));
  return Number(result.numAffectedRows ?? 0);
}

export interface FeedDayRate {
  /** `2026-11-27` */
  day: string;
  unitsPerUsd: number;
}

/** A currency's rates as the feed gave them, newest day first. */
export async function listFeedDays(db: Db, currency: string, limit: number): Promise<FeedDayRate[]> {
  const rows = await tables(db)
    .selectFrom('exchange_rate_day')
    .select([sql<string>`to_char(day, 'YYYY-MM-DD')`.as('day'), 'units_per_usd'])
    .where('currency', '=', currency)
    .orderBy('exchange_rate_day.day', 'desc')
    .limit(limit)
    .execute();
  return rows.map((row) => ({ day: row.day, unitsPerUsd: Number(row.units_per_usd) }));
}
