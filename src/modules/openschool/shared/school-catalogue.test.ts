import { describe, expect, it } from 'vitest';
import { SCHOOL_FILE_HEADERS } from './admin/school-admin-list';
import { SCHOOL_FACTS, SCHOOL_TOPICS, type SchoolFactName, topicOf } from './school-catalogue';
import { schoolInputSchema } from './school-input';

describe('the school catalogue', () => {
  it('keeps the facts in the order revisions and files have always had them', () => {
    // A revision's snapshot and a schools file are written in this order: moving a fact changes both.
    expect(SCHOOL_FILE_HEADERS).toEqual([
      'name',
      'countryCode',
      'city',
      'address',
      'latitude',
      'longitude',
      'website',
      'email',
      'phone',
      'description',
      'languages',
      'accreditations',
      'boarding',
      'foundedYear',
      'studentCount',
      'avgClassSize',
      'teacherCount',
      'ageFrom',
      'ageTo',
      'gradeSystem',
      'curriculums',
      'fees',
      'lastVerifiedAt',
      'verifiedSource',
      'admissions',
      'schoolLife',
      'status',
    ]);
  });

  it('gives every fact a topic the history orders', () => {
    for (const name of Object.keys(SCHOOL_FACTS) as SchoolFactName[]) {
      expect(SCHOOL_TOPICS, name).toContain(topicOf(name));
    }
  });

  it('builds the input from the facts: a blank form gives each fact its empty value, in order', () => {
    const parsed = schoolInputSchema.parse({ name: 'Ecole', countryCode: 'FR', city: 'Lyon' });
    expect(Object.keys(parsed)).toEqual(Object.keys(SCHOOL_FACTS));
    expect(parsed).toMatchObject({
      address: null,
      languages: [],
      boarding: null,
      gradeSystem: 'UK',
      fees: [],
    });
  });
});
