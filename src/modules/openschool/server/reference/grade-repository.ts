import type { Db } from '@/core/server/db/database';
import { keptRead } from '@/core/server/db/kept-reads';
import type { GradeName } from '@/modules/openschool/shared/fee-table';
import type { OpenSchoolTables } from '../tables';

const tables = (db: Db) => db.withTables<OpenSchoolTables>();

/** The age a child starts this grade of this system at; undefined for an unknown grade. */
export async function gradeAge(db: Db, system: string, code: string): Promise<number | undefined> {
  const row = await tables(db)
    .selectFrom('grade')
    .select('age_from')
    .where('system', '=', system)
    .where('code', '=', code)
    .executeTakeFirst();
  return row?.age_from;
}

export interface GradeOption {
  system: string;
  code: string;
  name: string;
  age: number;
}

/** Every grade of every system, in school order: the choices of the list's grade filter. */
export async function listGradeOptions(db: Db): Promise<GradeOption[]> {
  const rows = await tables(db)
    .selectFrom('grade')
    .select(['system', 'code', 'name', 'age_from'])
    .orderBy('system')
    .orderBy('position')
    .execute();
  return rows.map((row) => ({ system: row.system, code: row.code, name: row.name, age: row.age_from }));
}

/** The grade filter's choices, kept in the process until the grades change (`context.kept`). */
export const GRADE_OPTIONS = keptRead(['grade'], listGradeOptions);

export interface GradeRow {
  id: string;
  system: string;
  code: string;
  name: string;
  ageFrom: number;
}

type GradeColumns = { system: string; code: string; name: string; age_from: number };

/** A `grade` row as a school year: its system, code, name and the age a child starts it. */
export const gradeNameOf = (row: GradeColumns): GradeName => ({
  system: row.system,
  code: row.code,
  name: row.name,
  ageFrom: row.age_from,
});

/** Every school year of every system, by system then age: the equivalence table's source. */
export async function listGradesByAge(db: Db): Promise<GradeRow[]> {
  const rows = await tables(db)
    .selectFrom('grade')
    .select(['id', 'system', 'code', 'name', 'age_from'])
    .orderBy('system')
    .orderBy('age_from')
    .orderBy('position')
    .execute();
  return rows.map((row) => ({ id: row.id, ...gradeNameOf(row) }));
}

/** The school years by age, kept in the process until the grades change (`context.kept`). */
export const GRADES_BY_AGE = keptRead(['grade'], listGradesByAge);
