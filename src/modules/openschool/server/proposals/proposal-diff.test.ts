import { describe, expect, it } from 'vitest';
import { NO_ADMISSIONS } from '@/modules/openschool/shared/admissions';
import type { FeeInput, SchoolInput } from '@/modules/openschool/shared/school-input';
import { NO_SCHOOL_LIFE } from '@/modules/openschool/shared/school-life';
import { rebasedInput, schoolChanges } from './proposal-diff';

const fee = (overrides: Partial<FeeInput> = {}): FeeInput => ({
  kind: 'tuition',
  ageFrom: 3,
  ageTo: 10,
  amount: 9000,
  currency: 'EUR',
  period: 'year',
  academicYear: '2026-2027',
  note: null,
  ...overrides,
});

const school = (overrides: Partial<SchoolInput> = {}): SchoolInput => ({
  name: 'Riverside International School',
  countryCode: 'PT',
  city: 'Lisbon',
  address: null,
  latitude: null,
  longitude: null,
  website: null,
  email: null,
  phone: null,
  description: '',
  languages: ['en', 'pt'],
  accreditations: [],
  boarding: false,
  foundedYear: null,
  studentCount: null,
  avgClassSize: null,
  teacherCount: null,
  ageFrom: 3,
  ageTo: 18,
  gradeSystem: 'UK',
  curriculums: ['igcse', 'ib-dp'],
  fees: [fee(), fee({ ageFrom: 11, ageTo: 18, amount: 12000 })],
  lastVerifiedAt: null,
  verifiedSource: null,
  admissions: NO_ADMISSIONS,
  schoolLife: NO_SCHOOL_LIFE,
  ...overrides,
});

describe('the changes of a school edit', () => {
  it('lists the fields that differ, before and after', () => {
    expect(schoolChanges(school(), school({ city: 'Cascais', boarding: true }))).toEqual([
      { field: 'city', before: 'Lisbon', after: 'Cascais' },
      { field: 'boarding', before: false, after: true },
    ]);
  });

  it('ignores the order of curriculums and fees, and the key order of a fee read back from jsonb', () => {
    const reordered = school({
      curriculums: ['ib-dp', 'igcse'],
      fees: [
        fee({ ageFrom: 11, ageTo: 18, amount: 12000 }),
        JSON.parse(JSON.stringify(fee())) as FeeInput,
      ].map((item) => Object.fromEntries(Object.entries(item).reverse()) as unknown as FeeInput),
    });
    expect(schoolChanges(school(), reordered)).toEqual([]);
  });

  it('takes a fact a snapshot was kept without (added since) as empty, not as a change', () => {
    const { teacherCount: _added, ...keptBefore } = school();
    const before = keptBefore as SchoolInput;
    expect(schoolChanges(before, school())).toEqual([]);
    expect(schoolChanges(before, school({ teacherCount: 42 }))).toEqual([
      { field: 'teacherCount', before: null, after: 42 },
    ]);
  });

  it('gives every field of a new school', () => {
    expect(schoolChanges(null, school()).map((change) => change.field)).toContain('fees');
  });
});

describe('a proposal re-based on the school as it is now', () => {
  it('keeps the member’s changes and the changes made since', () => {
    const base = school();
    const proposed = school({ city: 'Cascais' });
    const current = school({ website: 'https://riverside.example', fees: [fee({ amount: 9500 })] });
    expect(rebasedInput(current, base, proposed)).toEqual({ ...current, city: 'Cascais' });
  });

  it('takes everything proposed when the version the member read is unknown', () => {
    const proposed = school({ city: 'Cascais' });
    expect(rebasedInput(school({ city: 'Porto' }), null, proposed)).toBe(proposed);
  });
});
