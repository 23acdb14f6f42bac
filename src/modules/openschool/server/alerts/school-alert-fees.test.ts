import { describe, expect, it } from 'vitest';
import { feeChangeLines, feeChanges } from './school-alert-fees';

const fee = (amount: number, overrides: Record<string, unknown> = {}) => ({
  kind: 'tuition' as const,
  ageFrom: 3,
  ageTo: 11,
  amount,
  currency: 'EUR',
  period: 'year' as const,
  academicYear: '2026-2027',
  ...overrides,
});
const rates = new Map([
  ['EUR', { currency: 'EUR', unitsPerUsd: 0.5, minorDigits: 2 }],
  ['USD', { currency: 'USD', unitsPerUsd: 1, minorDigits: 2 }],
]);

describe('fee changes told to a parent', () => {
  it('reads a new year as a change from the last one, and tells new and dropped fees', () => {
    const meals = fee(900, { kind: 'meals' });
    const changes = feeChanges(
      [fee(15_000), meals],
      [
        fee(15_000),
        fee(16_500, { academicYear: '2027-2028' }),
        fee(200, { kind: 'registration', period: 'once' }),
      ],
    );
    expect(changes).toEqual([
      { before: fee(15_000), after: fee(16_500, { academicYear: '2027-2028' }) },
      { after: fee(200, { kind: 'registration', period: 'once' }) },
      { before: meals },
    ]);
  });

  it('writes each line with both currencies and the change in percent, in the reader’s digits', () => {
    const [changed, added] = feeChangeLines(
      [
        { before: fee(15_000), after: fee(16_500) },
        { after: fee(200, { kind: 'registration', period: 'once' }) },
      ],
      { lang: 'fr', currency: 'USD', rates },
    );
    expect(changed).toBe(
      'Scolarité (3–11 ans), 2026-2027\u00a0: 15\u202f000\u00a0€ (≈ 30\u202f000\u00a0$US) → 16\u202f500\u00a0€ (≈ 33\u202f000\u00a0$US) par an (+10\u00a0%)',
    );
    expect(added).toMatch(/^Inscription .* 200\u00a0€ \(≈ 400\u00a0\$US\) .* \(nouveau\)$/);
  });
});
