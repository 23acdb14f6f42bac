import { countryByCode, countryName } from '@/core/server/countries/countries';
import { AppError } from '@/core/server/errors';
import type { GraphQLContext } from '@/core/server/graphql/context';
import { type FamilyChild, todayIso } from '@/modules/openschool/shared/family';
import type { GradeName } from '@/modules/openschool/shared/fee-table';
import type { ShownFacts } from '@/modules/openschool/shared/school-catalogue';
import { isSchoolId } from '@/modules/openschool/shared/shortlist-input';
import { EXCHANGE_RATE_MAP } from '../fees/exchange-rate-repository';
import type { GradeFeesView } from '../fees/school-detail-fees';
import { childAgeIn, familySchoolAges } from '../planner/family-placement';
import { gradeAge, gradeNameOf } from '../reference/grade-repository';
import { shownFactsOfRow } from '../schools/school-columns';
import { feesAtAgeOf } from './compare-at-age';
import { type ComparedFee, feesOf, type TuitionRange } from './compare-fees';
import { type ComparedRows, loadComparedSchools } from './compare-repository';

export interface ComparedCurriculum {
  id: string;
  slug: string;
  name: string;
  shortName: string | null;
}

export interface SchoolComparison extends ShownFacts {
  id: string;
  name: string;
  slug: string;
  city: string;
  countryCode: string;
  countrySlug: string;
  countryName: string;
  avgFees: number | null;
  tuition: TuitionRange | null;
  oneOffFees: ComparedFee[];
  extraFees: ComparedFee[];
  curriculums: ComparedCurriculum[];
  /** The school years it starts and ends at, named by GraphQL in the reader's language. */
  gradeFrom: GradeName | null;
  gradeTo: GradeName | null;
  ratingAvg: number | null;
  ratingCount: number;
  updatedAt: Date;
}

/** A compared school's school year, tuition and first-year total for the child's age. */
export interface ComparedYearFees {
  schoolId: string;
  fees: GradeFeesView;
}

/** One child of a family compared: each school's figures for the year it joins there. */
export interface ComparedChild {
  childIndex: number;
  atAge: ComparedYearFees[];
}

export interface SchoolComparisonList {
  /** The child's age the figures are for (a school year asked stands for its age); null: none. */
  age: number | null;
  items: SchoolComparison[];
  /** With a child's age: each school's figures for it, in the order of `items`; else none. */
  atAge: ComparedYearFees[];
  /** With children: one row per child, each school's figures for that child's year; else none. */
  family: ComparedChild[];
  /** Ids asked for that name no listed school: left out, so the page can say so. */
  unknownIds: string[];
}

function comparisonOf(
  school: ComparedRows['schools'][number],
  rows: ComparedRows,
  lang: GraphQLContext['lang'],
): SchoolComparison {
  const gradeAt = (age: number | null): GradeName | null => {
    const grade =
      age === null
        ? undefined
        : rows.grades.find((entry) => entry.system === school.grade_system && entry.age_from === age);
    return grade ? gradeNameOf(grade) : null;
  };
  return {
    id: school.id,
    name: school.name,
    slug: school.slug,
    city: school.city,
    countryCode: school.country_code,
    countrySlug: countryByCode(school.country_code)?.slug ?? school.country_code.toLowerCase(),
    countryName: countryName(school.country_code, lang),
    avgFees: school.avg_fees_usd_cents === null ? null : school.avg_fees_usd_cents / 100,
    ...feesOf(rows.fees.filter((fee) => fee.school_id === school.id)),
    curriculums: rows.curriculums
      .filter((curriculum) => curriculum.school_id === school.id)
      .map((curriculum) => ({
        id: curriculum.id,
        slug: curriculum.slug,
        name: curriculum.name,
        shortName: curriculum.short_name,
      })),
    ...shownFactsOfRow(school),
    gradeFrom: gradeAt(school.age_from),
    gradeTo: gradeAt(school.age_to),
    // numeric comes back as a string from the pg driver.
    ratingAvg: school.rating_avg === null ? null : Number(school.rating_avg),
    ratingCount: school.rating_count,
    updatedAt: school.updated_at,
  };
}

/** The age a school year (`UK-Y7`) stands for; `grade.invalid` when no system has it. */
async function ageOfGrade(context: Pick<GraphQLContext, 'db'>, grade: string): Promise<number> {
  const [system = '', code = ''] = grade.split(/-(.*)/s);
  const age = await gradeAge(context.db, system, code);
  if (age === undefined) throw new AppError('grade.invalid', { field: 'grade' });
  return age;
}

/**
 * The listed schools among `ids`, in the order asked, with what the compare table shows; with
 * a child's age (or school year), each school's figures for that age as its fees tab gives
 * them. Ids naming no listed school (unknown, unpublished, malformed) are returned as
 * `unknownIds`.
 */
export async function compareSchools(
  context: Pick<GraphQLContext, 'db' | 'lang' | 'kept'>,
  input: {
    ids: readonly string[];
    age?: number | undefined;
    grade?: string | undefined;
    children?: readonly FamilyChild[] | undefined;
    move?: string | undefined;
  },
): Promise<SchoolComparisonList> {
  const { ids } = input;
  const age = input.grade ? await ageOfGrade(context, input.grade) : (input.age ?? null);
  const family = input.children
    ? await familySchoolAges(context.db, input.children, input.move ?? todayIso())
    : null;
  const [rows, rates] = await Promise.all([
    loadComparedSchools(context.db, ids.filter(isSchoolId)),
    age === null && family === null ? null : context.kept.read(EXCHANGE_RATE_MAP),
  ]);
  const byId = new Map(rows.schools.map((school) => [school.id, school]));
  const schools = ids.flatMap((id) => byId.get(id) ?? []);
  return {
    age,
    items: schools.map((school) => comparisonOf(school, rows, context.lang)),
    // Apart from the schools (which the client caches by id), as they depend on the age asked.
    atAge:
      age === null || !rates
        ? []
        : schools.map((school) => ({ schoolId: school.id, fees: feesAtAgeOf(school, rows, rates, age) })),
    // Each child at the age the school's own system places it (the planner's rules).
    family:
      family === null || !rates
        ? []
        : family.map((child, childIndex) => ({
            childIndex,
            atAge: schools.flatMap((school) => {
              const childAge = childAgeIn(child, school.grade_system);
              return childAge === null
                ? []
                : [{ schoolId: school.id, fees: feesAtAgeOf(school, rows, rates, childAge) }];
            }),
          })),
    unknownIds: ids.filter((id) => !byId.has(id)),
  };
}
