import { sql } from 'kysely';
import type { Db } from '@/core/server/db/database';
import {
  CURRICULUM_COLUMNS,
  type CurriculumItem,
  toCurriculumItem,
} from '../reference/curriculum-repository';
import type { OpenSchoolTables } from '../tables';

// What the school list shows besides its search: each school's curriculums, the cities of a
// country's filter, the schools of each country.

const tables = (db: Db) => db.withTables<OpenSchoolTables>();

/** The curriculums of each of these schools, by name. */
export async function curriculumsOfSchools(
  db: Db,
  schoolIds: string[],
): Promise<Map<string, CurriculumItem[]>> {
  const bySchool = new Map<string, CurriculumItem[]>();
  if (schoolIds.length === 0) return bySchool;
  const rows = await tables(db)
    .selectFrom('school_curriculum')
    .innerJoin('curriculum', 'curriculum.id', 'school_curriculum.curriculum_id')
    .select(['school_curriculum.school_id', ...CURRICULUM_COLUMNS])
    .where('school_curriculum.school_id', 'in', schoolIds)
    .orderBy('curriculum.name')
    .execute();
  for (const row of rows) {
    const list = bySchool.get(row.school_id) ?? [];
    list.push(toCurriculumItem(row));
    bySchool.set(row.school_id, list);
  }
  return bySchool;
}

/** The cities of a country's listed schools with how many each, most first. */
export async function citiesOfCountry(db: Db, countryCode: string, limit: number) {
  return tables(db)
    .selectFrom('school')
    .select(['city', sql<number>`count(*)::int`.as('count')])
    .where('listed', '=', true)
    .where('country_code', '=', countryCode)
    .groupBy('city')
    .orderBy('count', 'desc')
    .orderBy('city')
    .limit(limit)
    .execute();
}

/** Number of schools per country code, as kept by the triggers of migration 002. */
export async function countSchoolsByCountry(db: Db): Promise<{ countryCode: string; count: number }[]> {
  const rows = await tables(db)
    .selectFrom('school_country_count')
    .select(['country_code', 'count'])
    .execute();
  return rows.map((row) => ({ countryCode: row.country_code, count: row.count }));
}

/** Every listed school with a position, as the map's points. */
export const listedSchoolPoints = () => sql`
    select id::text as id, name, latitude, longitude from school
    where listed and latitude is not null and longitude is not null`;
