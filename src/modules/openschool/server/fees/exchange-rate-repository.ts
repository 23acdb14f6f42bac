import type { Db } from '@/core/server/db/database';
import { keptRead } from '@/core/server/db/kept-reads';
import type { CurrencyRate } from '@/modules/openschool/shared/money';
import type { OpenSchoolTables } from '../tables';

export interface ExchangeRateItem extends CurrencyRate {
  /** The date of the snapshot the rate comes from, `2026-11-01`. */
  asOf: string;
}

const dateText = (value: Date | string) =>
  typeof value === 'string' ? value.slice(0, 10) : value.toISOString().slice(0, 10);

/** Every currency fees may use, with its rate against the US dollar, by currency code. */
export async function listExchangeRates(db: Db): Promise<ExchangeRateItem[]> {
  const rows = await db
    .withTables<OpenSchoolTables>()
    .selectFrom('exchange_rate')
    .select(['currency', 'units_per_usd', 'minor_digits', 'as_of'])
    .orderBy('currency')
    .execute();
  return rows.map((row) => ({
    currency: row.currency,
    // numeric comes back as a string from `pg`.
    unitsPerUsd: Number(row.units_per_usd),
    minorDigits: row.minor_digits,
    asOf: dateText(row.as_of),
  }));
}

/** The rates, kept in the process until they change (`context.kept`): every list and school page shows them. */
export const EXCHANGE_RATES = keptRead(['exchange_rate'], listExchangeRates);

/** The rates by currency code, for conversions. */
export async function exchangeRateMap(db: Db): Promise<Map<string, ExchangeRateItem>> {
  return new Map((await listExchangeRates(db)).map((rate) => [rate.currency, rate]));
}

/** The rates by currency code, kept as `EXCHANGE_RATES` is: a school's page, compare and the planner convert with them. */
export const EXCHANGE_RATE_MAP = keptRead(['exchange_rate'], exchangeRateMap);
