import type { Db } from '@/core/server/db/database';
import { feesOfSchoolsQuery } from '../fees/school-fee-repository';
import { SHOWN_FACT_COLUMNS } from '../schools/school-columns';
import type { OpenSchoolTables } from '../tables';

const tables = (db: Db) => db.withTables<OpenSchoolTables>();

/**
 * Everything the compare table shows of a few schools, in four queries whatever their number:
 * the schools (listed only), their curriculums, their fees with each currency's digits, and the
 * grade names of their systems.
 */
export async function loadComparedSchools(db: Db, ids: readonly string[]) {
  if (ids.length === 0) return { schools: [], curriculums: [], fees: [], grades: [] };
  const schools = await tables(db)
    .selectFrom('school')
    .select([
      'id',
      'name',
      'slug',
      'city',
      'country_code',
      'avg_fees_usd_cents',
      ...SHOWN_FACT_COLUMNS,
      'rating_avg',
      'rating_count',
      'updated_at',
    ])
    .where('id', 'in', ids)
    .where('listed', '=', true)
    .execute();
  const found = schools.map((school) => school.id);
  if (found.length === 0) return { schools, curriculums: [], fees: [], grades: [] };
  const systems = [...new Set(schools.map((school) => school.grade_system))];
  const [curriculums, fees, grades] = await Promise.all([
    tables(db)
      .selectFrom('school_curriculum')
      .innerJoin('curriculum', 'curriculum.id', 'school_curriculum.curriculum_id')
      .select([
        'school_curriculum.school_id',
        'curriculum.id',
        'curriculum.slug',
        'curriculum.name',
        'curriculum.short_name',
      ])
      .where('school_curriculum.school_id', 'in', found)
      .orderBy('curriculum.name')
      .execute(),
    feesOfSchoolsQuery(db, found)
      // The school page's order, so that the fee table picks the same band where two tie.
      .orderBy('school_fee.kind')
      .orderBy('school_fee.age_from')
      .orderBy('school_fee.id')
      .execute(),
    tables(db)
      .selectFrom('grade')
      .select(['system', 'code', 'age_from', 'name'])
      .where('system', 'in', systems)
      .orderBy('position')
      .execute(),
  ]);
  return { schools, curriculums, fees, grades };
}

export type ComparedRows = Awaited<ReturnType<typeof loadComparedSchools>>;
export type ComparedFeeRow = ComparedRows['fees'][number];
