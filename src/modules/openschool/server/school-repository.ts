import { type Expression, type ExpressionBuilder, type SqlBool, sql } from 'kysely';
import { countAll } from '../../../core/server/db/count';
import type { Db } from '../../../core/server/db/database';
import type { ParsedSort } from '../shared/schools-query';
import type { OpenSchoolTables } from './tables';

/** One word of a search: the school's name or city contains one of the patterns, or its country is named. */
export interface SearchWord {
  patterns: string[];
  countryCodes: string[];
}

export interface SchoolListFilter {
  /** Every word must match, accents and case ignored. */
  words?: SearchWord[];
  /** Only this country's schools (ISO code). */
  countryCode?: string;
  /** Only this city's, accents and case ignored. */
  city?: string;
  /** Schools teaching any of these curriculums. */
  curriculumIds?: string[];
  /** Schools teaching in any of these languages (ISO 639-1). */
  languages?: string[];
  /** Schools with any of these accreditations. */
  accreditations?: string[];
  /** Schools teaching a child of this age (at the start of the school year). */
  age?: number;
  /** Average yearly fee bounds, US cents, inclusive. */
  feeMinUsdCents?: number;
  feeMaxUsdCents?: number;
  boarding?: boolean;
}

const SORT_COLUMNS = {
  updatedAt: 'updated_at',
  name: 'name',
  avgFees: 'avg_fees_usd_cents',
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
  'updated_at',
] as const;

type SchoolExpressions = ExpressionBuilder<OpenSchoolTables, 'school'>;

function schools(db: Db) {
  return db.withTables<OpenSchoolTables>();
}

const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
const textArray = (values: string[]) => sql<string[]>`array[${sql.join(values)}]::text[]`;

const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, (c) => `\\${c}`);

/**
 * A search word: the expression of the trigram index school_search_idx (migration 003) serves it.
 * A word with alternatives (typos corrected) is one regular expression, not an OR of patterns:
 * the words of a search are then conditions of one index scan, which intersects them before
 * reading a row — an OR per word would read every school with "international" (half of them).
 */
function wordMatches(eb: SchoolExpressions, word: SearchWord): Expression<SqlBool> {
  const text = sql`school_search_text(${eb.ref('name')}, ${eb.ref('city')})`;
  const matches: Expression<SqlBool>[] = [
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
    const teaching = eb
      .selectFrom('school_curriculum')
      .select('school_curriculum.school_id')
      .where('school_curriculum.curriculum_id', 'in', filter.curriculumIds);
    where.push(eb('school.id', 'in', teaching));
  }
  if (filter.languages?.length)
    where.push(sql<boolean>`${eb.ref('languages')} && ${textArray(filter.languages)}`);
  if (filter.accreditations?.length) {
    where.push(sql<boolean>`${eb.ref('accreditations')} && ${textArray(filter.accreditations)}`);
  }
  if (filter.age !== undefined) {
    where.push(eb('age_from', '<=', filter.age), eb('age_to', '>=', filter.age));
  }
  if (filter.feeMinUsdCents !== undefined) where.push(eb('avg_fees_usd_cents', '>=', filter.feeMinUsdCents));
  if (filter.feeMaxUsdCents !== undefined) where.push(eb('avg_fees_usd_cents', '<=', filter.feeMaxUsdCents));
  if (filter.boarding !== undefined) where.push(eb('boarding', '=', filter.boarding));
  return where;
}

/** Public lists show listed schools only: published, with a city, a curriculum and fees. */
function filtered(db: Db, filter: SchoolListFilter) {
  return schools(db)
    .selectFrom('school')
    .where('listed', '=', true)
    .where((eb) => eb.and(conditions(eb, filter)));
}

/** Whether a filter narrows more than the country, which the per-country counts answer. */
const narrowsCountry = ({ countryCode: _country, ...rest }: SchoolListFilter) =>
  Object.values(rest).some((value) => (Array.isArray(value) ? value.length > 0 : value !== undefined));

/** Total schools matching the filter; by country alone, from the per-country counts the triggers keep. */
async function countFiltered(db: Db, filter: SchoolListFilter): Promise<number> {
  if (!narrowsCountry(filter)) {
    let counts = schools(db).selectFrom('school_country_count');
    if (filter.countryCode) counts = counts.where('country_code', '=', filter.countryCode);
    const row = await counts
      .select(sql<number>`coalesce(sum(count), 0)::int`.as('count'))
      .executeTakeFirstOrThrow();
    return row.count;
  }
  const row = await filtered(db, filter).select(countAll().as('count')).executeTakeFirstOrThrow();
  return row.count;
}

/** One page of schools and the total matching the filter. */
export async function listSchools(
  db: Db,
  options: { filter: SchoolListFilter; sort: ParsedSort; limit: number; offset: number },
) {
  const column = SORT_COLUMNS[options.sort.field];
  const direction = options.sort.direction;
  const page = filtered(db, options.filter)
    .select(LIST_COLUMNS)
    .orderBy(sql.ref(column), (order) => {
      const ordered = direction === 'desc' ? order.desc() : order.asc();
      // Only fees can be null. On a not-null column NULLS LAST would stop Postgres from using the index.
      return options.sort.field === 'avgFees' ? ordered.nullsLast() : ordered;
    })
    .orderBy('id', direction)
    .limit(options.limit)
    .offset(options.offset);
  if (!options.filter.words?.length) {
    const [rows, count] = await Promise.all([page.execute(), countFiltered(db, options.filter)]);
    return { rows, count };
  }
  // A search reads its matches through the trigram index once, for the page and the total alike
  // (counting apart would scan the index twice). Past the last page there is no row to carry it.
  const found = await page.select(sql<string>`count(*) over ()`.as('total')).execute();
  const rows = found.map(({ total: _total, ...row }) => row);
  if (found.length > 0) return { rows, count: Number(found[0]!.total) };
  return { rows, count: options.offset > 0 ? await countFiltered(db, options.filter) : 0 };
}

export type SchoolListRow = Awaited<ReturnType<typeof listSchools>>['rows'][number];

/** Number of schools per country code, as kept by the triggers of migration 002. */
export async function countSchoolsByCountry(db: Db): Promise<{ countryCode: string; count: number }[]> {
  const rows = await schools(db)
    .selectFrom('school_country_count')
    .select(['country_code', 'count'])
    .execute();
  return rows.map((row) => ({ countryCode: row.country_code, count: row.count }));
}
