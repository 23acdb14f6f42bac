import { type Expression, type ExpressionBuilder, type SqlBool, sql } from 'kysely';
import { countAll } from '@/core/server/db/count';
import type { Db } from '@/core/server/db/database';
import type { ChildSchoolAge } from '@/modules/openschool/shared/family';
import type { SchoolFilterQuery } from '@/modules/openschool/shared/school-filter-input';
import { LEARNING_SUPPORT_LEVELS } from '@/modules/openschool/shared/school-life';
import type { FeeBasis, ParsedSort } from '@/modules/openschool/shared/schools-query';
import type { OpenSchoolTables } from '../tables';
import {
  type FamilyYearsJson,
  familyFirstYearUsdCents,
  familyYearsJson,
  placesForEveryChild,
  teachesEveryChild,
} from './family-sql';

/** One word of a search: the school's name or city contains one of the patterns, or its country is named. */
export interface SearchWord {
  patterns: string[];
  countryCodes: string[];
  /**
   * In so many schools (`international`: half) that the trigram index would spend more on it
   * than checking it on each school the other words find (see planSearch).
   */
  common?: boolean;
  /**
   * For a misspelt word, the closest word of school names and cities (`Hollysde` → `hollyside`):
   * the schools that have it come first, before the sort asked for.
   */
  closest?: string;
}

/** The filters the search resolves (names to ids, a grade to its age, fees to US cents). */
type ResolvedFilters = 'q' | 'country' | 'curriculums' | 'age' | 'grade' | 'children' | 'move' | 'currency';

/**
 * The `filter` of a `schools` query as the SQL reads it: each filter as the query's schema
 * gave it (a new filter arrives here as its definition declares it), and those the search
 * resolved first.
 */
export interface SchoolListFilter
  extends Partial<Omit<SchoolFilterQuery, ResolvedFilters | 'feeMin' | 'feeMax' | 'basis'>> {
  /** Every word must match, accents and case ignored. */
  words?: SearchWord[];
  /** Only this country's schools (ISO code). */
  countryCode?: string | undefined;
  /** Schools teaching any of these curriculums. */
  curriculumIds?: string[] | undefined;
  /**
   * Schools teaching a child of this age (at the start of the school year), or of a grade's. The
   * fee bounds and the fee sort then read that school year's fee (`feeBasis`) instead of the average.
   */
  age?: number | undefined;
  /**
   * A family: schools teaching every child's school year (never with an age). The fee bounds
   * and the fee sort then read the family's first-year total.
   */
  family?: ChildSchoolAge[] | undefined;
  /** With an age: that year's tuition, or the first year's total with one-off fees. */
  feeBasis?: FeeBasis;
  /** Yearly fee bounds, US cents, inclusive: the average, or with an age that year's fee. */
  feeMinUsdCents?: number;
  feeMaxUsdCents?: number;
}

const SORT_COLUMNS = {
  updatedAt: 'updated_at',
  name: 'name',
  avgFees: 'avg_fees_usd_cents',
  rating: 'rating_avg',
} as const;

/** The columns of a school year's fees (migration 013), as the list's filter names them. */
const YEAR_FEE_COLUMNS = {
  tuition: 'year.tuition_usd_cents',
  firstYear: 'year.first_year_usd_cents',
} as const;

const LIST_COLUMNS = [
  'id',
  'name',
  'slug',
  'city',
  'country_code',
  'avg_fees_usd_cents',
  'age_from',
  'age_to',
  'boarding',
  'rating_avg',
  'rating_count',
  'grade_system',
  'updated_at',
] as const;

type SchoolExpressions = ExpressionBuilder<OpenSchoolTables & { year: YearFeeRow }, 'school' | 'year'>;
type YearFeeRow = OpenSchoolTables['school_year_fee'];

function schools(db: Db) {
  return db.withTables<OpenSchoolTables>();
}

export const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
const textArray = (values: string[]) => sql<string[]>`array[${sql.join(values)}]::text[]`;

const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, (c) => `\\${c}`);

/**
 * A search word, served by the trigram index on the stored `search_text` (migration 011).
 * A word with alternatives (typos corrected) is one regular expression, not an OR of patterns:
 * the words of a search are then conditions of one index scan, which intersects them before
 * reading a row — an OR per word would read every school with "international" (half of them).
 * A common word is checked with strpos(), which the index cannot serve: on the rows the rarer
 * words found.
 */
function wordMatches(eb: SchoolExpressions, word: SearchWord): Expression<SqlBool> {
  const text = eb.ref('search_text');
  const matches: Expression<SqlBool>[] = word.common
    ? word.patterns.map((pattern) => sql<boolean>`strpos(${text}, school_fold(${pattern})) > 0`)
    : [
        word.patterns.length === 1
          ? sql<boolean>`${text} like school_fold(${likePattern(word.patterns[0]!)})`
          : sql<boolean>`${text} ~ school_fold(${`(?:${word.patterns.map(escapeRegex).join('|')})`})`,
      ];
  if (word.countryCodes.length > 0) matches.push(eb('country_code', 'in', word.countryCodes));
  return eb.or(matches);
}

/** Conditions of every filter given, besides the publication gate. */
function conditions(eb: SchoolExpressions, filter: SchoolListFilter): Expression<SqlBool>[] {
  const where: Expression<SqlBool>[] = [];
  if (filter.countryCode) where.push(eb('country_code', '=', filter.countryCode));
  if (filter.city) where.push(sql<boolean>`school_fold(${eb.ref('city')}) = school_fold(${filter.city})`);
  for (const word of filter.words ?? []) where.push(wordMatches(eb, word));
  if (filter.curriculumIds?.length) {
    where.push(
      sql<boolean>`${eb.ref('curriculum_ids')} && ${sql`array[${sql.join(filter.curriculumIds)}]::uuid[]`}`,
    );
  }
  if (filter.languages?.length)
    where.push(sql<boolean>`${eb.ref('languages')} && ${textArray(filter.languages)}`);
  if (filter.accreditations?.length) {
    where.push(sql<boolean>`${eb.ref('accreditations')} && ${textArray(filter.accreditations)}`);
  }
  if (filter.age !== undefined) {
    where.push(eb('age_from', '<=', filter.age), eb('age_to', '>=', filter.age));
  }
  if (filter.family) where.push(...teachesEveryChild(filter.family));
  const fee = feeValue(filter);
  if (filter.feeMinUsdCents !== undefined) where.push(eb(fee, '>=', filter.feeMinUsdCents));
  if (filter.feeMaxUsdCents !== undefined) where.push(eb(fee, '<=', filter.feeMaxUsdCents));
  if (filter.boarding !== undefined) where.push(eb('boarding', '=', filter.boarding));
  if (filter.places && filter.family) where.push(...placesForEveryChild(filter.family));
  if (filter.places && filter.age !== undefined) {
    const open = JSON.stringify([{ age: filter.age, status: 'open' }]);
    where.push(sql<boolean>`(${eb.ref('admissions')} -> 'places') @> ${open}::jsonb`);
  }
  if (filter.learningSupport) {
    where.push(
      sql<boolean>`${eb.ref('school_life')} ->> 'senSupport' in (${sql.join([...LEARNING_SUPPORT_LEVELS])})`,
    );
  }
  return where;
}

/** The fee a list bounds and sorts by: the average, or with an age that school year's fee. */
const feeColumn = (filter: SchoolListFilter) =>
  filter.age === undefined ? 'school.avg_fees_usd_cents' : YEAR_FEE_COLUMNS[filter.feeBasis ?? 'tuition'];

/** The fee a list bounds and sorts by, as an expression: for a family, its first-year total. */
const feeValue = (filter: SchoolListFilter) =>
  filter.family ? familyFirstYearUsdCents(filter.family) : sql.ref<number | null>(feeColumn(filter));

/**
 * Public lists show listed schools only: published, with a name, a country and a city. With an
 * age, each school comes with the fees of that school year (null figures when its fees skip
 * that year): every school teaching the age has a row (migration 013), so the join is inner,
 * and a list sorted by that year's tuition is read in the order of its index.
 */
function filtered(db: Db, filter: SchoolListFilter) {
  const { age } = filter;
  return (
    schools(db)
      .selectFrom('school')
      // Without an age the join is constant-false: the planner drops its table from the plan.
      .leftJoin('school_year_fee as year', (join) =>
        age === undefined
          ? join.on(sql<boolean>`false`)
          : join.onRef('year.school_id', '=', 'school.id').on('year.age', '=', age),
      )
      .$if(age !== undefined, (query) => query.where('year.school_id', 'is not', null))
      .where('listed', '=', true)
      .where((eb) => eb.and(conditions(eb, filter)))
  );
}

/** The listed schools of a filter that have a position, as points of the map (`id`, `name`, `latitude`, `longitude`). */
export function schoolPointsOf(db: Db, filter: SchoolListFilter) {
  return filtered(db, filter)
    .select([sql<string>`id::text`.as('id'), 'name', 'latitude', 'longitude'])
    .where('latitude', 'is not', null)
    .where('longitude', 'is not', null);
}

/** The points of a filter as a query the map layer wraps; none at all when `matchesNothing`. */
export function schoolPointsQuery(db: Db, filter: SchoolListFilter, matchesNothing: boolean) {
  const points = schoolPointsOf(db, filter);
  return sql`${matchesNothing ? points.where(sql<boolean>`false`) : points}`;
}

/** Whether a filter narrows more than the country, which the per-country counts answer. */
const narrowsCountry = ({ countryCode: _country, feeBasis: _basis, ...rest }: SchoolListFilter) =>
  Object.values(rest).some((value) => (Array.isArray(value) ? value.length > 0 : value !== undefined));

/**
 * Matches counted past the page shown before counting stops: a search as broad as a country
 * name matches every school of that country, and counting each one (tens of thousands at a
 * million schools) is most of the request. "1,000+ schools" tells a parent as much.
 */
export const COUNT_CAP = 1_000;

/** How many schools match, and whether there are more than that (counting stopped at `limit`). */
export interface SchoolCount {
  count: number;
  countIsLowerBound: boolean;
}

/**
 * Schools matching the filter: by country alone exactly, from the per-country counts the
 * triggers keep; otherwise counted up to `limit`.
 */
async function countFiltered(db: Db, filter: SchoolListFilter, limit: number): Promise<SchoolCount> {
  if (!narrowsCountry(filter)) {
    let counts = schools(db).selectFrom('school_country_count');
    if (filter.countryCode) counts = counts.where('country_code', '=', filter.countryCode);
    const row = await counts
      .select(sql<number>`coalesce(sum(count), 0)::int`.as('count'))
      .executeTakeFirstOrThrow();
    return { count: row.count, countIsLowerBound: false };
  }
  const countUpTo = (trx: Db) =>
    schools(trx)
      .selectFrom(
        filtered(trx, filter)
          .select(sql`1`.as('match'))
          .limit(limit + 1)
          .as('matches'),
      )
      .select(countAll().as('count'))
      .executeTakeFirstOrThrow();
  // The planner guesses how many schools a contains-match finds from a sample of names and
  // cities, and under a LIMIT it then often reads the table in order, betting on meeting enough
  // matches early: 50 ms at a million schools for "Bangkok", against 13 ms through the trigram
  // index. A search's matches are counted through its indexes.
  const row = filter.words?.length
    ? await db.transaction().execute(async (trx) => {
        await sql`set local enable_seqscan = off`.execute(trx);
        return countUpTo(trx);
      })
    : await countUpTo(db);
  return row.count > limit
    ? { count: limit, countIsLowerBound: true }
    : { count: row.count, countIsLowerBound: false };
}

/** How many of these closest words (folded) a school's name and city contain. */
const closeness = (closest: string[]) =>
  sql<number>`(${sql.join(
    closest.map((word) => sql`(strpos(${sql.ref('school.search_text')}, ${word}) > 0)::int`),
    sql` + `,
  )})`;

/**
 * One page of schools and how many match the filter: exactly up to COUNT_CAP schools past the
 * page's start, beyond that `countIsLowerBound` (the pages up to the count can all be shown).
 */
export async function listSchools(
  db: Db,
  options: {
    filter: SchoolListFilter;
    sort: ParsedSort;
    limit: number;
    offset: number;
    /** Where counting stops past the page's start (tests lower it). */
    countCap?: number;
  },
) {
  const { field, direction } = options.sort;
  const column = field === 'avgFees' ? feeValue(options.filter) : sql.ref(`school.${SORT_COLUMNS[field]}`);
  const { family } = options.filter;
  const closest = (options.filter.words ?? []).flatMap((word) => (word.closest ? [word.closest] : []));
  const rows = await filtered(db, options.filter)
    .select(LIST_COLUMNS.map((name) => `school.${name}` as const))
    .select([
      'year.tuition_usd_cents as year_tuition_usd_cents',
      'year.first_year_usd_cents as year_first_year_usd_cents',
    ])
    .select([
      (family ? familyYearsJson(family) : sql<FamilyYearsJson | null>`null`).as('family_years'),
      (family ? familyFirstYearUsdCents(family) : sql<number | null>`null`).as('family_first_year_usd_cents'),
    ])
    // A misspelt search's close words find every school with `holly` for `Hollysde`: those with
    // the closest word of each misspelt one come first. Computed on the matches only.
    .$if(closest.length > 0, (query) => query.orderBy(closeness(closest), 'desc'))
    .orderBy(column, (order) => {
      const ordered = direction === 'desc' ? order.desc() : order.asc();
      // Only fees and ratings can be null. On a not-null column NULLS LAST would stop Postgres
      // from using the index.
      return field === 'avgFees' || field === 'rating' ? ordered.nullsLast() : ordered;
    })
    // Among equal ratings, the better known first.
    .$if(field === 'rating', (query) => query.orderBy('school.rating_count', 'desc'))
    // The year's own copy of the id when sorted by its fee: the index gives both in order.
    .orderBy(
      field === 'avgFees' && options.filter.age !== undefined ? 'year.school_id' : 'school.id',
      direction,
    )
    .limit(options.limit)
    .offset(options.offset)
    .execute();
  // A page not full is the last one: it gives the count (a search finding a few schools, most
  // often). Past the last page, or on a full page, the matches are counted.
  const last = rows.length < options.limit && (rows.length > 0 || options.offset === 0);
  const count = last
    ? { count: options.offset + rows.length, countIsLowerBound: false }
    : await countFiltered(db, options.filter, options.offset + (options.countCap ?? COUNT_CAP));
  return { rows, ...count };
}

export type SchoolListRow = Awaited<ReturnType<typeof listSchools>>['rows'][number];
