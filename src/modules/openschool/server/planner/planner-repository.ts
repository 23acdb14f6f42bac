import { sql } from 'kysely';
import type { Db } from '@/core/server/db/database';
import type { GradeSystemRule } from '@/modules/openschool/shared/planner/placement';
import type { CurriculumKey } from '@/modules/openschool/shared/planner/ranking';
import { curriculumsOfSchools } from '../list/school-list-repository';
import { gradeNameOf } from '../reference/grade-repository';
import type { PlannerTables } from './planner-tables';

const tables = (db: Db) => db.withTables<PlannerTables>();

/** The most schools one plan weighs: a capital's international schools, with room to spare. */
export const PLANNER_MAX_SCHOOLS = 500;

/** A listed school of the destination, with what placing the children there needs. */
export interface DestinationSchool {
  id: string;
  name: string;
  grade_system: string;
  age_from: number | null;
  age_to: number | null;
  /** The school's admissions as stored (shared/admissions.ts). */
  admissions: unknown;
  curriculums: CurriculumKey[];
}

/** The listed schools of a country (and city, accents and case ignored), by name. */
export async function destinationSchools(
  db: Db,
  destination: { countryCode: string; city?: string | undefined },
): Promise<DestinationSchool[]> {
  let query = tables(db)
    .selectFrom('school')
    .select(['id', 'name', 'grade_system', 'age_from', 'age_to', 'admissions'])
    .where('country_code', '=', destination.countryCode)
    .where('listed', '=', true);
  if (destination.city) {
    query = query.where(sql<boolean>`school_fold(school.city) = school_fold(${destination.city})`);
  }
  const schools = await query.orderBy('name').orderBy('id').limit(PLANNER_MAX_SCHOOLS).execute();
  if (schools.length === 0) return [];
  const taught = await curriculumsOfSchools(
    db,
    schools.map((school) => school.id),
  );
  return schools.map((school) => ({
    ...school,
    curriculums: (taught.get(school.id) ?? []).map(({ slug, family }) => ({ slug, family })),
  }));
}

/** A curriculum by slug, as the ranking compares it; null when none has that slug. */
export async function curriculumKey(db: Db, slug: string): Promise<CurriculumKey | null> {
  const row = await tables(db)
    .selectFrom('curriculum')
    .select(['slug', 'family'])
    .where('slug', '=', slug)
    .executeTakeFirst();
  return row ?? null;
}

/** The grade systems named, each with its cut-off and its school years (systems without a cut-off are left out). */
export async function gradeSystemRules(db: Db, systems: readonly string[]): Promise<GradeSystemRule[]> {
  if (systems.length === 0) return [];
  const [rows, grades] = await Promise.all([
    tables(db)
      .selectFrom('grade_system')
      .selectAll()
      .where('system', 'in', systems)
      .orderBy('system')
      .execute(),
    tables(db)
      .selectFrom('grade')
      .select(['system', 'code', 'name', 'age_from'])
      .where('system', 'in', systems)
      .orderBy('position')
      .execute(),
  ]);
  return rows.map((row) => ({
    system: row.system,
    cutoffMonth: row.cutoff_month,
    cutoffDay: row.cutoff_day,
    cutoffVaries: row.cutoff_varies,
    sourceUrl: row.source_url,
    grades: grades.filter((grade) => grade.system === row.system).map(gradeNameOf),
  }));
}
