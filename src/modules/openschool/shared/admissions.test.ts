import { describe, expect, it } from 'vitest';
import { admissionsOf, admissionsSchema, hasAdmissions, isStale, NO_ADMISSIONS } from './admissions';

describe('admissions facts', () => {
  it('reads stored admissions back in the schema’s order, so equal values compare equal as JSON', () => {
    // jsonb gives keys back in its own order (shortest first).
    const stored = {
      places: [{ status: 'open', confirmedOn: '2026-10-01', age: 11 }],
      intakes: [{ deadline: '2027-01-31', name: 'August 2027', opensOn: null }],
    };
    const written = admissionsSchema.parse({
      intakes: [{ name: 'August 2027', opensOn: null, deadline: '2027-01-31' }],
      places: [{ age: 11, status: 'open', confirmedOn: '2026-10-01' }],
    });
    expect(JSON.stringify(admissionsOf(stored))).toBe(JSON.stringify(written));
    expect(hasAdmissions(written)).toBe(true);
  });

  it('counts nothing stored, or anything unreadable, as no admissions', () => {
    expect(admissionsOf(null)).toEqual(NO_ADMISSIONS);
    expect(admissionsOf({ places: 'full' })).toEqual(NO_ADMISSIONS);
    expect(hasAdmissions(admissionsOf({}))).toBe(false);
  });

  it('calls a fact stale when never dated or confirmed more than a year before today', () => {
    const today = new Date('2027-03-01T12:00:00Z');
    expect(isStale(null, today)).toBe(true);
    expect(isStale('2026-03-01', today)).toBe(false);
    expect(isStale('2026-02-28', today)).toBe(true);
    expect(isStale('2027-02-28', today)).toBe(false);
  });
});
