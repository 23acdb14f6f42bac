import { sql } from 'kysely';
import type { Db } from '@/core/server/db/database';
import type { OpenSchoolTables } from '../tables';
import type { FeeColumns } from './fee-columns';

const tables = (db: Db) => db.withTables<OpenSchoolTables>();

/** The school's fee rows with their ids. */
export async function schoolFeeRows(trx: Db, schoolId: string) {
  return tables(trx)
    .selectFrom('school_fee')
    .select([
      'id',
      'kind',
      'age_from',
      'age_to',
      'amount_minor',
      'currency',
      'period',
      'academic_year',
      'note',
    ])
    .where('school_id', '=', schoolId)
    .execute();
}

export async function deleteFeeRows(trx: Db, ids: string[]): Promise<void> {
  await tables(trx).deleteFrom('school_fee').where('id', 'in', ids).execute();
}

export async function insertFeeRows(trx: Db, rows: (FeeColumns & { id: string; school_id: string })[]) {
  await tables(trx).insertInto('school_fee').values(rows).execute();
}

/**
 * The fees of these schools with their currency's minor digits, for the caller to order and
 * run: the console's school records and the compare page read the same columns.
 */
export function feesOfSchoolsQuery(db: Db, schoolIds: string[]) {
  return tables(db)
    .selectFrom('school_fee')
    .innerJoin('exchange_rate', 'exchange_rate.currency', 'school_fee.currency')
    .select([
      'school_fee.id',
      'school_fee.school_id',
      'school_fee.kind',
      'school_fee.age_from',
      'school_fee.age_to',
      'school_fee.amount_minor',
      'school_fee.currency',
      'school_fee.period',
      'school_fee.academic_year',
      'school_fee.note',
      'exchange_rate.minor_digits',
    ])
    .where('school_fee.school_id', 'in', schoolIds);
}

/**
 * The currency each of these schools charges its tuition in (its latest academic year's), with
 * that currency's rate; a school that gives no tuition is absent.
 */
export async function feeCurrenciesOfSchools(
  db: Db,
  schoolIds: string[],
): Promise<Map<string, { currency: string; unitsPerUsd: number; minorDigits: number; asOf: string }>> {
  if (schoolIds.length === 0) return new Map();
  const rows = await tables(db)
    .selectFrom('school_fee')
    .innerJoin('exchange_rate', 'exchange_rate.currency', 'school_fee.currency')
    .distinctOn('school_fee.school_id')
    .select([
      'school_fee.school_id',
      'school_fee.currency',
      'exchange_rate.units_per_usd',
      'exchange_rate.minor_digits',
      sql<string>`exchange_rate.as_of::text`.as('as_of'),
    ])
    .where('school_fee.school_id', 'in', schoolIds)
    .where('school_fee.kind', '=', 'tuition')
    .orderBy('school_fee.school_id')
    .orderBy('school_fee.academic_year', 'desc')
    .execute();
  return new Map(
    rows.map((row) => [
      row.school_id,
      {
        currency: row.currency,
        // numeric comes back as a string from `pg`.
        unitsPerUsd: Number(row.units_per_usd),
        minorDigits: row.minor_digits,
        asOf: row.as_of.slice(0, 10),
      },
    ]),
  );
}
