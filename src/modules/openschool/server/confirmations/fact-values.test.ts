import { describe, expect, it } from 'vitest';
import { schoolInputSchema } from '@/modules/openschool/shared/school-input';
import { disputedInput, factValuesOf } from './fact-values';

const tuition = (
  ageFrom: number | null,
  ageTo: number | null,
  amount: number,
  academicYear = '2026-2027',
) => ({
  kind: 'tuition',
  ageFrom,
  ageTo,
  amount,
  currency: 'EUR',
  period: 'year',
  academicYear,
});

const school = schoolInputSchema.parse({
  name: 'Fact School',
  countryCode: 'PT',
  city: 'Porto',
  fees: [tuition(3, 10, 9000, '2025-2026'), tuition(3, 10, 9500), tuition(11, 13, 12000)],
  admissions: { intakes: [{ name: 'January', opensOn: '2026-09-01', deadline: null }] },
  schoolLife: { ealSupport: 'extra-cost' },
});

describe('confirmable facts', () => {
  it('names each school year’s tuition of the latest academic year, and the dated admissions and school life facts', () => {
    const values = factValuesOf(school);
    expect(values.get('fees:4')).toBe('2026-2027 9500 EUR/year');
    expect(values.get('fees:13')).toBe('2026-2027 12000 EUR/year');
    expect(values.has('fees:14')).toBe(false);
    expect(values.get('eal')).toBe('extra-cost');
    // An intake without a deadline has none to confirm.
    expect([...values.keys()].filter((key) => !key.startsWith('fees:'))).toEqual(['eal']);
  });

  it('cuts a disputed school year out of its band, leaving the others’ tuition as it was', () => {
    const fees = disputedInput(school, 'fees:12', '12600', '2026-11-29').fees.filter(
      (fee) => fee.academicYear === '2026-2027',
    );
    expect(fees.map((fee) => [fee.ageFrom, fee.ageTo, fee.amount])).toEqual([
      [3, 10, 9500],
      [11, 11, 12000],
      [12, 12, 12600],
      [13, 13, 12000],
    ]);
    expect(factValuesOf({ ...school, fees }).get('fees:12')).toBe('2026-2027 12600 EUR/year');
  });
});
