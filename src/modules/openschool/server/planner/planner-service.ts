import { countryByCode } from '@/core/server/countries/countries';
import { AppError } from '@/core/server/errors';
import type { GraphQLContext } from '@/core/server/graphql/context';
import { admissionsOf, isStale, type Place } from '@/modules/openschool/shared/admissions';
import { type Money, sumMoney } from '@/modules/openschool/shared/money';
import { type Placement, placeChild } from '@/modules/openschool/shared/planner/placement';
import type { RelocationPlanInput } from '@/modules/openschool/shared/planner/planner-input';
import { continuityOf, rankSchools } from '@/modules/openschool/shared/planner/ranking';
import { feesAtAgeOf } from '../compare/compare-at-age';
import { loadComparedSchools } from '../compare/compare-repository';
import type { SchoolComparison } from '../compare/compare-service';
import { EXCHANGE_RATE_MAP } from '../fees/exchange-rate-repository';
import {
  curriculumKey,
  type DestinationSchool,
  destinationSchools,
  gradeSystemRules,
} from './planner-repository';

/** A child's school year at one school: the placement in the school's system and its first year. */
export interface PlannedYear {
  childIndex: number;
  placement: Placement;
  /** A year's tuition plus the one-off fees, in the school's currency; null when not given. */
  firstYear: Money | null;
  /** Whether that school year has places, as the school's admissions say; null when they do not. */
  places: (Pick<Place, 'status' | 'confirmedOn'> & { stale: boolean }) | null;
}

/** A school of the plan: named and linked as the comparison names it. */
export interface PlannedSchool
  extends Pick<SchoolComparison, 'id' | 'name' | 'slug' | 'city' | 'countryCode' | 'countrySlug'> {
  gradeSystem: string;
  /** 2 the current curriculum, 1 one of its family, 0 neither. */
  continuity: number;
  years: PlannedYear[];
  placesForAll: boolean;
  /** Every child's first year, in the family's currency; null when a school gives no fee for one. */
  total: Money | null;
  totalMinor: number | null;
  overBudget: boolean;
}

export interface RelocationPlan {
  currency: string;
  /** Each child's placement in every system the destination's schools teach. */
  children: { index: number; birthDate: string; placements: Placement[] }[];
  /** Schools teaching every child's year, best continuity first; at most PLANNER_MAX_SCHOOLS. */
  schools: PlannedSchool[];
  budget: Money | null;
}

const teaches = (school: DestinationSchool, placement: Placement) =>
  placement.grade !== null &&
  school.age_from !== null &&
  school.age_to !== null &&
  school.age_from <= placement.age &&
  placement.age <= school.age_to;

/**
 * A family's relocation plan: each child placed in the school year of every system taught at
 * the destination (by each system's cut-off), and the destination's schools that teach every
 * child's year, ranked by continuity with the current curriculum, with the family's first-year
 * total (all children, one-off fees included) in the family's currency.
 */
export async function relocationPlan(
  context: Pick<GraphQLContext, 'db' | 'kept'>,
  input: RelocationPlanInput,
): Promise<RelocationPlan> {
  const { db } = context;
  if (!countryByCode(input.countryCode)) throw new AppError('country.invalid', { field: 'countryCode' });
  const rates = await context.kept.read(EXCHANGE_RATE_MAP);
  const rate = rates.get(input.currency);
  if (!rate) throw new AppError('currency.invalid', { field: 'currency' });
  const current = input.curriculum ? await curriculumKey(db, input.curriculum) : null;
  if (input.curriculum && !current) throw new AppError('curriculum.invalid', { field: 'curriculum' });

  const schools = await destinationSchools(db, input);
  const rules = await gradeSystemRules(db, [...new Set(schools.map((school) => school.grade_system))]);
  const placements = input.children.map((child) =>
    rules.map((rule) => placeChild(child.birthDate, input.moveDate, rule)),
  );
  const placementIn = (index: number, system: string) =>
    placements[index]?.find((placement) => placement.system === system);

  const fitting = schools.filter((school) =>
    input.children.every((_, index) => {
      const placement = placementIn(index, school.grade_system);
      return placement !== undefined && teaches(school, placement);
    }),
  );
  const rows = await loadComparedSchools(
    db,
    fitting.map((school) => school.id),
  );
  const budgetMinor = input.budget === undefined ? null : Math.round(input.budget * 10 ** rate.minorDigits);
  const fittingById = new Map(fitting.map((school) => [school.id, school]));
  const today = new Date();
  const planned = rows.schools.flatMap((row): PlannedSchool[] => {
    const school = fittingById.get(row.id);
    if (!school) return [];
    const places = admissionsOf(school.admissions).places;
    const years = input.children.map((_, index): PlannedYear => {
      const placement = placementIn(index, school.grade_system)!;
      const fees = feesAtAgeOf(row, rows, rates, placement.age);
      const firstYear = fees.firstYear
        ? {
            amountMinor: fees.firstYear.amountMinor,
            currency: fees.firstYear.currency,
            minorDigits: fees.firstYear.minorDigits,
          }
        : null;
      const place = places.find((entry) => entry.age === placement.age);
      return {
        childIndex: index,
        placement,
        firstYear,
        places: place
          ? { status: place.status, confirmedOn: place.confirmedOn, stale: isStale(place.confirmedOn, today) }
          : null,
      };
    });
    const amounts = years.flatMap((year) => (year.firstYear ? [year.firstYear] : []));
    const total = amounts.length === years.length ? sumMoney(amounts, input.currency, rates) : null;
    return [
      {
        id: row.id,
        name: row.name,
        slug: row.slug,
        city: row.city,
        countryCode: row.country_code,
        countrySlug: countryByCode(row.country_code)?.slug ?? row.country_code.toLowerCase(),
        gradeSystem: row.grade_system,
        continuity: continuityOf(current, school.curriculums),
        years,
        placesForAll: years.every((year) => year.places?.status === 'open'),
        total,
        totalMinor: total?.amountMinor ?? null,
        overBudget: budgetMinor !== null && total !== null && total.amountMinor > budgetMinor,
      },
    ];
  });
  return {
    currency: input.currency,
    children: input.children.map((child, index) => ({
      index,
      birthDate: child.birthDate,
      placements: placements[index] ?? [],
    })),
    schools: rankSchools(planned),
    budget:
      budgetMinor === null
        ? null
        : { amountMinor: budgetMinor, currency: rate.currency, minorDigits: rate.minorDigits },
  };
}
