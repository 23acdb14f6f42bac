import { describe, expect, it } from 'vitest';
import { curriculumSlugOf, schoolListOf } from './school-list-csv';
import { nameSimilarity, sameSchool } from './school-name-similarity';

const countries: Record<string, string> = { portugal: 'PT', pt: 'PT' };
const countryOf = (text: string) => countries[text.toLowerCase()];

describe('a curriculum body’s school list', () => {
  it('reads the columns by their headers, the programmes as curriculum slugs, and leaves out incomplete rows', () => {
    const parsed = schoolListOf(
      [
        {
          'School name': 'Harbourview',
          Country: 'Portugal',
          City: 'Lisbon',
          Website: 'hv.example',
          Programmes: 'PYP; MYP; DP',
          Region: 'x',
        },
        { 'School name': 'No city', Country: 'PT', City: '' },
        { school_name: '', country: 'PT', city: 'Porto' },
        { 'School name': 'Elsewhere', Country: 'Atlantis', City: 'Canopy' },
      ],
      countryOf,
    );
    expect(parsed.candidates.map((candidate) => candidate.values)).toEqual([
      expect.objectContaining({
        name: 'Harbourview',
        countryCode: 'PT',
        city: 'Lisbon',
        website: 'https://hv.example',
        curriculums: ['ib-pyp', 'ib-myp', 'ib-dp'],
      }),
      expect.objectContaining({ name: 'Elsewhere', countryCode: 'Atlantis' }),
    ]);
    expect(parsed.skipped.map((record) => [record.line, record.reason])).toEqual([
      [2, 'noCity'],
      [3, 'noName'],
    ]);
  });

  it.each([
    ['DP', 'ib-dp'],
    ['IB Diploma Programme', 'ib-dp'],
    ['Career-related Programme', 'ib-cp'],
    ['IGCSE', 'igcse'],
  ])('reads the programme %s as %s', (programme, slug) => {
    expect(curriculumSlugOf(programme)).toBe(slug);
  });
});

describe('one school twice', () => {
  it('compares names as pg_trgm does: word order and accents do not count', () => {
    expect(
      nameSimilarity('International School of Lakeside', 'Lakeside International School'),
    ).toBeGreaterThan(0.9);
    expect(nameSimilarity('École du Parc', 'ecole du parc')).toBe(1);
    expect(nameSimilarity('Harbourview International School', 'Lakeside Heights Academy')).toBeLessThan(0.2);
    // Alike only in what they are, not in which one: two schools.
    expect(nameSimilarity('Geneva International School', 'International School of Lakeside')).toBe(0);
  });

  it('is alike names within a kilometre, or in the same city when either has no coordinates', () => {
    const school = {
      name: 'Harbourview International School',
      countryCode: 'PT',
      city: 'Lisbon',
      latitude: 38.71,
      longitude: -9.15,
    };
    expect(sameSchool(school, { ...school, latitude: 38.711, longitude: -9.151 })).toBe(true);
    expect(sameSchool(school, { ...school, latitude: 38.8, longitude: -9.15 })).toBe(false);
    expect(sameSchool(school, { ...school, latitude: null, longitude: null, city: 'lisbon' })).toBe(true);
    expect(sameSchool(school, { ...school, countryCode: 'ES' })).toBe(false);
  });
});
