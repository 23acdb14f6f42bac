import { sql } from 'kysely';
import type { Db } from '@/core/server/db/database';
import { keptRead } from '@/core/server/db/kept-reads';
import type { OpenSchoolTables } from '../tables';

const tables = (db: Db) => db.withTables<OpenSchoolTables>();

/** A curriculum as parents read about it. */
export interface CurriculumItem {
  id: string;
  slug: string;
  name: string;
  shortName: string | null;
  /** The system it belongs to, for grouping: IB, British, American… */
  family: string;
  description: string;
}

export const CURRICULUM_COLUMNS = [
  'curriculum.id',
  'curriculum.slug',
  'curriculum.name',
  'curriculum.short_name',
  'curriculum.family',
  'curriculum.description',
] as const;

export const toCurriculumItem = (row: {
  id: string;
  slug: string;
  name: string;
  short_name: string | null;
  family: string;
  description: string;
}): CurriculumItem => ({
  id: row.id,
  slug: row.slug,
  name: row.name,
  shortName: row.short_name,
  family: row.family,
  description: row.description,
});

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Every curriculum, by family then name. */
export async function listCurriculums(db: Db): Promise<CurriculumItem[]> {
  const rows = await tables(db)
    .selectFrom('curriculum')
    .select(CURRICULUM_COLUMNS)
    .orderBy('family')
    .orderBy('name')
    .execute();
  return rows.map(toCurriculumItem);
}

/** Every curriculum, kept in the process until one changes (`context.kept`): every list shows them. */
export const CURRICULUMS = keptRead(['curriculum'], listCurriculums);

/** The curriculum with this slug, or with this id; undefined when none. */
export async function findCurriculum(db: Db, slugOrId: string): Promise<CurriculumItem | undefined> {
  const row = await tables(db)
    .selectFrom('curriculum')
    .select(CURRICULUM_COLUMNS)
    .where((eb) => (UUID.test(slugOrId) ? eb('id', '=', slugOrId) : eb('slug', '=', slugOrId)))
    .executeTakeFirst();
  return row && toCurriculumItem(row);
}

/** How many listed schools teach each of these curriculums (absent: none). */
export async function countListedSchools(
  db: Db,
  curriculumIds: readonly string[],
): Promise<Map<string, number>> {
  if (curriculumIds.length === 0) return new Map();
  const rows = await tables(db)
    .selectFrom('school_curriculum')
    .innerJoin('school', 'school.id', 'school_curriculum.school_id')
    .select(['school_curriculum.curriculum_id', sql<number>`count(*)::int`.as('count')])
    .where('school_curriculum.curriculum_id', 'in', curriculumIds)
    .where('school.listed', '=', true)
    .groupBy('school_curriculum.curriculum_id')
    .execute();
  return new Map(rows.map((row) => [row.curriculum_id, row.count]));
}

/**
 * The listed schools teaching a curriculum, at most `perCountry` of each country (by name),
 * each with its country's total: a page per curriculum stays short at any size.
 */
export async function schoolsTeaching(db: Db, curriculumId: string, perCountry: number) {
  const ranked = tables(db)
    .selectFrom('school')
    .innerJoin('school_curriculum', 'school_curriculum.school_id', 'school.id')
    .select([
      'school.id',
      'school.name',
      'school.slug',
      'school.city',
      'school.country_code',
      'school.avg_fees_usd_cents',
      'school.updated_at',
      sql<number>`(row_number() over (partition by school.country_code order by school.name, school.id))::int`.as(
        'rank',
      ),
      sql<number>`(count(*) over (partition by school.country_code))::int`.as('country_count'),
    ])
    .where('school_curriculum.curriculum_id', '=', curriculumId)
    .where('school.listed', '=', true);
  return tables(db)
    .selectFrom(ranked.as('ranked'))
    .selectAll()
    .where('rank', '<=', perCountry)
    .orderBy('country_code')
    .orderBy('rank')
    .execute();
}

export type TeachingSchoolRow = Awaited<ReturnType<typeof schoolsTeaching>>[number];
