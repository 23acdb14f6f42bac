import type { RawBuilder } from 'kysely';
import { countryByCode, countryName } from '@/core/server/countries/countries';
import type { Db } from '@/core/server/db/database';
import type { LanguageCode } from '@/core/shared/languages';
import type { SchoolsQuery } from '@/modules/openschool/shared/school-filter-input';
import { parseSort } from '@/modules/openschool/shared/schools-query';
import type { ExchangeRateItem } from '../fees/exchange-rate-repository';
import { listFilterOf } from './search-filter';
import { listSchools, type SchoolListRow, schoolPointsQuery } from './search-repository';
import { approximateSearch, exactSearch, planSearch, type SearchPlan, searchWordsOf } from './search-words';

// The one way into school search: callers (resolvers, the map layer) import this file only, so
// the engine behind it (Postgres trigrams and word counts today) can change without touching them.

/**
 * What a search (`q`) adds to a GraphQL document's cost: a document then holds four at most. A
 * misspelt search reads the table of words, then schools by a regular expression of the close
 * words: about 30 ms at 100,000 schools on the embedded database, the server's only thread.
 */
export const SEARCH_COST = 1_000;

export interface SchoolCard {
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
  boarding: boolean | null;
  /** Average of the approved ratings, null when none. */
  rating: number | null;
  ratingCount: number;
  /** The system its school years are named in (UK, US, FR, IB, DE). */
  gradeSystem: string;
  /** With a child's age asked: the fees of that school year; null otherwise, or when not given. */
  yearFees: SchoolYearFees | null;
  /** With a family asked: each child's school year here and the family's first year; else null. */
  family: FamilyFees | null;
  updatedAt: Date;
}

/** A child's school year at a school: its age there and its fees in US dollars (null: not given). */
export interface FamilyYearFees {
  childIndex: number;
  age: number;
  tuitionUsd: number | null;
  firstYearUsd: number | null;
}

/** A family at a school: each child's year, and their first years together (null: a fee unknown). */
export interface FamilyFees {
  years: FamilyYearFees[];
  firstYearUsd: number | null;
}

const dollarsOf = (cents: number | string | null) => (cents === null ? null : Number(cents) / 100);

function familyFeesOf(row: SchoolListRow): FamilyFees | null {
  if (!row.family_years) return null;
  return {
    years: row.family_years.map(([age, tuition, firstYear], childIndex) => ({
      childIndex,
      age,
      tuitionUsd: dollarsOf(tuition),
      firstYearUsd: dollarsOf(firstYear),
    })),
    firstYearUsd: dollarsOf(row.family_first_year_usd_cents),
  };
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
  items: SchoolCard[];
  /** The rate of the currency asked for, to show fees in it too; null when none was asked. */
  currency: ExchangeRateItem | null;
  /** True when the words as typed found nothing and these are close matches (typos tolerated). */
  approximate: boolean;
}

function toSchoolCard(row: SchoolListRow, lang: LanguageCode, age?: number): SchoolCard {
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
    family: familyFeesOf(row),
    updatedAt: row.updated_at,
  };
}

/** A search of the listed schools: its filter checked, its words planned as typed. */
export interface SchoolSearch {
  /**
   * One page of the matches, sorted. When the words as typed find nothing, close words are
   * tried: the page says so with `approximate`.
   */
  page(lang: LanguageCode): Promise<SchoolPageResult>;
  /**
   * The points on the map of every match that has a position: the exact words (a map shows what
   * the list would, not close matches).
   */
  points(): RawBuilder<unknown>;
}

/**
 * Schools of a `schools` query: filtered (see listFilterOf for the refusals), searched by words
 * in names, cities and country names (any of the 20 languages).
 */
export async function searchSchools(db: Db, query: SchoolsQuery): Promise<SchoolSearch> {
  const { filter, rate } = await listFilterOf(db, query.filter);
  const words = query.filter.q ? searchWordsOf(query.filter.q) : [];
  const exact = await planSearch(db, exactSearch(words));
  const options = {
    sort: parseSort(query.sort),
    limit: query.limit,
    offset: (query.page - 1) * query.limit,
  };
  const listed = async (plan: SearchPlan) => {
    if (plan.findsNothing) return { rows: [], count: 0, countIsLowerBound: false };
    return listSchools(db, { ...options, filter: { ...filter, words: plan.words } });
  };
  return {
    page: async (lang) => {
      let approximate = false;
      let found = await listed(exact);
      if (found.count === 0 && words.length > 0) {
        const close = await approximateSearch(db, words);
        if (close) {
          found = await listed(await planSearch(db, close));
          approximate = found.count > 0;
        }
      }
      return {
        pageInfo: { count: found.count, limit: query.limit, page: query.page },
        countIsLowerBound: found.countIsLowerBound,
        items: found.rows.map((row) => toSchoolCard(row, lang, filter.age)),
        currency: rate,
        approximate,
      };
    },
    // No school has a word no school has: the points of a filter that matches nothing.
    points: () =>
      schoolPointsQuery(
        db,
        exact.findsNothing ? filter : { ...filter, words: exact.words },
        exact.findsNothing,
      ),
  };
}
