import { describe, expect, it } from 'vitest';
import { type CurrencyRate, convertMoney, sumMoney } from './money';

const RATES = new Map<string, CurrencyRate>(
  [
    { currency: 'USD', unitsPerUsd: 1, minorDigits: 2 },
    { currency: 'EUR', unitsPerUsd: 0.86, minorDigits: 2 },
    { currency: 'JPY', unitsPerUsd: 152, minorDigits: 0 },
    { currency: 'KWD', unitsPerUsd: 0.306, minorDigits: 3 },
  ].map((rate) => [rate.currency, rate]),
);

describe('money', () => {
  it('converts through the dollar and rounds to whole units of the target', () => {
    expect(convertMoney({ amountMinor: 1_260_150, currency: 'EUR', minorDigits: 2 }, 'USD', RATES)).toEqual({
      amountMinor: Math.round(12_601.5 / 0.86) * 100,
      currency: 'USD',
      minorDigits: 2,
    });
    expect(convertMoney({ amountMinor: 1_000_000, currency: 'EUR', minorDigits: 2 }, 'JPY', RATES)).toEqual({
      amountMinor: Math.round((10_000 / 0.86) * 152),
      currency: 'JPY',
      minorDigits: 0,
    });
    expect(convertMoney({ amountMinor: 500, currency: 'EUR', minorDigits: 2 }, 'XXX', RATES)).toBeNull();
  });

  it('keeps an amount in its own currency as it is', () => {
    const amount = { amountMinor: 420_050, currency: 'EUR', minorDigits: 2 };
    expect(convertMoney(amount, 'EUR', RATES)).toBe(amount);
  });

  it('sums amounts in one currency', () => {
    const total = sumMoney(
      [
        { amountMinor: 1_500_000, currency: 'EUR', minorDigits: 2 },
        { amountMinor: 90_000, currency: 'EUR', minorDigits: 2 },
        { amountMinor: 100_00, currency: 'USD', minorDigits: 2 },
      ],
      'EUR',
      RATES,
    );
    expect(total).toEqual({ amountMinor: 1_590_000 + 8_600, currency: 'EUR', minorDigits: 2 });
  });
});
