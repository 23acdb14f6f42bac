import { describe, expect, it } from 'vitest';
import { hasSchoolLife, NO_SCHOOL_LIFE, schoolLifeOf, withSchoolLifeLifted } from './school-life';

describe('a school’s life', () => {
  it('reads stored values back in the schema’s order, and anything unreadable as none', () => {
    const stored = { busAreas: ['Harbour'], ealSupport: 'included' };
    expect(Object.keys(schoolLifeOf(stored))).toEqual([
      'termDates',
      'ealSupport',
      'senSupport',
      'nationalityCount',
      'nationalities',
      'busAreas',
      'confirmedOn',
    ]);
    expect(hasSchoolLife(schoolLifeOf(stored))).toBe(true);
    expect(schoolLifeOf({ ealSupport: 'plenty' })).toEqual(NO_SCHOOL_LIFE);
    expect(hasSchoolLife(schoolLifeOf(null))).toBe(false);
  });

  it('is lifted out of admissions written before it had a name, with their confirmed day', () => {
    const old = {
      name: 'Harbour School',
      admissions: {
        places: [{ age: 5, status: 'open', confirmedOn: '2026-01-10' }],
        senSupport: 'mild',
        nationalityCount: 30,
        confirmedOn: '2026-02-01',
      },
    };
    expect(withSchoolLifeLifted(old)).toEqual({
      name: 'Harbour School',
      admissions: {
        places: [{ age: 5, status: 'open', confirmedOn: '2026-01-10' }],
        confirmedOn: '2026-02-01',
      },
      schoolLife: { senSupport: 'mild', nationalityCount: 30, confirmedOn: '2026-02-01' },
    });
  });

  it('leaves alone a school that has a school life, or admissions without one', () => {
    const current = { admissions: { senSupport: 'mild' }, schoolLife: {} };
    expect(withSchoolLifeLifted(current)).toBe(current);
    const applying = { admissions: { places: [], confirmedOn: '2026-02-01' } };
    expect(withSchoolLifeLifted(applying)).toBe(applying);
    expect(withSchoolLifeLifted(null)).toBeNull();
  });
});
