import type { TFunction } from '@/core/client/translator';
import { type Format, moneyOf } from '@/core/shared/format';
import { type CurrencyRate, convertMoney } from '@/modules/openschool/shared/money';
import type { ComparedFee, ComparedSchool } from './compare.query';

/** The currency the visitor chose (not US dollars), with the rates to convert into it. */
export interface VisitorCurrency {
  currency: string;
  rates: ReadonlyMap<string, CurrencyRate>;
}

/** What formatting a row needs: the translations and the page's formatting. */
export interface RowContext {
  t: TFunction;
  /** Numbers, money and language names in the page's language. */
  format: Format;
  /** Beside each US dollar figure, its estimate in the visitor's currency; none when null. */
  visitor?: VisitorCurrency | null;
}

/** "≈ €15,200": a US dollar figure in the visitor's currency, in whole units; null without one. */
export function inVisitorCurrency(usd: number | null | undefined, context: RowContext): string | null {
  const { visitor } = context;
  if (!visitor || usd === null || usd === undefined) return null;
  const money = convertMoney(moneyOf(usd, 'USD', { whole: true }), visitor.currency, visitor.rates);
  return money && context.t('compare.values.inVisitor', { amount: context.format.money(money) });
}

/**
 * A published amount in its currency's main unit, with the school's own precision (`€16,501.50`,
 * `KWD 1,234.567`; whole amounts without decimals).
 */
export function exactAmount(amount: number, currency: string, minorDigits: number, format: Format): string {
  return format.money({ amountMinor: Math.round(amount * 10 ** minorDigits), currency, minorDigits });
}

/** "Registration: €900", "Transport: HK$22,400 a year". */
export function feeLines(fees: ComparedFee[], context: RowContext): string[] {
  const { t, format } = context;
  return fees.map((fee) => {
    const amount = exactAmount(fee.amount, fee.currency, fee.minorDigits, format);
    const withPeriod =
      fee.period === 'once' ? amount : `${amount} ${t(`compare.values.period.${fee.period}`)}`;
    return t('compare.values.fee', { kind: t(`compare.feeKinds.${fee.kind}`), amount: withPeriod });
  });
}

/** "€12,000 to €16,501.50 a year", in the school's own currency. */
export function tuitionText(school: ComparedSchool, { t, format }: RowContext): string {
  const range = school.tuition;
  if (!range) return t('compare.values.unknown');
  const money = (amount: number) => exactAmount(amount, range.currency, range.minorDigits, format);
  return range.min === range.max
    ? t('compare.values.tuitionOne', { amount: money(range.min) })
    : t('compare.values.tuitionRange', { min: money(range.min), max: money(range.max) });
}

/** "Ages 3 to 17". */
export function agesText(school: ComparedSchool, { t }: RowContext): string {
  return school.ageFrom === null || school.ageTo === null
    ? t('compare.values.unknown')
    : t('compare.values.ages', { from: school.ageFrom, to: school.ageTo });
}

/** "Nursery to Year 13", in the grade names the school uses; empty when not known. */
export function gradesText(school: ComparedSchool, { t }: RowContext): string {
  return school.gradeFrom && school.gradeTo
    ? t('compare.values.grades', { from: school.gradeFrom, to: school.gradeTo })
    : '';
}

/** "4.2 out of 5 · 12 ratings", or that nobody rated it yet. */
export function ratingText(school: ComparedSchool, { t, format }: RowContext): string {
  if (school.ratingAvg === null) return t('compare.values.noRating');
  const average = format.number(school.ratingAvg, { maximumFractionDigits: 1 });
  return `${t('compare.values.rating', { average })} · ${t('compare.values.ratingCount', { count: school.ratingCount })}`;
}

export const curriculumNames = (school: ComparedSchool) =>
  school.curriculums.map((c) => c.shortName ?? c.name);
