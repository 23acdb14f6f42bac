import { describe, expect, it } from 'vitest';
import { recordChanges } from '@/core/shared/record-diff';
import { revisionTopics } from './revision-topics';

const change = (field: string) => ({ field, before: 1, after: 2 });

describe('revisionTopics', () => {
  it('names the coordinates one location and the age range one ages', () => {
    expect(revisionTopics(['latitude', 'longitude', 'ageFrom', 'ageTo'].map(change))).toEqual([
      'location',
      'ages',
    ]);
  });

  it('puts topics in the order a parent reads a school, whatever order the fields changed in', () => {
    expect(revisionTopics(['fees', 'ageTo', 'city', 'name', 'longitude'].map(change))).toEqual([
      'name',
      'city',
      'location',
      'ages',
      'fees',
    ]);
  });

  it('names each topic once, even from a diff that lists a field twice', () => {
    expect(revisionTopics(['phone', 'phone', 'ageFrom', 'ageFrom'].map(change))).toEqual(['phone', 'ages']);
  });

  it('keeps a field it does not know, last, and skips what is not a change', () => {
    expect(revisionTopics([change('mascot'), change('email'), null, { field: 3 }, 'name'])).toEqual([
      'email',
      'mascot',
    ]);
    expect(revisionTopics(null)).toEqual([]);
    expect(revisionTopics({ field: 'name' })).toEqual([]);
  });

  it('reads what a school’s creation records: every field, each topic once', () => {
    const created = recordChanges(null, {
      name: 'A',
      city: 'Lyon',
      latitude: 45.7,
      longitude: 4.8,
      ageFrom: 3,
      ageTo: 18,
    });
    expect(revisionTopics(created)).toEqual(['name', 'city', 'location', 'ages']);
  });
});
