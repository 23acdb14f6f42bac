import { describe, expect, it } from 'vitest';
import { formatOf, moneyOf } from './format';

// Intl puts (narrow) no-break spaces in some formats.
const spaced = (text: string) => text.replace(/\s/g, ' ');

describe('formatOf', () => {
  const en = formatOf('en');

  it('maps the UI language to its locale once, and hands the same functions back', () => {
    expect(en.locale).toBe('en-US');
    expect(formatOf('zh-Hant').locale).toBe('zh-TW');
    expect(formatOf('en')).toBe(en);
  });

  it('writes a day as the UTC day, whatever the time zone', () => {
    expect(en.date('2026-11-01')).toBe('November 1, 2026');
    expect(en.date('2026-11-01T23:30:00-05:00')).toBe('November 2, 2026');
    expect(en.date('2026-03-05T10:00:00Z', 'medium')).toBe('Mar 5, 2026');
    expect(en.date('2026-03-05', 'dayMonth')).toBe('Mar 5');
    expect(en.date('2026-03-31T23:30:00Z', 'month')).toBe('March 2026');
    expect(formatOf('de').date('2026-03-01', 'month')).toBe('März 2026');
    expect(formatOf('fr').date('2026-08-31', 'monthName')).toBe('août');
  });

  it('writes a percentage given in percent, signed on request', () => {
    expect(en.percent(4.25)).toBe('4.3%');
    expect(en.percent(5, { signed: true })).toBe('+5%');
    expect(en.percent(0, { signed: true })).toBe('0%');
    expect(formatOf('fr').percent(-3.5, { signed: true })).toBe('-3,5\u00a0%');
    expect(formatOf('fr').date('2026-11-01')).toBe('1 novembre 2026');
  });

  it('writes a moment with its time of day, or its day alone', () => {
    const moment = new Date(2026, 2, 5, 14, 7, 9);
    expect(spaced(en.dateTime(moment))).toBe('Mar 5, 2026, 2:07 PM');
    expect(spaced(en.dateTime(moment, { time: 'medium' }))).toBe('Mar 5, 2026, 2:07:09 PM');
    expect(en.dateTime(moment, { time: false })).toBe('Mar 5, 2026');
    expect(spaced(en.dateTime(moment, { date: 'full' }))).toBe('Thursday, March 5, 2026 at 2:07 PM');
  });

  it('formats numbers and lists', () => {
    expect(en.number(12345.5)).toBe('12,345.5');
    expect(formatOf('de').number(12345.5)).toBe('12.345,5');
    expect(en.number(4.25, { maximumFractionDigits: 1 })).toBe('4.3');
    expect(en.number(4, { maximumFractionDigits: 1, minimumFractionDigits: 1 })).toBe('4.0');
    expect(en.list(['IB', 'A-Levels', 'IGCSE'])).toBe('IB, A-Levels, and IGCSE');
  });

  it('names languages and currencies, or gives the code back', () => {
    expect(en.languageName('fr')).toBe('French');
    expect(en.languageName('not a tag')).toBe('not a tag');
    expect(en.knownLanguageName('qq')).toBeUndefined();
    expect(en.currencyName('EUR')).toBe('Euro');
  });
});

describe('money', () => {
  const en = formatOf('en');

  it('formats whole amounts without decimals, others with the currency’s digits', () => {
    expect(en.money({ amountMinor: 1_500_000, currency: 'EUR', minorDigits: 2 })).toBe('€15,000');
    expect(en.money({ amountMinor: 420_050, currency: 'EUR', minorDigits: 2 })).toBe('€4,200.50');
    expect(en.money({ amountMinor: 2_400_000, currency: 'JPY', minorDigits: 0 })).toBe('¥2,400,000');
    expect(spaced(en.money({ amountMinor: 1_234_567, currency: 'KWD', minorDigits: 3 }))).toBe(
      'KWD 1,234.567',
    );
    expect(spaced(formatOf('fr').money({ amountMinor: 1_500_000, currency: 'EUR', minorDigits: 2 }))).toBe(
      '15 000 €',
    );
  });

  it('takes amounts in main units, in US dollars unless told', () => {
    expect(en.money(moneyOf(15230))).toBe('$15,230');
    expect(en.money(moneyOf(15230.5))).toBe('$15,230.50');
    expect(formatOf('fr').money(moneyOf(15230))).toBe('15\u202f230\u00a0$US');
    expect(formatOf('de').money(moneyOf(15230, 'EUR'))).toBe('15.230\u00a0€');
    expect(moneyOf(2_400_000.4, 'JPY')).toEqual({ amountMinor: 2_400_000, currency: 'JPY', minorDigits: 0 });
  });

  it('rounds estimates to whole units when asked', () => {
    expect(en.money(moneyOf(15230.5, 'USD', { whole: true }))).toBe('$15,231');
    expect(en.money(moneyOf(15230.49, 'EUR', { whole: true }))).toBe('€15,230');
  });

  it('shows NaN when the amount cannot be formatted', () => {
    expect(en.money({ amountMinor: Number.NaN, currency: 'EUR', minorDigits: 2 })).toBe('NaN');
    expect(en.money(moneyOf(Number.NaN))).toBe('NaN');
    expect(en.money(moneyOf(100, 'not-a-currency'))).toBe('NaN');
  });
});
