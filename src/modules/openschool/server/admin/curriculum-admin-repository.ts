import { sql } from 'kysely';
import { v7 as uuidv7 } from 'uuid';
import { type AdminListSql, findAdminPage } from '@/core/server/admin/crud/admin-list-sql';
import type { Db } from '@/core/server/db/database';
import type { AdminListQuery } from '@/core/shared/admin-list';
import {
  CURRICULUM_ADMIN_LIST,
  type CurriculumInput,
} from '@/modules/openschool/shared/admin/curriculum-admin-schemas';
import type { OpenSchoolTables } from '../tables';
import { withUniqueGuard } from './unique-guard';

const tables = (db: Db) => db.withTables<OpenSchoolTables>();

export interface AdminCurriculumRecord extends CurriculumInput {
  id: string;
  version: number;
  /** Schools teaching it, listed or not. */
  schoolCount: number;
  createdAt: Date;
  updatedAt: Date;
}

const schoolCount = sql<number>`(select count(*)::int from school_curriculum where school_curriculum.curriculum_id = curriculum.id)`;

const CURRICULUM_SQL: AdminListSql = {
  spec: CURRICULUM_ADMIN_LIST.columns,
  columns: {
    name: sql`lower(curriculum.name)`,
    slug: sql.ref('curriculum.slug'),
    family: sql.ref('curriculum.family'),
    schoolCount,
    updatedAt: sql.ref('curriculum.updated_at'),
  },
  search: (pattern) =>
    sql`(curriculum.name ilike ${pattern} or curriculum.slug ilike ${pattern} or curriculum.short_name ilike ${pattern})`,
  tiebreak: sql.ref('curriculum.id'),
};

const selectCurriculum = <Q extends ReturnType<typeof from>>(query: Q) =>
  query.select([
    'curriculum.id',
    'curriculum.version',
    'curriculum.slug',
    'curriculum.name',
    'curriculum.short_name as shortName',
    'curriculum.family',
    'curriculum.description',
    'curriculum.created_at as createdAt',
    'curriculum.updated_at as updatedAt',
    schoolCount.as('schoolCount'),
  ]);

const from = (db: Db) => tables(db).selectFrom('curriculum');

export async function findCurriculumAdminPage(db: Db, list: AdminListQuery) {
  const { rows, count } = await findAdminPage(from(db), CURRICULUM_SQL, list, selectCurriculum);
  return { items: rows as AdminCurriculumRecord[], count };
}

export async function findCurriculumAdminById(
  db: Db,
  id: string,
  options: { forUpdate?: boolean } = {},
): Promise<AdminCurriculumRecord | null> {
  let query = selectCurriculum(from(db)).where('curriculum.id', '=', id);
  if (options.forUpdate) query = query.forUpdate();
  return ((await query.executeTakeFirst()) as AdminCurriculumRecord | undefined) ?? null;
}

export async function curriculumSlugTaken(db: Db, slug: string, exceptId: string | null) {
  let query = tables(db).selectFrom('curriculum').select('id').where('slug', '=', slug);
  if (exceptId) query = query.where('id', '<>', exceptId);
  return (await query.executeTakeFirst()) !== undefined;
}

const columnsOf = (input: CurriculumInput) => ({
  slug: input.slug,
  name: input.name,
  short_name: input.shortName,
  family: input.family,
  description: input.description,
});

export async function insertCurriculum(db: Db, input: CurriculumInput): Promise<string> {
  const id = uuidv7();
  await withUniqueGuard(
    () =>
      tables(db)
        .insertInto('curriculum')
        .values({ id, ...columnsOf(input) })
        .execute(),
    'slug',
    'slug.taken',
  );
  return id;
}

export async function updateCurriculum(db: Db, id: string, input: CurriculumInput): Promise<void> {
  await withUniqueGuard(
    () =>
      tables(db)
        .updateTable('curriculum')
        .set({ ...columnsOf(input), updated_at: new Date(), version: sql`version + 1` })
        .where('id', '=', id)
        .execute(),
    'slug',
    'slug.taken',
  );
}
