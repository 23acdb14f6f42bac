import { type RawBuilder, sql } from 'kysely';
import { countAll } from '@/core/server/db/count';
import type { Db } from '@/core/server/db/database';
import type { MissingFact, MissingSort } from '@/modules/openschool/shared/missing-facts';
import type { OpenSchoolTables } from '../tables';

/** When a school lacks each fact, as SQL on its row. */
const LACKS: Record<MissingFact, RawBuilder<boolean>> = {
  fees: sql`avg_fees_usd_cents is null`,
  curriculums: sql`cardinality(curriculum_ids) = 0`,
  ages: sql`(age_from is null or age_to is null)`,
  languages: sql`cardinality(languages) = 0`,
  boarding: sql`boarding is null`,
  location: sql`(latitude is null or longitude is null)`,
};

/**
 * A listed school lacking any of the facts, written as the predicate of migration 023's partial
 * indexes, word for word: PostgreSQL uses such an index only for a query that implies it.
 */
const LISTED_AND_INCOMPLETE = sql<boolean>`listed and (avg_fees_usd_cents is null
  or cardinality(curriculum_ids) = 0 or age_from is null or age_to is null
  or cardinality(languages) = 0 or boarding is null or latitude is null or longitude is null)`;

/** The facts a school row lacks, in the order of LACKS, as a text array. */
const missingOf = sql<MissingFact[]>`array_remove(array[${sql.join(
  Object.entries(LACKS).map(([fact, lacks]) => sql`case when ${lacks} then ${fact} end`),
)}]::text[], null)`;

export interface MissingFactsFilter {
  countryCode?: string;
  missing?: MissingFact;
}

function incomplete(db: Db, filter: MissingFactsFilter) {
  return db
    .withTables<OpenSchoolTables>()
    .selectFrom('school')
    .where(LISTED_AND_INCOMPLETE)
    .$if(filter.countryCode !== undefined, (query) => query.where('country_code', '=', filter.countryCode!))
    .$if(filter.missing !== undefined, (query) => query.where(LACKS[filter.missing!]));
}

/** A page of the listed schools lacking facts, each with the facts it lacks. */
export async function listIncompleteSchools(
  db: Db,
  options: { filter: MissingFactsFilter; sort: MissingSort; limit: number; offset: number },
) {
  const byName = options.sort === 'name';
  return incomplete(db, options.filter)
    .select(['id', 'name', 'slug', 'city', 'country_code', 'updated_at', missingOf.as('missing')])
    .$if(byName, (query) => query.orderBy('name').orderBy('id'))
    .$if(!byName, (query) => query.orderBy('updated_at', 'desc').orderBy('id', 'desc'))
    .limit(options.limit)
    .offset(options.offset)
    .execute();
}

/** How many listed schools lack facts, counted up to `limit` (then: at least that many). */
export async function countIncompleteSchools(db: Db, filter: MissingFactsFilter, limit: number) {
  const row = await db
    .withTables<OpenSchoolTables>()
    .selectFrom(
      incomplete(db, filter)
        .select(sql`1`.as('match'))
        .limit(limit + 1)
        .as('matches'),
    )
    .select(countAll().as('count'))
    .executeTakeFirstOrThrow();
  return row.count > limit
    ? { count: limit, countIsLowerBound: true }
    : { count: row.count, countIsLowerBound: false };
}
