import { sql } from 'kysely';
import { type AdminListSql, findAdminPage } from '@/core/server/admin/crud/admin-list-sql';
import type { Db } from '@/core/server/db/database';
import type { AdminListQuery } from '@/core/shared/admin-list';
import {
  EXCHANGE_RATE_ADMIN_LIST,
  type ExchangeRateInput,
} from '@/modules/openschool/shared/admin/exchange-rate-admin-schemas';
import type { OpenSchoolTables } from '../tables';

const tables = (db: Db) => db.withTables<OpenSchoolTables>();

export interface AdminExchangeRateRecord {
  id: string;
  version: number;
  currency: string;
  unitsPerUsd: number;
  minorDigits: number;
  /** The date the rate holds for: `2026-11-01`. */
  asOf: string;
  /** Set by an admin: the daily feed leaves it alone until the override is removed. */
  overridden: boolean;
  /** Fees given in this currency: what a change of the rate moves. */
  feeCount: number;
  updatedAt: Date;
}

const feeCount = sql<number>`(select count(*)::int from school_fee where school_fee.currency = exchange_rate.currency)`;

const RATE_SQL: AdminListSql = {
  spec: EXCHANGE_RATE_ADMIN_LIST.columns,
  columns: {
    currency: sql.ref('exchange_rate.currency'),
    unitsPerUsd: sql.ref('exchange_rate.units_per_usd'),
    asOf: sql.ref('exchange_rate.as_of'),
    feeCount,
  },
  search: (pattern) => sql`exchange_rate.currency ilike ${pattern}`,
  tiebreak: sql.ref('exchange_rate.id'),
};

const from = (db: Db) => tables(db).selectFrom('exchange_rate');
const selectRate = (query: ReturnType<typeof from>) =>
  query.select([
    'exchange_rate.id',
    'exchange_rate.version',
    'exchange_rate.currency',
    'exchange_rate.units_per_usd as unitsPerUsd',
    'exchange_rate.minor_digits as minorDigits',
    sql<string>`to_char(exchange_rate.as_of, 'YYYY-MM-DD')`.as('asOf'),
    'exchange_rate.overridden',
    feeCount.as('feeCount'),
    'exchange_rate.updated_at as updatedAt',
  ]);

const asRecord = (row: unknown): AdminExchangeRateRecord => {
  const record = row as AdminExchangeRateRecord;
  return { ...record, unitsPerUsd: Number(record.unitsPerUsd) };
};

export async function findExchangeRateAdminPage(db: Db, list: AdminListQuery) {
  const { rows, count } = await findAdminPage(from(db), RATE_SQL, list, selectRate);
  return { items: rows.map(asRecord), count };
}

export async function findExchangeRateAdminById(
  db: Db,
  id: string,
  options: { forUpdate?: boolean } = {},
): Promise<AdminExchangeRateRecord | null> {
  let query = selectRate(from(db)).where('exchange_rate.id', '=', id);
  if (options.forUpdate) query = query.forUpdate();
  const row = await query.executeTakeFirst();
  return row ? asRecord(row) : null;
}

/**
 * Saves a rate and its date as an override the daily feed leaves alone. The database then recomputes the average fee in US dollars of
 * every school with a fee in this currency (trigger `exchange_rate_update`).
 */
export async function updateExchangeRate(db: Db, id: string, input: ExchangeRateInput): Promise<void> {
  await tables(db)
    .updateTable('exchange_rate')
    .set({
      units_per_usd: input.unitsPerUsd,
      as_of: sql<Date>`${input.asOf}::date`,
      overridden: true,
      updated_at: new Date(),
      version: sql`version + 1`,
    })
    .where('id', '=', id)
    .execute();
}

/** Lets the daily feed set the rate again; the caller then applies the feed's latest day. */
export async function removeExchangeRateOverride(db: Db, id: string): Promise<void> {
  await tables(db)
    .updateTable('exchange_rate')
    .set({ overridden: false, updated_at: new Date(), version: sql`version + 1` })
    .where('id', '=', id)
    .execute();
}
