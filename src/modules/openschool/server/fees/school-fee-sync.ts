import { v7 as uuidv7 } from 'uuid';
import type { Db } from '@/core/server/db/database';
import type { FeeInput } from '@/modules/openschool/shared/school-input';
import { currencyDigits } from '../schools/school-state-repository';
import { type FeeColumns, feeColumnsOf } from './fee-columns';
import { deleteFeeRows, insertFeeRows, schoolFeeRows } from './school-fee-repository';

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
  const existing = await schoolFeeRows(trx, schoolId);
  const unused = new Map<string, string[]>();
  for (const row of existing) unused.set(keyOf(row), [...(unused.get(keyOf(row)) ?? []), row.id]);
  const missing: FeeColumns[] = [];
  for (const fee of fees) {
    const columns = feeColumnsOf(fee, digits.get(fee.currency) ?? 2);
    const kept = unused.get(keyOf(columns));
    if (kept && kept.length > 0) kept.pop();
    else missing.push(columns);
  }
  const stale = [...unused.values()].flat();
  if (stale.length > 0) await deleteFeeRows(trx, stale);
  if (missing.length > 0) {
    await insertFeeRows(
      trx,
      missing.map((columns) => ({ id: uuidv7(), school_id: schoolId, ...columns })),
    );
  }
}
