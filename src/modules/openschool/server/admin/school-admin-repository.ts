import { type Selectable, sql } from 'kysely';
import { type AdminListSql, findAdminPage } from '@/core/server/admin/crud/admin-list-sql';
import { camelColumns } from '@/core/server/db/camel-columns';
import type { Db } from '@/core/server/db/database';
import type { AdminListQuery } from '@/core/shared/admin-list';
import { SCHOOL_ADMIN_LIST } from '@/modules/openschool/shared/admin/school-admin-list';
import type { SchoolStatus } from '@/modules/openschool/shared/directory-constants';
import type { FeeInput } from '@/modules/openschool/shared/school-input';
import { feeInputOfRow } from '../fees/fee-columns';
import { feesOfSchoolsQuery } from '../fees/school-fee-repository';
import { schoolFactsOfRow } from '../schools/school-columns';
import type { SchoolState } from '../schools/school-state-repository';
import type { OpenSchoolTables, SchoolTable } from '../tables';

const tables = (db: Db) => db.withTables<OpenSchoolTables>();

/** A fee as the school's admin page shows it: the form's fields and its own record's id. */
export interface AdminSchoolFee extends FeeInput {
  id: string;
}

/** A school in the admin: its editable state, and what the database derives and keeps. */
export interface AdminSchoolRecord extends Omit<SchoolState, 'fees'> {
  id: string;
  slug: string;
  fees: AdminSchoolFee[];
  /** The publication gate, kept by the database. */
  listed: boolean;
  avgFeesUsdCents: number | null;
  ratingAvg: number | null;
  ratingCount: number;
  createdAt: Date;
  updatedAt: Date;
}

const SCHOOL_SQL: AdminListSql = {
  spec: SCHOOL_ADMIN_LIST.columns,
  columns: {
    name: sql`lower(school.name)`,
    countryCode: sql.ref('school.country_code'),
    status: sql.ref('school.status'),
    listed: sql.ref('school.listed'),
    waiting: sql`(not school.listed and school.status <> 'archived')`,
    hasFees: sql`exists (select 1 from school_fee where school_fee.school_id = school.id)`,
    avgFees: sql.ref('school.avg_fees_usd_cents'),
    updatedAt: sql.ref('school.updated_at'),
  },
  search: (pattern) => sql`(school.name ilike ${pattern} or school.city ilike ${pattern})`,
  tiebreak: sql.ref('school.id'),
};

/** The schools' curriculums (slugs) and fees, two queries for any number of schools. */
async function linksOf(db: Db, ids: string[]) {
  if (ids.length === 0)
    return { curriculums: new Map<string, string[]>(), fees: new Map<string, AdminSchoolFee[]>() };
  const [curriculumRows, feeRows] = await Promise.all([
    tables(db)
      .selectFrom('school_curriculum')
      .innerJoin('curriculum', 'curriculum.id', 'school_curriculum.curriculum_id')
      .select(['school_curriculum.school_id', 'curriculum.slug'])
      .where('school_curriculum.school_id', 'in', ids)
      .orderBy('curriculum.slug')
      .execute(),
    feesOfSchoolsQuery(db, ids)
      .orderBy('school_fee.academic_year', 'desc')
      .orderBy('school_fee.kind')
      .orderBy('school_fee.age_from')
      .execute(),
  ]);
  const curriculums = new Map<string, string[]>();
  for (const row of curriculumRows)
    curriculums.set(row.school_id, [...(curriculums.get(row.school_id) ?? []), row.slug]);
  const fees = new Map<string, AdminSchoolFee[]>();
  for (const row of feeRows) {
    const fee: AdminSchoolFee = { id: row.id, ...feeInputOfRow(row, row.minor_digits) };
    fees.set(row.school_id, [...(fees.get(row.school_id) ?? []), fee]);
  }
  return { curriculums, fees };
}

function recordOf(
  row: Selectable<SchoolTable>,
  links: Awaited<ReturnType<typeof linksOf>>,
): AdminSchoolRecord {
  return {
    ...camelColumns(row, ['id', 'slug', 'version']),
    ...schoolFactsOfRow(row, { curriculums: links.curriculums.get(row.id) ?? [], fees: [] }),
    // The fees with their records' ids, in the facts' place.
    fees: links.fees.get(row.id) ?? [],
    status: row.status as SchoolStatus,
    ...camelColumns(row, ['listed', 'avg_fees_usd_cents']),
    ratingAvg: row.rating_avg === null ? null : Number(row.rating_avg),
    ...camelColumns(row, ['rating_count', 'created_at', 'updated_at']),
  };
}

async function withLinks(db: Db, rows: Selectable<SchoolTable>[]): Promise<AdminSchoolRecord[]> {
  const links = await linksOf(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => recordOf(row, links));
}

/**
 * A page of schools, listed or not. The country code is matched whatever its case; a
 * curriculum filter keeps the schools teaching the curriculum of that slug.
 */
export async function findSchoolAdminPage(db: Db, list: AdminListQuery) {
  const { curriculum, countryCode, ...filters } = list.filters;
  let base = tables(db).selectFrom('school');
  if (typeof curriculum === 'string') {
    base = base.where(
      sql<boolean>`exists (
        select 1 from school_curriculum
        join curriculum on curriculum.id = school_curriculum.curriculum_id
        where school_curriculum.school_id = school.id and curriculum.slug = ${curriculum.toLowerCase()}
      )`,
    );
  }
  const normalised: AdminListQuery = {
    ...list,
    filters:
      typeof countryCode === 'string' ? { ...filters, countryCode: countryCode.toUpperCase() } : filters,
  };
  const { rows, count } = await findAdminPage(base, SCHOOL_SQL, normalised, (query) =>
    query.selectAll('school'),
  );
  return { items: await withLinks(db, rows as Selectable<SchoolTable>[]), count };
}

/** Any school, listed or not; with `forUpdate` its row stays locked until the transaction ends. */
export async function findSchoolAdminById(
  db: Db,
  id: string,
  options: { forUpdate?: boolean } = {},
): Promise<AdminSchoolRecord | null> {
  let query = tables(db).selectFrom('school').selectAll().where('id', '=', id);
  if (options.forUpdate) query = query.forUpdate();
  const row = await query.executeTakeFirst();
  return row ? ((await withLinks(db, [row]))[0] ?? null) : null;
}
