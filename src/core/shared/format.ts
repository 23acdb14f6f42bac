import { conjunctionFormat, dateTimeFormat, displayNames, numberFormat } from './intl-formats';
import { localeOf } from './languages';

/**
 * The one formatting layer: dates, numbers, money, lists and names in a UI language, the same
 * on the server and in the browser. The time-zone rule (decision 050): a day is the UTC day,
 * so both sides print the same text and hydration never differs; a moment with its time (an
 * admin record's) is in the viewer's zone, and only client-rendered pages show one.
 */

/** An amount in a currency's minor unit (cents, pence; yen have none), as fees are stored. */
export interface Money {
  amountMinor: number;
  currency: string;
  minorDigits: number;
}

/**
 * How a day is written: `November 1, 2026`, `Nov 1, 2026`, `Nov 1`; its month: `November 2026`,
 * or the month's name alone: `November`.
 */
export type DayStyle = 'long' | 'medium' | 'dayMonth' | 'month' | 'monthName';

/** How a moment is written: its date, and its time of day unless `time` is false. */
export interface MomentStyle {
  date?: 'medium' | 'full';
  time?: 'short' | 'medium' | false;
}

export type Digits = Pick<Intl.NumberFormatOptions, 'minimumFractionDigits' | 'maximumFractionDigits'>;

export interface Format {
  /** The BCP 47 locale of the language (`en-US`). */
  locale: string;
  /** A day (`2026-11-01` or a timestamp), in UTC. */
  date(value: string | Date, style?: DayStyle): string;
  /** A moment in the viewer's time zone: for pages rendered in the browser only. */
  dateTime(value: string | Date, style?: MomentStyle): string;
  number(value: number, digits?: Digits): string;
  /** A percentage given in percent (`4.2` → `4.2%`, `4,2 %`), signed when `signed` (`+5%`, `−3%`). */
  percent(value: number, options?: { signed?: boolean }): string;
  /** Whole amounts without decimals (`€12,500`), others with the currency's digits; `NaN` when it cannot be. */
  money(value: Money): string;
  /** `IB, A-Levels and IGCSE`. */
  list(items: readonly string[]): string;
  /** A language's name (`fr` → French); its code when unknown, or undefined with `known`. */
  languageName(code: string): string;
  knownLanguageName(code: string): string | undefined;
  /** A currency's name (`EUR` → Euro), or its code. */
  currencyName(code: string): string;
}

const DAY_STYLES: Record<DayStyle, Intl.DateTimeFormatOptions> = {
  long: { dateStyle: 'long', timeZone: 'UTC' },
  medium: { dateStyle: 'medium', timeZone: 'UTC' },
  dayMonth: { day: 'numeric', month: 'short', timeZone: 'UTC' },
  month: { month: 'long', year: 'numeric', timeZone: 'UTC' },
  monthName: { month: 'long', timeZone: 'UTC' },
};

const asDate = (value: string | Date) =>
  value instanceof Date ? value : new Date(value.length === 10 ? `${value}T00:00:00Z` : value);

/**
 * An amount in a currency's main unit (12500.5 dollars) as money in its minor unit; `whole`
 * rounds it to whole units first, for estimates (an average, a conversion) where cents would
 * pretend to a precision they lack.
 */
export function moneyOf(amount: number, currency = 'USD', options?: { whole?: boolean }): Money {
  const minorDigits = minorDigitsOf(currency);
  const major = options?.whole ? Math.round(amount) : amount;
  return { amountMinor: Math.round(major * 10 ** minorDigits), currency, minorDigits };
}

/** Digits of a currency's minor unit as Intl knows them (EUR 2, JPY 0), remembered: a list formats dozens of amounts. */
const minorDigitsByCurrency = new Map<string, number>();

function minorDigitsOf(currency: string): number {
  let digits = minorDigitsByCurrency.get(currency);
  if (digits === undefined) {
    digits = 2;
    try {
      digits =
        numberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;
    } catch {
      // Not a currency: money() says NaN for it.
    }
    // Codes come from the data and the URL: a bounded memory.
    if (minorDigitsByCurrency.size >= 500) minorDigitsByCurrency.clear();
    minorDigitsByCurrency.set(currency, digits);
  }
  return digits;
}

function formatMoney(locale: string, money: Money): string {
  const amount = money.amountMinor / 10 ** money.minorDigits;
  if (!Number.isFinite(amount)) return 'NaN';
  const decimals = Number.isInteger(amount) ? 0 : money.minorDigits;
  try {
    return numberFormat(locale, {
      style: 'currency',
      currency: money.currency,
      minimumFractionDigits: decimals,
      maximumFractionDigits: decimals,
    }).format(amount);
  } catch {
    return 'NaN';
  }
}

function nameOf(locale: string, type: 'language' | 'currency', code: string, fallback: 'code' | 'none') {
  try {
    return displayNames(locale, { type, fallback }).of(code);
  } catch {
    // Not a code Intl accepts (a Mailjet locale of its own).
    return fallback === 'code' ? code : undefined;
  }
}

function makeFormat(locale: string): Format {
  return {
    locale,
    date: (value, style = 'long') => dateTimeFormat(locale, DAY_STYLES[style]).format(asDate(value)),
    dateTime: (value, { date = 'medium', time = 'short' } = {}) =>
      dateTimeFormat(locale, time ? { dateStyle: date, timeStyle: time } : { dateStyle: date }).format(
        asDate(value),
      ),
    number: (value, digits) => numberFormat(locale, digits).format(value),
    percent: (value, options) =>
      numberFormat(locale, {
        style: 'percent',
        maximumFractionDigits: 1,
        signDisplay: options?.signed ? 'exceptZero' : 'auto',
      }).format(value / 100),
    money: (value) => formatMoney(locale, value),
    list: (items) => conjunctionFormat(locale).format(items),
    languageName: (code) => nameOf(locale, 'language', code, 'code') ?? code,
    knownLanguageName: (code) => nameOf(locale, 'language', code, 'none'),
    currencyName: (code) => nameOf(locale, 'currency', code, 'code') ?? code,
  };
}

const byLanguage = new Map<string, Format>();

/** The formatting functions of a UI language (`fr`), made once per language. */
export function formatOf(language: string): Format {
  let format = byLanguage.get(language);
  if (!format) {
    format = makeFormat(localeOf(language));
    if (byLanguage.size >= 100) byLanguage.clear();
    byLanguage.set(language, format);
  }
  return format;
}
