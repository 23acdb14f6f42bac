import { countryName } from '@/core/server/countries/countries';
import type { LanguageCode } from '@/core/shared/languages';
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

export interface SchoolAdmissionsView extends Omit<Admissions, 'places' | 'nationalities'> {
  places: SchoolYearPlacesView[];
  nationalities: { countryCode: string; countryName: string; percent: number }[];
  /** Whether the school has any admissions fact at all. */
  known: boolean;
  /** The facts besides the places were not confirmed within a year (or never). */
  stale: boolean;
}

/** The newer of two days (YYYY-MM-DD), either may be unknown. */
const newer = (a: string | null, b: string | undefined) => (b !== undefined && (a === null || b > a) ? b : a);

/**
 * A school's admissions for its page and the planner: places named by the school's own grades
 * (youngest first), nationalities named in the reader's language, and whether each fact is
 * stale on `today`. A fact members confirmed (`confirmedOn`: fact key to the latest
 * confirmation's day, decision 091) is as fresh as that confirmation; the facts besides the
 * places are fresh when every one of them members can confirm (deadlines, EAL, SEN) was.
 */
export function admissionsView(
  admissions: Admissions,
  grades: readonly GradeRow[],
  lang: LanguageCode,
  today: Date,
  confirmedOn: ReadonlyMap<string, string> = new Map(),
): SchoolAdmissionsView {
  const confirmable = [
    ...admissions.intakes.flatMap((intake) => (intake.deadline ? [`deadline:${intake.name}`] : [])),
    ...(admissions.ealSupport ? ['eal'] : []),
    ...(admissions.senSupport ? ['sen'] : []),
  ];
  const allConfirmed =
    confirmable.length > 0 && confirmable.every((fact) => !isStale(confirmedOn.get(fact) ?? null, today));
  return {
    ...admissions,
    places: [...admissions.places]
      .sort((a, b) => a.age - b.age)
      .map((place) => ({
        ...place,
        grade: grades.find((grade) => grade.ageFrom === place.age)?.name ?? null,
        stale: isStale(newer(place.confirmedOn, confirmedOn.get(`places:${place.age}`)), today),
      })),
    nationalities: admissions.nationalities.map((share) => ({
      ...share,
      countryName: countryName(share.countryCode, lang),
    })),
    known: hasAdmissions(admissions),
    stale: isStale(admissions.confirmedOn, today) && !allConfirmed,
  };
}
