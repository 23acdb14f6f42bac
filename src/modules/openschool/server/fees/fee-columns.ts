import type { FeeInput } from '@/modules/openschool/shared/school-input';
import type { SchoolFeeTable } from '../tables';

// A fee between the input and its row: what the school's save, the fee admin, the import and the
// demo data write and compare.

/** A fee row's columns as a save compares and writes them. */
export type FeeColumns = Omit<SchoolFeeTable, 'id' | 'school_id' | 'version' | 'created_at' | 'updated_at'>;

/** A fee's row columns, its amount in minor units (cents) of a currency with `minorDigits` digits. */
export function feeColumnsOf(fee: FeeInput, minorDigits: number): FeeColumns {
  return {
    kind: fee.kind,
    age_from: fee.ageFrom,
    age_to: fee.ageTo,
    amount_minor: Math.round(fee.amount * 10 ** minorDigits),
    currency: fee.currency,
    period: fee.period,
    academic_year: fee.academicYear,
    note: fee.note,
  };
}

/**
 * A fee row as the input holds it, its amount in the currency's main unit (12,500.50 euros). A row
 * about to be inserted may leave its ages and note out; PostgreSQL's `pg` reads a bigint as text.
 */
export function feeInputOfRow(
  row: Omit<FeeColumns, 'age_from' | 'age_to' | 'note' | 'amount_minor'> &
    Partial<Pick<FeeColumns, 'age_from' | 'age_to' | 'note'>> & { amount_minor: number | string | bigint },
  minorDigits: number,
): FeeInput {
  return {
    // The row was written from a checked input.
    kind: row.kind as FeeInput['kind'],
    ageFrom: row.age_from ?? null,
    ageTo: row.age_to ?? null,
    amount: Number(row.amount_minor) / 10 ** minorDigits,
    currency: row.currency,
    period: row.period as FeeInput['period'],
    academicYear: row.academic_year,
    note: row.note ?? null,
  };
}
