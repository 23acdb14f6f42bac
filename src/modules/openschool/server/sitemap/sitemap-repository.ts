import { sql } from 'kysely';
import type { Db } from '@/core/server/db/database';
import type { OpenSchoolTables } from '../tables';

const tables = (db: Db) => db.withTables<OpenSchoolTables>();

/** How many schools the sitemap lists: the listed ones, as the per-country counts keep them. */
export async function countListedSchools(db: Db): Promise<number> {
  const row = await tables(db)
    .selectFrom('school_country_count')
    .select(sql<number>`coalesce(sum(count), 0)::int`.as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/**
 * The newest change of a listed school, overall and per country with listed schools (each
 * a max() served by the partial indexes on updated_at), and the newest curriculum change.
 */
export async function latestChanges(db: Db) {
  const [overall, countries, curriculums] = await Promise.all([
    tables(db)
      .selectFrom('school')
      .select((eb) => eb.fn.max('updated_at').as('updatedAt'))
      .where('listed', '=', true)
      .executeTakeFirst(),
    tables(db)
      .selectFrom('school_country_count as total')
      .select([
        'total.country_code as countryCode',
        (eb) =>
          eb
            .selectFrom('school')
            .select((inner) => inner.fn.max('updated_at').as('updatedAt'))
            .where('school.listed', '=', true)
            .whereRef('school.country_code', '=', 'total.country_code')
            .as('updatedAt'),
      ])
      .where('total.count', '>', 0)
      .orderBy('total.country_code')
      .execute(),
    tables(db).selectFrom('curriculum').select(['slug', 'id', 'updated_at']).orderBy('slug').execute(),
  ]);
  return { schoolsUpdatedAt: overall?.updatedAt ?? null, countries, curriculums };
}

export interface SitemapSchoolRow {
  id: string;
  country_code: string;
  updated_at: Date;
}

/**
 * Listed schools in id order, from the `offset`-th, at most `limit`, a batch at a time: a
 * million schools never sit in memory at once. After the first row, each batch continues from
 * the last id seen (keyset), so only the start pays for the offset.
 */
export async function* listedSchoolBatches(
  db: Db,
  options: { offset: number; limit: number; batchSize?: number },
): AsyncGenerator<SitemapSchoolRow[]> {
  const batchSize = options.batchSize ?? 2_000;
  let after: string | null = null;
  if (options.offset > 0) {
    const start = await tables(db)
      .selectFrom('school')
      .select('id')
      .where('listed', '=', true)
      .orderBy('id')
      .offset(options.offset - 1)
      .limit(1)
      .executeTakeFirst();
    if (!start) return;
    after = start.id;
  }
  let left = options.limit;
  while (left > 0) {
    let query = tables(db)
      .selectFrom('school')
      .select(['id', 'country_code', 'updated_at'])
      .where('listed', '=', true);
    if (after) query = query.where('id', '>', after);
    const size = Math.min(batchSize, left);
    const rows = await query.orderBy('id').limit(size).execute();
    if (rows.length > 0) yield rows;
    if (rows.length < size) return;
    left -= rows.length;
    after = rows.at(-1)!.id;
  }
}
