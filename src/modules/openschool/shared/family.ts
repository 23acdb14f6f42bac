import type { z } from 'zod/mini';
import { dateOf, daysBetween } from './planner/calendar-date';

/** How many children a family (and one plan of the planner) places. */
export const PLANNER_MAX_CHILDREN = 6;

/**
 * A child as a parent gives it: a birth date, placed in each school system by its cut-off day
 * (the planner's rules), or, when that is all a parent gives, an age at the start of the school
 * year (the list's `age`), the same in every system.
 */
export type FamilyChild = { birthDate: string; age?: undefined } | { age: number; birthDate?: undefined };

/** The oldest child taken: past every school year of every system (as the planner). */
const MAX_AGE_DAYS = 20 * 366;

export const todayIso = () => new Date().toISOString().slice(0, 10);

/**
 * Whether a child was born before the move and is under 20 then: a birth on or after the move
 * is refused (`planner.birth.invalid`), as the planner refuses it.
 */
export function bornBeforeMove(child: FamilyChild, moveDate: string): boolean {
  if (child.birthDate === undefined) return true;
  const days = daysBetween(dateOf(child.birthDate), dateOf(moveDate));
  return days > 0 && days <= MAX_AGE_DAYS;
}

/** Refuses each child born on or after the move (today without one), as the planner does. */
export function refineFamily(
  input: { children?: readonly FamilyChild[] | undefined; move?: string | undefined },
  context: z.core.$RefinementCtx,
) {
  const move = input.move ?? todayIso();
  input.children?.forEach((child, index) => {
    if (!bornBeforeMove(child, move)) {
      context.addIssue({ code: 'custom', message: 'planner.birth.invalid', path: ['children', index] });
    }
  });
}

/** `2014-09-01,7` → the texts of each child, as the list's and compare's `children` carry them. */
export const familyTextsOf = (text: string | null) =>
  (text ?? '')
    .split(',')
    .map((child) => child.trim())
    .filter(Boolean);

/** A child back as its URL text. */
export const familyChildText = (child: FamilyChild) =>
  child.birthDate === undefined ? String(child.age) : child.birthDate;

/**
 * A child's age at the start of the school year it joins (the age a school year is named by):
 * the same in every system (an age given), or per system (a birth date placed by each system's
 * cut-off day, as the planner places it; a system left out: too young or too old there).
 */
export type ChildSchoolAge = { age: number } | { bySystem: readonly { system: string; age: number }[] };
