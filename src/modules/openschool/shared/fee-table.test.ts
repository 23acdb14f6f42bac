import { describe, expect, it } from 'vitest';
import { type FeeRecord, feeTableOf } from './fee-table';
import type { CurrencyRate } from './money';

const RATES = new Map<string, CurrencyRate>([
  ['USD', { currency: 'USD', unitsPerUsd: 1, minorDigits: 2 }],
  ['CHF', { currency: 'CHF', unitsPerUsd: 0.8, minorDigits: 2 }],
]);
const GRADES = [
  { system: 'DE', code: 'K5', name: 'Klasse 5', ageFrom: 10 },
  { system: 'DE', code: 'K6', name: 'Klasse 6', ageFrom: 11 },
];

const fee = (overrides: Partial<FeeRecord>): FeeRecord => ({
  id: Math.random().toString(36).slice(2),
  kind: 'tuition',
  ageFrom: null,
  ageTo: null,
  amountMinor: 1_000_000,
  currency: 'CHF',
  period: 'year',
  academicYear: '2026-2027',
  note: null,
  ...overrides,
});

describe('fee table', () => {
  it('gives the narrowest band to each age, and names ages without a grade of the system', () => {
    const table = feeTableOf({
      school: { ageFrom: 9, ageTo: 11 },
      fees: [fee({ amountMinor: 2_000_000 }), fee({ ageFrom: 11, ageTo: 11, amountMinor: 3_000_000 })],
      grades: GRADES,
      rates: RATES,
    });
    expect(
      table.grades.map((row) => [row.age, row.grade?.name ?? null, row.tuition?.yearly?.amountMinor]),
    ).toEqual([
      [9, null, 2_000_000],
      [10, 'Klasse 5', 2_000_000],
      [11, 'Klasse 6', 3_000_000],
    ]);
  });

  it('has one row for all ages when neither the school nor its fees give ages', () => {
    const table = feeTableOf({
      school: { ageFrom: null, ageTo: null },
      fees: [fee({ period: 'month', amountMinor: 150_000 })],
      grades: GRADES,
      rates: RATES,
    });
    expect(table.grades).toEqual([
      expect.objectContaining({
        age: null,
        grade: null,
        firstYear: { amountMinor: 1_500_000, currency: 'CHF', minorDigits: 2 },
      }),
    ]);
  });

  it('takes the ages of the tuition bands when the school gives none, and shows nothing without fees', () => {
    const banded = feeTableOf({
      school: { ageFrom: null, ageTo: 11 },
      fees: [fee({ ageFrom: 10, ageTo: 11 })],
      grades: GRADES,
      rates: RATES,
    });
    expect(banded.grades.map((row) => row.age)).toEqual([10, 11]);
    const empty = feeTableOf({ school: { ageFrom: 10, ageTo: 11 }, fees: [], grades: GRADES, rates: RATES });
    expect(empty).toMatchObject({ academicYear: null, oneOff: [], extras: [] });
    expect(empty.grades.every((row) => row.tuition === null && row.firstYear === null)).toBe(true);
  });

  it('converts one-off fees in another currency into the first year’s', () => {
    const table = feeTableOf({
      school: { ageFrom: 10, ageTo: 10 },
      fees: [fee({}), fee({ kind: 'registration', period: 'once', amountMinor: 50_000, currency: 'USD' })],
      grades: GRADES,
      rates: RATES,
    });
    // USD 500 = CHF 400.
    expect(table.grades[0]!.firstYear).toEqual({ amountMinor: 1_040_000, currency: 'CHF', minorDigits: 2 });
  });
});
