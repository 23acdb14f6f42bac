import { v7 as uuidv7 } from 'uuid';
import type { Db } from '../../../core/server/db/database';
import type { FeeInput } from '../shared/school-input';
import { currencyDigits } from './school-state-repository';
import type { OpenSchoolTables } from './tables';

const tables = (db: Db) => db.withTables<OpenSchoolTables>();

interface FeeColumns {
  kind: string;
  age_from: number | null;
  age_to: number | null;
  amount_minor: number;
  currency: string;
  period: string;
  academic_year: string;
  note: string | null;
}

const keyOf = (fee: FeeColumns) =>
  JSON.stringify([
    fee.kind,
    fee.age_from,
    fee.age_to,
    Number(fee.amount_minor),
    fee.currency,
    fee.period,
    fee.academic_year,
    fee.note,
  ]);

/**
 * Makes a school's fee rows those of `fees`: the rows already right are kept (their id and
 * version, which the fee admin's pages and edits rely on), the others deleted, the missing ones
 * added. A save that changes no fee writes no fee row.
 */
export async function syncSchoolFees(trx: Db, schoolId: string, fees: readonly FeeInput[]): Promise<void> {
  const digits = await currencyDigits(trx);
  const existing = await tables(trx)
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
  const unused = new Map<string, string[]>();
  for (const row of existing) unused.set(keyOf(row), [...(unused.get(keyOf(row)) ?? []), row.id]);
  const missing: FeeColumns[] = [];
  for (const fee of fees) {
    const columns: FeeColumns = {
      kind: fee.kind,
      age_from: fee.ageFrom,
      age_to: fee.ageTo,
      amount_minor: Math.round(fee.amount * 10 ** (digits.get(fee.currency) ?? 2)),
      currency: fee.currency,
      period: fee.period,
      academic_year: fee.academicYear,
      note: fee.note,
    };
    const kept = unused.get(keyOf(columns));
    if (kept && kept.length > 0) kept.pop();
    else missing.push(columns);
  }
  const stale = [...unused.values()].flat();
  if (stale.length > 0) await tables(trx).deleteFrom('school_fee').where('id', 'in', stale).execute();
  if (missing.length > 0) {
    await tables(trx)
      .insertInto('school_fee')
      .values(missing.map((columns) => ({ id: uuidv7(), school_id: schoolId, ...columns })))
      .execute();
  }
}
