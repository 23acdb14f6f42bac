import { type Expression, type SqlBool, sql } from 'kysely';
import { countAll } from '../../../core/server/db/count';
import type { Db } from '../../../core/server/db/database';
import type { ParsedSort } from '../shared/schools-query';
import type { OpenSchoolTables } from './tables';

export interface SchoolListFilter {
  /** Words matched, accent-insensitive, in the name or the city. */
  text?: string;
  /** Countries whose name (in any language) matched the text. */
  textCountryCodes?: string[];
  /** Only this country's schools (ISO code). */
  countryCode?: string;
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
  'updated_at',
] as const;

function schools(db: Db) {
  return db.withTables<OpenSchoolTables>();
}

/** Public lists show listed schools only: published, with a city, a curriculum and fees. */
function filtered(db: Db, filter: SchoolListFilter) {
  let query = schools(db).selectFrom('school').where('listed', '=', true);
  const { text, textCountryCodes = [], countryCode } = filter;
  if (countryCode) query = query.where('country_code', '=', countryCode);
  if (text) {
    const pattern = `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    query = query.where((eb) => {
      // The expression of the trigram index school_search_idx (migration 003), so the index serves it.
      const matches: Expression<SqlBool>[] = [
        sql<boolean>`school_search_text(${eb.ref('name')}, ${eb.ref('city')}) like lower(unaccent(${pattern}))`,
      ];
      if (textCountryCodes.length > 0) matches.push(eb('country_code', 'in', textCountryCodes));
      return eb.or(matches);
    });
  }
  return query;
}

/** Total schools matching the filter; without text, from the per-country counts the triggers keep. */
async function countFiltered(db: Db, filter: SchoolListFilter): Promise<number> {
  if (!filter.text) {
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
  const [rows, total] = await Promise.all([
    filtered(db, options.filter)
      .select(LIST_COLUMNS)
      .orderBy(sql.ref(column), (order) => {
        const ordered = direction === 'desc' ? order.desc() : order.asc();
        // Only fees can be null. On a not-null column NULLS LAST would stop Postgres from using the index.
        return options.sort.field === 'avgFees' ? ordered.nullsLast() : ordered;
      })
      .orderBy('id', direction)
      .limit(options.limit)
      .offset(options.offset)
      .execute(),
    countFiltered(db, options.filter),
  ]);
  return { rows, count: total };
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
