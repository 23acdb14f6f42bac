import { FEE_KINDS, type FeePeriod, PERIODS_PER_YEAR } from './directory-constants';
import { type CurrencyRate, type Money, sumMoney } from './money';

/** A fee as stored: an amount in minor units for an age band (none: every age, or a one-off). */
export interface FeeRecord {
  id: string;
  kind: string;
  ageFrom: number | null;
  ageTo: number | null;
  amountMinor: number;
  currency: string;
  period: string;
  academicYear: string;
  note: string | null;
}

/** A school year of a grade system: its system, its name and the age a child starts it. */
export interface GradeName {
  /** UK, US, FR, IB or DE: with the code, what its name is translated by (`UK.Y7`). */
  system: string;
  code: string;
  name: string;
  ageFrom: number;
}

export interface PricedFee {
  fee: FeeRecord;
  /** As charged, per period. */
  amount: Money;
  /** A year's worth (three terms, ten months); null for a one-off fee. */
  yearly: Money | null;
}

/** One row of the fee table: an age, the school's grade for it, its tuition and first-year cost. */
export interface GradeFees {
  /** Null: the school gives no ages, and its tuition is the same for all. */
  age: number | null;
  grade: GradeName | null;
  tuition: PricedFee | null;
  /** A year's tuition plus every one-off fee, in the tuition's currency. */
  firstYear: Money | null;
}

export interface FeeTable {
  /** The latest academic year the school gives fees for; the table shows that year only. */
  academicYear: string | null;
  grades: GradeFees[];
  /** Registration, deposit, capital levy, debenture…: paid once. */
  oneOff: PricedFee[];
  /** Recurring fees besides tuition (EAL support, transport, meals): only for some pupils. */
  extras: PricedFee[];
}

function priced(fee: FeeRecord, digits: number): PricedFee {
  const amount = { amountMinor: fee.amountMinor, currency: fee.currency, minorDigits: digits };
  const periods = PERIODS_PER_YEAR[fee.period as FeePeriod];
  return {
    fee,
    amount,
    yearly: fee.period === 'once' || !periods ? null : { ...amount, amountMinor: fee.amountMinor * periods },
  };
}

const bandWidth = (fee: FeeRecord) => (fee.ageFrom === null ? 99 : (fee.ageTo ?? 99) - fee.ageFrom);
const covers = (fee: FeeRecord, age: number | null) =>
  fee.ageFrom === null || (age !== null && fee.ageFrom <= age && age <= (fee.ageTo ?? fee.ageFrom));

/** The ages a table lists: the school's, else those its tuition bands cover; none when neither is known. */
function agesOf(school: { ageFrom: number | null; ageTo: number | null }, tuition: FeeRecord[]): number[] {
  let from = school.ageFrom;
  let to = school.ageTo;
  if (from === null || to === null) {
    const banded = tuition.filter((fee) => fee.ageFrom !== null);
    if (banded.length === 0) return [];
    from = Math.min(...banded.map((fee) => fee.ageFrom!));
    to = Math.max(...banded.map((fee) => fee.ageTo ?? fee.ageFrom!));
  }
  return Array.from({ length: Math.max(0, to - from + 1) }, (_, index) => from! + index);
}

/**
 * A school's fees as parents read them: for each age it teaches, its grade in the school's own
 * system and the yearly tuition of the band that covers it (the narrowest when bands overlap),
 * with the first year's total; then the one-off and the optional recurring fees. Only the
 * latest academic year is shown, as the average fee is computed from it.
 */
export function feeTableOf(input: {
  school: { ageFrom: number | null; ageTo: number | null };
  fees: readonly FeeRecord[];
  /** The grades of the school's system. */
  grades: readonly GradeName[];
  rates: ReadonlyMap<string, CurrencyRate>;
}): FeeTable {
  const { rates } = input;
  const digits = (currency: string) => rates.get(currency)?.minorDigits ?? 2;
  const years = input.fees.filter((fee) => fee.kind === 'tuition').map((fee) => fee.academicYear);
  const academicYear = years.length > 0 ? years.toSorted().at(-1)! : (input.fees[0]?.academicYear ?? null);
  // In the order schools list them: tuition, registration, deposit… (FEE_KINDS).
  const kindOrder = (kind: string) => (FEE_KINDS as readonly string[]).indexOf(kind);
  const fees = input.fees
    .filter((fee) => fee.academicYear === academicYear)
    .toSorted((a, b) => kindOrder(a.kind) - kindOrder(b.kind))
    .map((fee) => priced(fee, digits(fee.currency)));
  const tuition = fees.filter((entry) => entry.fee.kind === 'tuition' && entry.yearly);
  const oneOff = fees.filter((entry) => entry.fee.period === 'once');
  const extras = fees.filter((entry) => entry.fee.kind !== 'tuition' && entry.fee.period !== 'once');

  const ages: (number | null)[] = agesOf(
    input.school,
    tuition.map((entry) => entry.fee),
  );
  // Tuition for every age, and no age known: one row for all.
  if (ages.length === 0 && tuition.length > 0) ages.push(null);
  const gradeByAge = new Map(input.grades.map((grade) => [grade.ageFrom, grade]));
  const grades = ages.map((age): GradeFees => {
    const band = tuition
      .filter((entry) => covers(entry.fee, age))
      .sort((a, b) => bandWidth(a.fee) - bandWidth(b.fee))[0];
    const firstYear = band?.yearly
      ? sumMoney([band.yearly, ...oneOff.map((entry) => entry.amount)], band.yearly.currency, rates)
      : null;
    return {
      age,
      grade: age === null ? null : (gradeByAge.get(age) ?? null),
      tuition: band ?? null,
      firstYear,
    };
  });
  return { academicYear, grades, oneOff, extras };
}
