import { type FeePeriod, PERIODS_PER_YEAR } from '@/modules/openschool/shared/directory-constants';
import type { ComparedFeeRow } from './compare-repository';

export interface ComparedFee {
  kind: string;
  /** In the currency's main unit (12,500.50 euros). */
  amount: number;
  currency: string;
  /** Digits of the currency's minor unit (EUR 2, JPY 0, KWD 3). */
  minorDigits: number;
  period: string;
  ageFrom: number | null;
  ageTo: number | null;
}

/** The cheapest and dearest year of tuition, in the school's own currency. */
export interface TuitionRange {
  currency: string;
  minorDigits: number;
  min: number;
  max: number;
  academicYear: string;
}

const toFee = (row: ComparedFeeRow): ComparedFee => ({
  kind: row.kind,
  amount: Number(row.amount_minor) / 10 ** row.minor_digits,
  currency: row.currency,
  minorDigits: row.minor_digits,
  period: row.period,
  ageFrom: row.age_from,
  ageTo: row.age_to,
});

/**
 * A school's fees of the year the comparison shows: the latest year it gives tuition for (the
 * year its average fee comes from), else its latest year of any fee.
 */
export function feesOf(rows: ComparedFeeRow[]) {
  const tuitionYears = rows.filter((row) => row.kind === 'tuition').map((row) => row.academic_year);
  const year = (tuitionYears.length ? tuitionYears : rows.map((row) => row.academic_year)).sort().at(-1);
  const current = rows.filter((row) => row.academic_year === year);
  const tuitionRows = current.filter((row) => row.kind === 'tuition' && row.period !== 'once');
  // A school charging tuition in two currencies is shown in the one most of its fees use.
  const counts = new Map<string, number>();
  for (const row of tuitionRows) counts.set(row.currency, (counts.get(row.currency) ?? 0) + 1);
  const currency = [...counts].sort((a, b) => b[1] - a[1])[0]?.[0];
  const yearly = tuitionRows
    .filter((row) => row.currency === currency)
    .map((row) => toFee(row).amount * PERIODS_PER_YEAR[row.period as FeePeriod]);
  const others = current.filter((row) => row.kind !== 'tuition').map(toFee);
  return {
    tuition:
      currency && year && yearly.length
        ? {
            currency,
            minorDigits: tuitionRows.find((row) => row.currency === currency)?.minor_digits ?? 2,
            min: Math.min(...yearly),
            max: Math.max(...yearly),
            academicYear: year,
          }
        : null,
    oneOffFees: others.filter((fee) => fee.period === 'once'),
    extraFees: others.filter((fee) => fee.period !== 'once'),
  };
}
