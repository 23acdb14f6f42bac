import {
  type Admissions,
  hasAdmissions,
  isStale,
  type PlaceStatus,
} from '@/modules/openschool/shared/admissions';
import type { GradeRow } from '../reference/grade-repository';

/** Places in one school year, as the school page shows them. */
export interface SchoolYearPlacesView {
  age: number;
  /** The school year's name in the school's own system (`Year 7`), null when it has none at that age. */
  grade: string | null;
  status: PlaceStatus;
  confirmedOn: string;
  stale: boolean;
}

export interface SchoolAdmissionsView extends Omit<Admissions, 'places'> {
  places: SchoolYearPlacesView[];
  /** Whether the school has any admissions fact at all. */
  known: boolean;
  /** The facts besides the places were not confirmed within a year (or never). */
  stale: boolean;
}

/** The newer of two days (YYYY-MM-DD), either may be unknown. */
const newer = (a: string | null, b: string | undefined) => (b !== undefined && (a === null || b > a) ? b : a);

/**
 * A school's admissions for its page and the planner: places named by the school's own grades
 * (youngest first), and whether each fact is stale on `today`. A fact members confirmed
 * (`confirmedOn`: fact key to the latest confirmation's day, decision 091) is as fresh as that
 * confirmation; the facts besides the places are fresh when every deadline was.
 */
export function admissionsView(
  admissions: Admissions,
  grades: readonly GradeRow[],
  today: Date,
  confirmedOn: ReadonlyMap<string, string> = new Map(),
): SchoolAdmissionsView {
  const confirmable = admissions.intakes.flatMap((intake) =>
    intake.deadline ? [`deadline:${intake.name}`] : [],
  );
  return {
    ...admissions,
    places: [...admissions.places]
      .sort((a, b) => a.age - b.age)
      .map((place) => ({
        ...place,
        grade: grades.find((grade) => grade.ageFrom === place.age)?.name ?? null,
        stale: isStale(newer(place.confirmedOn, confirmedOn.get(`places:${place.age}`)), today),
      })),
    known: hasAdmissions(admissions),
    stale: isStale(admissions.confirmedOn, today) && !allConfirmedOn(confirmable, confirmedOn, today),
  };
}

/** Whether there are facts members can confirm, and members confirmed every one within a year. */
export const allConfirmedOn = (
  facts: readonly string[],
  confirmedOn: ReadonlyMap<string, string>,
  today: Date,
) => facts.length > 0 && facts.every((fact) => !isStale(confirmedOn.get(fact) ?? null, today));
