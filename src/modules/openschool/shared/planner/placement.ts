import type { GradeName } from '../fee-table';
import { type CalendarDate, dateOf, daysBetween, isoOf } from './calendar-date';

/** A grade system as data (migration 017): its cut-off and its school years, youngest first. */
export interface GradeSystemRule {
  system: string;
  cutoffMonth: number;
  cutoffDay: number;
  /** The date is the common one; states, Länder or schools may use another. */
  cutoffVaries: boolean;
  sourceUrl: string | null;
  grades: readonly GradeName[];
}

/** Born this close to a cut-off (days either side), a child may be placed a year up or down. */
export const BORDERLINE_DAYS = 30;

export type PlacementStatus = 'placed' | 'too-young' | 'too-old';

/** Where a child lands in one system for the school year of the move. */
export interface Placement {
  system: string;
  status: PlacementStatus;
  /** Null unless placed. */
  grade: GradeName | null;
  /** The age reached on the cut-off day: the age of the school year joined. */
  age: number;
  /** `2027-2028`: the school year the child joins. */
  schoolYear: string;
  /** The cut-off day that decides it, `2027-08-31`. */
  cutoff: string;
  cutoffVaries: boolean;
  sourceUrl: string | null;
  /** Born within BORDERLINE_DAYS of the cut-off: a school may place the child in `alternative`. */
  borderline: boolean;
  /** For a borderline child: the year below (youngest of the cohort) or above (oldest). */
  alternative: GradeName | null;
  /** The move falls after the school year's first weeks (October to June). */
  midYear: boolean;
}

/**
 * The calendar year the school year joined starts in: a school year starts in August (as
 * `academicYearOf` says); a move in July joins the one starting the month after.
 */
export function schoolYearStartOf(move: CalendarDate): number {
  return move.month >= 7 ? move.year : move.year - 1;
}

/** Whole years from birth to a day; a 29 February birthday is reached on 1 March in other years. */
export function ageOn(birth: CalendarDate, day: CalendarDate): number {
  const before = day.month < birth.month || (day.month === birth.month && day.day < birth.day);
  return day.year - birth.year - (before ? 1 : 0);
}

/** The cut-off of a year, on the last valid day of the month when the year has no such day. */
function cutoffIn(rule: GradeSystemRule, year: number): CalendarDate {
  const last = new Date(Date.UTC(year, rule.cutoffMonth, 0)).getUTCDate();
  return { year, month: rule.cutoffMonth, day: Math.min(rule.cutoffDay, last) };
}

/**
 * Days from the cohort boundary nearest the birth: 0 for a child born on the cut-off day (the
 * youngest of the older cohort) or the day after (the oldest of the younger one), and on
 * which side of it the child was born.
 */
function distanceToCutoff(rule: GradeSystemRule, birth: CalendarDate) {
  let nearest = { days: Number.POSITIVE_INFINITY, youngest: true };
  for (const year of [birth.year - 1, birth.year, birth.year + 1]) {
    const gap = daysBetween(birth, cutoffIn(rule, year));
    // gap ≥ 0: born on or before that cut-off; else |gap| days after it, |gap| − 1 from the day after.
    const side = gap >= 0 ? { days: gap, youngest: true } : { days: -gap - 1, youngest: false };
    if (side.days < nearest.days) nearest = side;
  }
  return nearest;
}

/**
 * The school year a child joins in one system when the family moves: the child's age on the
 * system's cut-off day of that school year names the grade starting at that age. Too young
 * or too old for every grade of the system is said as such, not placed.
 */
export function placeChild(birthDate: string, moveDate: string, rule: GradeSystemRule): Placement {
  const birth = dateOf(birthDate);
  const move = dateOf(moveDate);
  const start = schoolYearStartOf(move);
  const cutoff = cutoffIn(rule, start);
  const age = ageOn(birth, cutoff);
  const grades = rule.grades.toSorted((a, b) => a.ageFrom - b.ageFrom);
  const gradeAt = (years: number) => grades.findLast((grade) => grade.ageFrom === years) ?? null;
  const grade = gradeAt(age);
  const first = grades[0]?.ageFrom ?? Number.POSITIVE_INFINITY;
  const status: PlacementStatus = grade ? 'placed' : age < first ? 'too-young' : 'too-old';
  const distance = distanceToCutoff(rule, birth);
  const borderline = grade !== null && distance.days <= BORDERLINE_DAYS;
  return {
    system: rule.system,
    status,
    grade,
    age,
    schoolYear: `${start}-${start + 1}`,
    cutoff: isoOf(cutoff),
    cutoffVaries: rule.cutoffVaries,
    sourceUrl: rule.sourceUrl,
    borderline,
    alternative: borderline ? gradeAt(distance.youngest ? age - 1 : age + 1) : null,
    midYear: move.month >= 10 || move.month <= 6,
  };
}
