import { countryByCode } from '@/core/server/countries/countries';
import type { Db } from '@/core/server/db/database';
import { AppError } from '@/core/server/errors';
import { todayIso } from '@/modules/openschool/shared/family';
import type { SchoolFilterQuery } from '@/modules/openschool/shared/school-filter-input';
import type { ExchangeRateItem } from '../fees/exchange-rate-repository';
import { familySchoolAges } from '../planner/family-placement';
import { gradeAge } from '../reference/grade-repository';
import { curriculumIdsBySlug, feeBoundsInUsd } from './search-reference';
import type { SchoolListFilter } from './search-repository';

const dateText = (value: Date | string) =>
  typeof value === 'string' ? value.slice(0, 10) : value.toISOString().slice(0, 10);

async function curriculumIdsOf(db: Db, slugs: string[] | undefined): Promise<string[] | undefined> {
  if (!slugs) return undefined;
  const ids = await curriculumIdsBySlug(db, slugs);
  if (slugs.some((slug) => !ids.has(slug)))
    throw new AppError('curriculum.invalid', { field: 'curriculums' });
  return [...ids.values()];
}

/** The age a grade (`UK-Y7`) stands for: the age a child starts it. */
async function ageOfGrade(db: Db, grade: string | undefined): Promise<number | undefined> {
  if (!grade) return undefined;
  const [system = '', code = ''] = grade.split(/-(.*)/s);
  const age = await gradeAge(db, system, code);
  if (age === undefined) throw new AppError('grade.invalid', { field: 'grade' });
  return age;
}

/** The rate of the currency asked for, and the fee bounds given in it converted to US cents. */
async function feesOf(db: Db, query: SchoolFilterQuery) {
  const hasBounds = query.feeMin !== undefined || query.feeMax !== undefined;
  if (!query.currency && !hasBounds) return { rate: null, bounds: {} };
  const currency = query.currency ?? 'USD';
  const found = await feeBoundsInUsd(db, currency, { min: query.feeMin, max: query.feeMax });
  if (!found) throw new AppError('currency.invalid', { field: 'currency' });
  const rate: ExchangeRateItem = {
    currency,
    unitsPerUsd: found.unitsPerUsd,
    minorDigits: found.minorDigits,
    asOf: dateText(found.asOf),
  };
  return {
    rate: query.currency ? rate : null,
    bounds: {
      ...(found.minCents === null ? {} : { feeMinUsdCents: found.minCents }),
      ...(found.maxCents === null ? {} : { feeMaxUsdCents: found.maxCents }),
    },
  };
}

/**
 * The list filter of a `schools` query, its references checked: an unknown country, curriculum,
 * grade or currency is refused with `country.invalid`, `curriculum.invalid`, `grade.invalid` or
 * `currency.invalid`; a child too young for any school year with `family.too.young`. Also the rate of the currency asked for (null: none asked).
 */
export async function listFilterOf(
  db: Db,
  query: SchoolFilterQuery,
): Promise<{ filter: SchoolListFilter; rate: ExchangeRateItem | null }> {
  if (query.country && !countryByCode(query.country)) {
    throw new AppError('country.invalid', { field: 'country' });
  }
  // One after the other: PGlite has a single connection, and the first refusal should win.
  const curriculumIds = await curriculumIdsOf(db, query.curriculums);
  const gradeAgeValue = await ageOfGrade(db, query.grade);
  const family = query.children
    ? await familySchoolAges(db, query.children, query.move ?? todayIso())
    : undefined;
  const fees = await feesOf(db, query);
  // The filters the SQL reads as given (city, languages, boarding…), beside those resolved here.
  const { q, country, curriculums, grade, children, move, currency, feeMin, feeMax, basis, ...given } = query;
  const filter: SchoolListFilter = {
    ...given,
    countryCode: country,
    curriculumIds,
    age: query.age ?? gradeAgeValue,
    family,
    feeBasis: basis,
    ...fees.bounds,
  };
  return { filter, rate: fees.rate };
}
