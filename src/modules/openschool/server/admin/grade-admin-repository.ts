import { sql } from 'kysely';
import { v7 as uuidv7 } from 'uuid';
import { type AdminListSql, findAdminPage } from '@/core/server/admin/crud/admin-list-sql';
import type { Db } from '@/core/server/db/database';
import type { AdminListQuery } from '@/core/shared/admin-list';
import { GRADE_ADMIN_LIST, type GradeInput } from '@/modules/openschool/shared/admin/grade-admin-schemas';
import type { OpenSchoolTables } from '../tables';
import { withUniqueGuard } from './unique-guard';

const tables = (db: Db) => db.withTables<OpenSchoolTables>();

export interface AdminGradeRecord extends GradeInput {
  id: string;
  version: number;
  createdAt: Date;
  updatedAt: Date;
}

const GRADE_SQL: AdminListSql = {
  spec: GRADE_ADMIN_LIST.columns,
  columns: {
    system: sql.ref('grade.system'),
    code: sql.ref('grade.code'),
    name: sql`lower(grade.name)`,
    // A row value: the systems in turn, each in its own order.
    position: sql`(grade.system, grade.position)`,
    ageFrom: sql`(grade.age_from, grade.system)`,
  },
  search: (pattern) => sql`(grade.name ilike ${pattern} or grade.code ilike ${pattern})`,
  tiebreak: sql.ref('grade.id'),
};

const from = (db: Db) => tables(db).selectFrom('grade');
const selectGrade = (query: ReturnType<typeof from>) =>
  query.select([
    'grade.id',
    'grade.version',
    'grade.system',
    'grade.code',
    'grade.name',
    'grade.age_from as ageFrom',
    'grade.position',
    'grade.created_at as createdAt',
    'grade.updated_at as updatedAt',
  ]);

export async function findGradeAdminPage(db: Db, list: AdminListQuery) {
  const { rows, count } = await findAdminPage(from(db), GRADE_SQL, list, selectGrade);
  return { items: rows as AdminGradeRecord[], count };
}

export async function findGradeAdminById(
  db: Db,
  id: string,
  options: { forUpdate?: boolean } = {},
): Promise<AdminGradeRecord | null> {
  let query = selectGrade(from(db)).where('grade.id', '=', id);
  if (options.forUpdate) query = query.forUpdate();
  return ((await query.executeTakeFirst()) as AdminGradeRecord | undefined) ?? null;
}

/** Whether another grade of the system has this code (codes are unique per system). */
export async function gradeCodeTaken(db: Db, input: GradeInput, exceptId: string | null) {
  let query = tables(db)
    .selectFrom('grade')
    .select('id')
    .where('system', '=', input.system)
    .where('code', '=', input.code);
  if (exceptId) query = query.where('id', '<>', exceptId);
  return (await query.executeTakeFirst()) !== undefined;
}

const columnsOf = (input: GradeInput) => ({
  system: input.system,
  code: input.code,
  name: input.name,
  age_from: input.ageFrom,
  position: input.position,
});

export async function insertGrade(db: Db, input: GradeInput): Promise<string> {
  const id = uuidv7();
  await withUniqueGuard(
    () =>
      tables(db)
        .insertInto('grade')
        .values({ id, ...columnsOf(input) })
        .execute(),
    'code',
    'grade.code.taken',
  );
  return id;
}

export async function updateGrade(db: Db, id: string, input: GradeInput): Promise<void> {
  await withUniqueGuard(
    () =>
      tables(db)
        .updateTable('grade')
        .set({ ...columnsOf(input), updated_at: new Date(), version: sql`version + 1` })
        .where('id', '=', id)
        .execute(),
    'code',
    'grade.code.taken',
  );
}
