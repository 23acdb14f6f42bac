import { type Money, moneyOf } from '@/core/shared/format';
import type { ComparedSchool, ComparedYear } from './compare.query';
import { inVisitorCurrency, type RowContext } from './compare-text';

/** The child the figures are for, and each school's figures for their age (by school id). */
export interface ChildContext {
  age: number;
  years: ReadonlyMap<string, ComparedYear>;
}

interface Context extends RowContext {
  child: ChildContext;
}

const outsideAges = (school: ComparedSchool, age: number) =>
  school.ageFrom !== null && school.ageTo !== null && (age < school.ageFrom || age > school.ageTo);

/** Why a school has no figure for the child: it does not teach that age, or gives no fee for it. */
const missing = (school: ComparedSchool, { t, child }: Context) =>
  outsideAges(school, child.age)
    ? t('compare.values.notTaught', { age: child.age })
    : t('compare.values.notGiven');

/** "Year 7": the school year of the child's age in the school's own system. */
export function schoolYearText(school: ComparedSchool, context: Context): string {
  const name = context.child.years.get(school._id)?.grade?.name;
  if (name) return name;
  return outsideAges(school, context.child.age)
    ? missing(school, context)
    : context.t('compare.values.unknown');
}

/**
 * An amount as published, then its estimate in the visitor's currency (when that is another),
 * then (in another currency) in whole US dollars.
 */
function amountLines(money: Money & { usd: number | null }, context: Context): string[] {
  const { t, format } = context;
  const lines = [format.money(money)];
  const mine = money.currency === context.visitor?.currency ? null : inVisitorCurrency(money.usd, context);
  if (mine) lines.push(mine);
  if (money.currency !== 'USD' && money.usd !== null) {
    lines.push(t('compare.values.inUsd', { amount: format.money(moneyOf(money.usd)) }));
  }
  return lines;
}

/** "S$37,037.01 a year", "$28,490 in US dollars", "3 terms × S$12,345.67". */
export function tuitionAtAgeLines(school: ComparedSchool, context: Context): string[] {
  const tuition = context.child.years.get(school._id)?.tuition;
  if (!tuition?.yearly) return [missing(school, context)];
  const { t, format } = context;
  const [local = '', ...usd] = amountLines(tuition.yearly, context);
  const lines = [t('compare.values.tuitionOne', { amount: local }), ...usd];
  if (tuition.period === 'term' || tuition.period === 'month') {
    lines.push(t(`detail.fees.charged.${tuition.period}`, { amount: format.money(tuition.amount) }));
  }
  return lines;
}

/** The first year (a year of tuition and every one-off fee), then in US dollars. */
export function firstYearLines(school: ComparedSchool, context: Context): string[] {
  const total = context.child.years.get(school._id)?.firstYear;
  return total ? amountLines(total, context) : [missing(school, context)];
}

/** The US dollar figures the "lowest" badges compare. */
export const tuitionAtAgeUsd = (school: ComparedSchool, child: ChildContext) =>
  child.years.get(school._id)?.tuition?.yearly?.usd ?? null;
export const firstYearUsd = (school: ComparedSchool, child: ChildContext) =>
  child.years.get(school._id)?.firstYear?.usd ?? null;
