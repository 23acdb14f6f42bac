import { countryName } from '../../../../core/server/countries/countries';
import type { LanguageCode } from '../../../../core/shared/languages';
import { type Admissions, hasAdmissions, isStale, type PlaceStatus } from '../../shared/admissions';
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

export interface SchoolAdmissionsView extends Omit<Admissions, 'places' | 'nationalities'> {
  places: SchoolYearPlacesView[];
  nationalities: { countryCode: string; countryName: string; percent: number }[];
  /** Whether the school has any admissions fact at all. */
  known: boolean;
  /** The facts besides the places were not confirmed within a year (or never). */
  stale: boolean;
}

/**
 * A school's admissions for its page and the planner: places named by the school's own grades
 * (youngest first), nationalities named in the reader's language, and whether each fact is
 * stale on `today`.
 */
export function admissionsView(
  admissions: Admissions,
  grades: readonly GradeRow[],
  lang: LanguageCode,
  today: Date,
): SchoolAdmissionsView {
  return {
    ...admissions,
    places: [...admissions.places]
      .sort((a, b) => a.age - b.age)
      .map((place) => ({
        ...place,
        grade: grades.find((grade) => grade.ageFrom === place.age)?.name ?? null,
        stale: isStale(place.confirmedOn, today),
      })),
    nationalities: admissions.nationalities.map((share) => ({
      ...share,
      countryName: countryName(share.countryCode, lang),
    })),
    known: hasAdmissions(admissions),
    stale: isStale(admissions.confirmedOn, today),
  };
}
