/** A curriculum as the ranking compares them. */
export interface CurriculumKey {
  slug: string;
  family: string;
}

/**
 * How well a school continues the child's current curriculum: 2 it teaches the same one, 1 one
 * of the same family (IGCSE after the English National Curriculum, MYP after PYP), 0 neither
 * (or no current curriculum given).
 */
export function continuityOf(current: CurriculumKey | null, taught: readonly CurriculumKey[]): 0 | 1 | 2 {
  if (!current) return 0;
  if (taught.some((curriculum) => curriculum.slug === current.slug)) return 2;
  return taught.some((curriculum) => curriculum.family === current.family) ? 1 : 0;
}

/** What the ranking reads of a school in the plan. */
export interface RankedSchool {
  name: string;
  continuity: number;
  /** Every child's school year has places open, as the school's admissions say. */
  placesForAll: boolean;
  /** The family's first-year total in its currency's minor unit; null when a fee is not given. */
  totalMinor: number | null;
}

/**
 * The planner's order: best continuity first, then the schools with places open for every
 * child, then the cheapest first year for the family (unknown totals last), then by name.
 */
export function rankSchools<T extends RankedSchool>(schools: readonly T[]): T[] {
  return schools.toSorted(
    (a, b) =>
      b.continuity - a.continuity ||
      Number(b.placesForAll) - Number(a.placesForAll) ||
      (a.totalMinor ?? Number.POSITIVE_INFINITY) - (b.totalMinor ?? Number.POSITIVE_INFINITY) ||
      a.name.localeCompare(b.name),
  );
}
