import type { FeeHistory, FeeYear } from '@/modules/openschool/shared/fee-history';
import type { FeeTable, GradeFees, PricedFee } from '@/modules/openschool/shared/fee-table';
import { type CurrencyRate, convertMoney, type Money, majorOf } from '@/modules/openschool/shared/money';

/** An amount with its value in US dollars (whole dollars; null when the rate is unknown). */
export type MoneyView = Money & { usd: number | null };

export type PricedFeeView = Omit<PricedFee, 'amount' | 'yearly'> & {
  amount: MoneyView;
  yearly: MoneyView | null;
};

export interface GradeFeesView extends Omit<GradeFees, 'tuition' | 'firstYear'> {
  tuition: PricedFeeView | null;
  firstYear: MoneyView | null;
}

export interface FeeTableView {
  academicYear: string | null;
  grades: GradeFeesView[];
  oneOff: PricedFeeView[];
  extras: PricedFeeView[];
}

export type FeeYearView = Omit<FeeYear, 'averageTuition'> & { averageTuition: MoneyView };

export interface FeeHistoryView extends Omit<FeeHistory, 'years'> {
  years: FeeYearView[];
}

/** An amount with its value in US dollars. */
const moneyView = (amount: Money, rates: ReadonlyMap<string, CurrencyRate>): MoneyView => {
  const usd = convertMoney(amount, 'USD', rates);
  return { ...amount, usd: usd ? majorOf(usd) : null };
};

/** The fee history with each year's average also in US dollars. */
export function feeHistoryView(
  history: FeeHistory,
  rates: ReadonlyMap<string, CurrencyRate>,
): FeeHistoryView {
  return {
    ...history,
    years: history.years.map((year) => ({ ...year, averageTuition: moneyView(year.averageTuition, rates) })),
  };
}

/** The fee table with each amount also in US dollars, as the page shows them. */
export function feeViews(table: FeeTable, rates: ReadonlyMap<string, CurrencyRate>): FeeTableView {
  const money = (amount: Money) => moneyView(amount, rates);
  const fee = (entry: PricedFee): PricedFeeView => ({
    fee: entry.fee,
    amount: money(entry.amount),
    yearly: entry.yearly && money(entry.yearly),
  });
  return {
    academicYear: table.academicYear,
    grades: table.grades.map((row) => ({
      ...row,
      tuition: row.tuition && fee(row.tuition),
      firstYear: row.firstYear && money(row.firstYear),
    })),
    oneOff: table.oneOff.map(fee),
    extras: table.extras.map(fee),
  };
}
