import { type RawBuilder, sql } from 'kysely';
import { countRows, weeklyCounts } from '@/core/server/admin/dashboard-repository';
import type { Db } from '@/core/server/db/database';
import type { SchoolStatus } from '@/modules/openschool/shared/directory-constants';
import type { SchoolInput } from '@/modules/openschool/shared/school-input';
import type { OpenSchoolTables } from '../tables';
import { schoolColumnsOf } from './school-columns';

// A school's rows: what its save writes (the school and its curriculum links; its revision is
// written by revisions/revision-write-repository.ts), and the dashboard's counts of schools.

const tables = (db: Db) => db.withTables<OpenSchoolTables>();

/** The slugs of every curriculum. */
export async function curriculumSlugs(db: Db): Promise<string[]> {
  return (await tables(db).selectFrom('curriculum').select('slug').execute()).map((row) => row.slug);
}

/** Writes the input over the school's row (and its status, when given); its version goes up by one. */
export async function updateSchoolRow(
  trx: Db,
  id: string,
  input: SchoolInput,
  status: SchoolStatus | undefined,
): Promise<void> {
  await tables(trx)
    .updateTable('school')
    .set({
      ...schoolColumnsOf(input),
      ...(status ? { status } : {}),
      updated_at: new Date(),
      version: sql`version + 1`,
    })
    .where('id', '=', id)
    .execute();
}

export async function insertSchoolRow(
  trx: Db,
  school: { id: string; slug: string; input: SchoolInput; status: SchoolStatus },
): Promise<void> {
  await tables(trx)
    .insertInto('school')
    .values({ id: school.id, slug: school.slug, ...schoolColumnsOf(school.input), status: school.status })
    .execute();
}

/** Marks the school changed now: its version goes up by one. */
export async function bumpSchoolVersion(trx: Db, id: string): Promise<void> {
  await tables(trx)
    .updateTable('school')
    .set({ updated_at: new Date(), version: sql`version + 1` })
    .where('id', '=', id)
    .execute();
}

/** Links the school to the curriculums of these slugs, and to no other. */
export async function replaceSchoolCurriculums(trx: Db, schoolId: string, slugs: string[]): Promise<void> {
  await tables(trx).deleteFrom('school_curriculum').where('school_id', '=', schoolId).execute();
  if (slugs.length > 0) {
    await tables(trx)
      .insertInto('school_curriculum')
      .columns(['school_id', 'curriculum_id'])
      .expression((eb) =>
        eb
          .selectFrom('curriculum')
          .select([eb.val(schoolId).as('school_id'), 'id'])
          .where('slug', 'in', slugs),
      )
      .execute();
  }
}

/**
 * The dashboard's counts, each a total and the rows added each week: schools listed on the site,
 * waiting to be listed (not listed, not archived), every school, and the demo members (accounts
 * on `demoDomain`).
 */
export async function schoolCounts(db: Db, demoDomain: string) {
  const counted = async (table: string, where: RawBuilder<unknown>, weekly: RawBuilder<unknown>) => {
    const [total, perWeek] = await Promise.all([
      countRows(db, table, where),
      weeklyCounts(db, table, 'created_at', weekly),
    ]);
    return { total, weekly: perWeek };
  };
  const demo = `%@${demoDomain}`;
  const [listed, waiting, all, demoMembers] = await Promise.all([
    counted('school', sql`listed`, sql`t.listed`),
    counted('school', sql`not listed and status <> 'archived'`, sql`not t.listed and t.status <> 'archived'`),
    counted('school', sql`true`, sql`true`),
    counted('app_user', sql`email like ${demo}`, sql`t.email like ${demo}`),
  ]);
  return { listed, waiting, all, demoMembers };
}
