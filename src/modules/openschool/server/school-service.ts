import { sql } from 'kysely';
import { countryByCode, countryName } from '../../../core/server/countries/countries';
import type { Db } from '../../../core/server/db/database';
import type { GraphQLContext } from '../../../core/server/graphql/context';
import { requestLoader } from '../../../core/server/graphql/request-loader';
import { parseSort, type SchoolsQuery } from '../shared/schools-query';
import type { ExchangeRateItem } from './exchange-rate-repository';
import { listGrades } from './school-detail-repository';
import { listFilterOf } from './school-list-filter';
import { curriculumsOfSchools } from './school-list-reference';
import {
  countSchoolsByCountry,
  listSchools,
  type SchoolListRow,
  type SearchWord,
  schoolPointsOf,
} from './school-repository';
import { approximateSearch, exactSearch, planSearch, searchWordsOf } from './school-search';

export interface SchoolListItem {
  id: string;
  name: string;
  slug: string;
  city: string;
  countryCode: string;
  countrySlug: string;
  countryName: string;
  /** Average yearly fee in USD, null when unknown. */
  avgFees: number | null;
  ageFrom: number | null;
  ageTo: number | null;
  boarding: boolean;
  /** Average of the approved ratings, null when none. */
  rating: number | null;
  ratingCount: number;
  /** The system its school years are named in (UK, US, FR, IB, DE). */
  gradeSystem: string;
  /** With a child's age asked: the fees of that school year; null otherwise, or when not given. */
  yearFees: SchoolYearFees | null;
  updatedAt: Date;
}

/** What one school year costs at a school, in US dollars, as its fee table shows it. */
export interface SchoolYearFees {
  age: number;
  tuitionUsd: number;
  /** The year's tuition plus every one-off fee (registration, deposit…). */
  firstYearUsd: number;
}

export interface SchoolPageResult {
  pageInfo: { count: number; limit: number; page: number };
  /** True when more schools match than `pageInfo.count`, where counting stopped (COUNT_CAP). */
  countIsLowerBound: boolean;
  items: SchoolListItem[];
  /** The rate of the currency asked for, to show fees in it too; null when none was asked. */
  currency: ExchangeRateItem | null;
  /** True when the words as typed found nothing and these are close matches (typos tolerated). */
  approximate: boolean;
}

/** What finding schools needs of a request: its database and language. */
export type SchoolListContext = Pick<GraphQLContext, 'db' | 'lang'>;

function toListItem(row: SchoolListRow, lang: GraphQLContext['lang'], age?: number): SchoolListItem {
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    city: row.city,
    countryCode: row.country_code,
    countrySlug: countryByCode(row.country_code)?.slug ?? row.country_code.toLowerCase(),
    countryName: countryName(row.country_code, lang),
    avgFees: row.avg_fees_usd_cents === null ? null : row.avg_fees_usd_cents / 100,
    ageFrom: row.age_from,
    ageTo: row.age_to,
    boarding: row.boarding,
    rating: row.rating_avg === null ? null : Number(row.rating_avg),
    ratingCount: row.rating_count,
    gradeSystem: row.grade_system,
    yearFees:
      age === undefined || row.year_tuition_usd_cents === null || row.year_first_year_usd_cents === null
        ? null
        : {
            age,
            tuitionUsd: row.year_tuition_usd_cents / 100,
            firstYearUsd: row.year_first_year_usd_cents / 100,
          },
    updatedAt: row.updated_at,
  };
}

/**
 * A page of listed schools: filtered (see listFilterOf for the refusals), searched by words in
 * names, cities and country names (any of the 20 languages), sorted. When the words as typed
 * find nothing, close words are tried: the page says so with `approximate`.
 */
export async function findSchools(
  context: SchoolListContext,
  query: SchoolsQuery,
): Promise<SchoolPageResult> {
  const { filter, rate } = await listFilterOf(context.db, query);
  const words = query.q ? searchWordsOf(query.q) : [];
  const options = {
    sort: parseSort(query.sort),
    limit: query.limit,
    offset: (query.page - 1) * query.limit,
  };
  const search = async (searchWords: SearchWord[]) => {
    const plan = await planSearch(context.db, searchWords);
    if (plan.findsNothing) return { rows: [], count: 0, countIsLowerBound: false };
    return listSchools(context.db, { ...options, filter: { ...filter, words: plan.words } });
  };
  let approximate = false;
  let found = await search(exactSearch(words));
  if (found.count === 0 && words.length > 0) {
    const close = await approximateSearch(context.db, words);
    if (close) {
      found = await search(close);
      approximate = found.count > 0;
    }
  }
  return {
    pageInfo: { count: found.count, limit: query.limit, page: query.page },
    countIsLowerBound: found.countIsLowerBound,
    items: found.rows.map((row) => toListItem(row, context.lang, filter.age)),
    currency: rate,
    approximate,
  };
}

/**
 * The curriculums a listed school teaches, by name: one query for all the schools of a request
 * that are asked for them, none when no one asks (the home page's cards do not).
 */
export const curriculumsOfSchool = requestLoader(async (context: Pick<GraphQLContext, 'db'>, ids) => {
  const bySchool = await curriculumsOfSchools(context.db, [...ids]);
  return ids.map((id) => bySchool.get(id) ?? []);
});

/**
 * The school year of an age in a system (`UK` 11 → Year 7), null when the system has none: one
 * query for every school of a request that asks.
 */
export const gradeOfAge = requestLoader(async (context: Pick<GraphQLContext, 'db'>, keys) => {
  const grades = await listGrades(context.db);
  const byKey = new Map(grades.map((grade) => [gradeKeyOf(grade.system, grade.ageFrom), grade]));
  return keys.map((key) => byKey.get(key) ?? null);
});

/** The key of `gradeOfAge`: a system and an age. */
export const gradeKeyOf = (system: string, age: number) => `${system}:${age}`;

export interface CountryCount {
  code: string;
  name: string;
  slug: string;
  count: number;
}

const collators = new Map<string, Intl.Collator>();

/** The collator of a language, made once: making one costs more than sorting 200 names with it. */
function collatorOf(lang: string): Intl.Collator {
  let collator = collators.get(lang);
  if (!collator) {
    collator = new Intl.Collator(lang);
    collators.set(lang, collator);
  }
  return collator;
}

/** Countries that have schools, with their count, sorted by name in the request's language. */
export async function schoolsCountByCountry(context: SchoolListContext): Promise<CountryCount[]> {
  const collator = collatorOf(context.lang);
  const counts = await countSchoolsByCountry(context.db);
  return counts
    .map(({ countryCode, count }) => ({
      code: countryCode,
      name: countryName(countryCode, context.lang),
      slug: countryByCode(countryCode)?.slug ?? countryCode.toLowerCase(),
      count,
    }))
    .sort((a, b) => collator.compare(a.name, b.name));
}

/**
 * The points of a list of schools on the map: the list's filters and search words as its page
 * applies them (the exact words: a map shows what the list would, not close matches), every
 * listed school of them that has a position.
 */
export async function schoolPointsOfList(db: Db, query: SchoolsQuery) {
  const { filter } = await listFilterOf(db, query);
  const plan = await planSearch(db, exactSearch(query.q ? searchWordsOf(query.q) : []));
  // No school has a word no school has: the points of a filter that matches nothing.
  const words = plan.findsNothing ? undefined : plan.words;
  return words
    ? schoolPointsOf(db, { ...filter, words })
    : schoolPointsOf(db, filter).where(sql<boolean>`false`);
}
