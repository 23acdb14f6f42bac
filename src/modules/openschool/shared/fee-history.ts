import { type FeeRecord, feeTableOf, type GradeName } from './fee-table';
import { type CurrencyRate, convertMoney, type Money, majorOf } from './money';

/** One academic year of a school's tuition, as its fee history shows it. */
export interface FeeYear {
  /** Like 2025-2026. */
  academicYear: string;
  /** The year's tuition averaged over the school years it teaches, in whole units of the currency. */
  averageTuition: Money;
  /**
   * The change from the year before it in the history, over the school years both price, in
   * percent to one decimal; null for the first, or when they price no school year in common.
   */
  changePercent: number | null;
}

export interface FeeHistory {
  /** Oldest first; each academic year that has tuition. */
  years: FeeYear[];
  /** The yearly rate the changes add up to, over the years they span; null without a change. */
  averageIncreasePercent: number | null;
}

const oneDecimal = (value: number) => Math.round(value * 10) / 10;
const startOf = (academicYear: string) => Number(academicYear.slice(0, 4));

/**
 * A school's tuition year by year: every academic year its fees are kept for, averaged as its
 * fee table reads that year (the narrowest band for each age), in the currency of its latest
 * year so that the years compare. A year whose amounts cannot be converted is left out.
 */
export function feeHistoryOf(input: {
  school: { ageFrom: number | null; ageTo: number | null };
  fees: readonly FeeRecord[];
  grades: readonly GradeName[];
  rates: ReadonlyMap<string, CurrencyRate>;
}): FeeHistory {
  const tuitionYears = [
    ...new Set(input.fees.filter((fee) => fee.kind === 'tuition').map((fee) => fee.academicYear)),
  ].sort();
  const latest = tuitionYears.at(-1);
  const currency = input.fees.find((fee) => fee.kind === 'tuition' && fee.academicYear === latest)?.currency;
  if (!currency) return { years: [], averageIncreasePercent: null };

  const digits = input.rates.get(currency)?.minorDigits ?? 2;
  const byYear: { academicYear: string; byAge: Map<number | null, number> }[] = [];
  for (const academicYear of tuitionYears) {
    const table = feeTableOf({
      ...input,
      fees: input.fees.filter((fee) => fee.academicYear === academicYear),
    });
    const priced = table.grades.flatMap((row) =>
      row.tuition?.yearly
        ? [[row.age, convertMoney(row.tuition.yearly, currency, input.rates)] as const]
        : [],
    );
    if (priced.length === 0 || priced.some(([, yearly]) => yearly === null)) continue;
    byYear.push({ academicYear, byAge: new Map(priced.map(([age, yearly]) => [age, majorOf(yearly!)])) });
  }

  // A change compares the school years both years price, so that a new band is not a rise.
  let growth = 1;
  let span = 0;
  const years = byYear.map((entry, index): FeeYear => {
    const amounts = [...entry.byAge.values()];
    const mean = amounts.reduce((sum, amount) => sum + amount, 0) / amounts.length;
    const before = byYear[index - 1];
    const ratio = before && ratioOf(entry.byAge, before.byAge);
    if (before && ratio) {
      growth *= ratio;
      span += startOf(entry.academicYear) - startOf(before.academicYear);
    }
    return {
      academicYear: entry.academicYear,
      averageTuition: { amountMinor: Math.round(mean) * 10 ** digits, currency, minorDigits: digits },
      changePercent: ratio ? oneDecimal((ratio - 1) * 100) : null,
    };
  });
  const averageIncreasePercent = span > 0 ? oneDecimal((growth ** (1 / span) - 1) * 100) : null;
  return { years, averageIncreasePercent };
}

/** How much more the later year asks for the school years both price; null without one in common. */
function ratioOf(later: Map<number | null, number>, earlier: Map<number | null, number>): number | null {
  let now = 0;
  let then = 0;
  for (const [age, amount] of later) {
    const before = earlier.get(age);
    if (before === undefined) continue;
    now += amount;
    then += before;
  }
  return then > 0 ? now / then : null;
}
