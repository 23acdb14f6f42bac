import { describe, expect, it } from 'vitest';
import type { GradeName } from '../fee-table';
import { ageOn, type GradeSystemRule, placeChild } from './placement';

type Year = Omit<GradeName, 'system'>;

const years = (prefix: string, name: string, from: number, to: number, first = 1): Year[] =>
  Array.from({ length: to - from + 1 }, (_, index) => ({
    code: `${prefix}${first + index}`,
    name: `${name} ${first + index}`,
    ageFrom: from + index,
  }));

const rule = (system: string, month: number, day: number, grades: Year[]): GradeSystemRule => ({
  system,
  cutoffMonth: month,
  cutoffDay: day,
  cutoffVaries: false,
  sourceUrl: null,
  grades: grades.map((grade) => ({ ...grade, system })),
});

// England: 4 by 31 August → Reception; the US: 5 by 1 September → Kindergarten.
const UK = rule('UK', 8, 31, [{ code: 'R', name: 'Reception', ageFrom: 4 }, ...years('Y', 'Year', 5, 17)]);
const US = rule('US', 9, 1, [{ code: 'K', name: 'Kindergarten', ageFrom: 5 }, ...years('G', 'Grade', 6, 17)]);
const FR = rule('FR', 12, 31, [
  { code: 'CP', name: 'CP', ageFrom: 6 },
  { code: '6E', name: '6e', ageFrom: 11 },
]);
const DE = rule('DE', 6, 30, years('K', 'Klasse', 6, 17));
const SEPTEMBER_MOVE = '2026-09-01';

const gradeIn = (system: GradeSystemRule, birth: string, move = SEPTEMBER_MOVE) =>
  placeChild(birth, move, system).grade?.name ?? null;

describe('placing a child in a school year', () => {
  it('places a child born on the cut-off day with the older year, and the day after with the younger', () => {
    expect(gradeIn(UK, '2015-08-31')).toBe('Year 7');
    expect(gradeIn(UK, '2015-09-01')).toBe('Year 6');
    expect(gradeIn(US, '2015-09-01')).toBe('Grade 6');
    expect(gradeIn(US, '2015-09-02')).toBe('Grade 5');
  });

  it('lands a child born on 1 September a year apart in England and the US (Year 6, Grade 6 = Year 7)', () => {
    const england = placeChild('2015-09-01', SEPTEMBER_MOVE, UK);
    const us = placeChild('2015-09-01', SEPTEMBER_MOVE, US);
    expect([england.age, us.age]).toEqual([10, 11]);
    expect(england.cutoff).toBe('2026-08-31');
    expect(us.cutoff).toBe('2026-09-01');
  });

  it('counts the calendar year in France and 30 June in Germany', () => {
    expect(gradeIn(FR, '2015-12-31')).toBe('6e');
    expect(gradeIn(FR, '2016-01-01')).toBeNull();
    expect(gradeIn(FR, '2020-01-01')).toBe('CP');
    expect(gradeIn(DE, '2020-06-30')).toBe('Klasse 1');
    expect(gradeIn(DE, '2020-07-01')).toBeNull();
  });

  it('flags a birth within 30 days of the cut-off, with the year a school may choose instead', () => {
    const youngest = placeChild('2015-08-31', SEPTEMBER_MOVE, UK);
    expect(youngest).toMatchObject({ borderline: true, alternative: { name: 'Year 6' } });
    const oldest = placeChild('2015-09-01', SEPTEMBER_MOVE, UK);
    expect(oldest).toMatchObject({ borderline: true, alternative: { name: 'Year 7' } });
    expect(placeChild('2015-08-01', SEPTEMBER_MOVE, UK).borderline).toBe(true);
    expect(placeChild('2015-07-31', SEPTEMBER_MOVE, UK).borderline).toBe(false);
    expect(placeChild('2015-10-01', SEPTEMBER_MOVE, UK).borderline).toBe(true);
    expect(placeChild('2015-10-02', SEPTEMBER_MOVE, UK)).toMatchObject({
      borderline: false,
      alternative: null,
    });
    // Across the new year: a French child born on 2 January is the oldest of the year.
    expect(placeChild('2015-01-02', SEPTEMBER_MOVE, FR).borderline).toBe(true);
  });

  it('joins the running school year on a move mid-year, and the next one on a move in July', () => {
    const march = placeChild('2015-06-15', '2027-03-15', UK);
    expect(march).toMatchObject({ schoolYear: '2026-2027', midYear: true, grade: { name: 'Year 7' } });
    const july = placeChild('2015-06-15', '2027-07-10', UK);
    expect(july).toMatchObject({ schoolYear: '2027-2028', midYear: false, grade: { name: 'Year 8' } });
    expect(placeChild('2015-06-15', '2027-06-30', UK).schoolYear).toBe('2026-2027');
  });

  it('reaches a 29 February birthday on 1 March in other years', () => {
    expect(ageOn({ year: 2016, month: 2, day: 29 }, { year: 2027, month: 2, day: 28 })).toBe(10);
    expect(ageOn({ year: 2016, month: 2, day: 29 }, { year: 2027, month: 3, day: 1 })).toBe(11);
    const leapCutoff = rule('XX', 2, 29, years('L', 'Level', 5, 17));
    // In 2027 the cut-off falls on 28 February: not yet 11.
    expect(placeChild('2016-02-29', '2027-09-01', leapCutoff)).toMatchObject({
      cutoff: '2027-02-28',
      age: 10,
      borderline: true,
    });
    expect(placeChild('2016-02-29', '2028-09-01', leapCutoff)).toMatchObject({
      cutoff: '2028-02-29',
      age: 12,
    });
  });

  it('says when a child is too young or too old for every year of a system', () => {
    expect(placeChild('2024-01-15', SEPTEMBER_MOVE, UK)).toMatchObject({ status: 'too-young', grade: null });
    expect(placeChild('2007-01-15', SEPTEMBER_MOVE, UK)).toMatchObject({ status: 'too-old', grade: null });
    expect(placeChild('2022-08-31', SEPTEMBER_MOVE, UK)).toMatchObject({ status: 'placed', age: 4 });
    expect(placeChild('2022-09-01', SEPTEMBER_MOVE, UK)).toMatchObject({
      status: 'too-young',
      borderline: false,
    });
  });
});
