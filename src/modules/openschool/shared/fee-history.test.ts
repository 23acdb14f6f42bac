import { describe, expect, it } from 'vitest';
import { feeHistoryOf } from './fee-history';
import type { FeeRecord } from './fee-table';
import type { CurrencyRate } from './money';

const RATES = new Map<string, CurrencyRate>([
  ['USD', { currency: 'USD', unitsPerUsd: 1, minorDigits: 2 }],
  ['CHF', { currency: 'CHF', unitsPerUsd: 0.8, minorDigits: 2 }],
]);
const school = { ageFrom: 10, ageTo: 11 };

const fee = (academicYear: string, overrides: Partial<FeeRecord> = {}): FeeRecord => ({
  id: Math.random().toString(36).slice(2),
  kind: 'tuition',
  ageFrom: null,
  ageTo: null,
  amountMinor: 2_000_000,
  currency: 'CHF',
  period: 'year',
  academicYear,
  note: null,
  ...overrides,
});

const history = (fees: FeeRecord[]) => feeHistoryOf({ school, fees, grades: [], rates: RATES });

describe('fee history', () => {
  it('averages each year over its school years, oldest first, with the change from the year before', () => {
    const result = history([
      fee('2024-2025', { ageFrom: 10, ageTo: 10, amountMinor: 1_800_000 }),
      fee('2024-2025', { ageFrom: 11, ageTo: 11, amountMinor: 2_200_000 }),
      fee('2025-2026', { period: 'term', amountMinor: 700_000 }),
      fee('2026-2027', { amountMinor: 2_205_000 }),
      // Not tuition: not in the average.
      fee('2026-2027', { kind: 'registration', period: 'once', amountMinor: 500_000 }),
    ]);
    expect(result.years).toEqual([
      { academicYear: '2024-2025', averageTuition: money(20_000), changePercent: null },
      { academicYear: '2025-2026', averageTuition: money(21_000), changePercent: 5 },
      { academicYear: '2026-2027', averageTuition: money(22_050), changePercent: 5 },
    ]);
    // 20,000 to 22,050 in two years: 5 % a year.
    expect(result.averageIncreasePercent).toBe(5);
  });

  it('compares years in the latest year’s currency, and spans missing years in the average', () => {
    const result = history([fee('2022-2023', { currency: 'USD', amountMinor: 2_000_000 }), fee('2026-2027')]);
    // 20,000 USD is 16,000 CHF; 20,000 CHF four years later: 5.7 % a year.
    expect(result.years.map((year) => [year.averageTuition.amountMinor, year.changePercent])).toEqual([
      [1_600_000, null],
      [2_000_000, 25],
    ]);
    expect(result.averageIncreasePercent).toBe(5.7);
  });

  it('compares only the school years both years price: a new, cheaper band is not a fall', () => {
    const result = history([
      fee('2025-2026', { ageFrom: 11, ageTo: 11, amountMinor: 2_000_000 }),
      fee('2026-2027', { ageFrom: 10, ageTo: 10, amountMinor: 1_000_000 }),
      fee('2026-2027', { ageFrom: 11, ageTo: 11, amountMinor: 2_100_000 }),
    ]);
    expect(result.years.map((year) => [year.averageTuition.amountMinor, year.changePercent])).toEqual([
      [2_000_000, null],
      [1_550_000, 5],
    ]);
    expect(result.averageIncreasePercent).toBe(5);
  });

  it('has no average increase for a single year, and nothing without tuition', () => {
    expect(history([fee('2026-2027')]).averageIncreasePercent).toBeNull();
    expect(history([fee('2026-2027', { kind: 'deposit', period: 'once' })])).toEqual({
      years: [],
      averageIncreasePercent: null,
    });
  });
});

function money(whole: number) {
  return { amountMinor: whole * 100, currency: 'CHF', minorDigits: 2 };
}
