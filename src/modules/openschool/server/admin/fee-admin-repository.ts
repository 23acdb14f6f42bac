import { sql } from 'kysely';
import { v7 as uuidv7 } from 'uuid';
import { type AdminListSql, findAdminPage } from '@/core/server/admin/crud/admin-list-sql';
import type { Db } from '@/core/server/db/database';
import type { AdminListQuery } from '@/core/shared/admin-list';
import { FEE_ADMIN_LIST } from '@/modules/openschool/shared/admin/fee-admin-schemas';
import type { FeeInput } from '@/modules/openschool/shared/school-input';
import { feeColumnsOf } from '../fees/fee-columns';
import type { OpenSchoolTables } from '../tables';

const tables = (db: Db) => db.withTables<OpenSchoolTables>();

/** A fee in the admin: the fee form's fields, its school's name, and its record's. */
export interface AdminFeeRecord extends FeeInput {
  id: string;
  version: number;
  schoolId: string;
  schoolName: string;
  schoolCountryCode: string;
  /** The amount in US dollars at the current rate, for comparing fees in other currencies. */
  amountUsd: number;
  createdAt: Date;
  updatedAt: Date;
}

const amountUsd = sql<number>`(school_fee.amount_minor::numeric / power(10::numeric, exchange_rate.minor_digits) / exchange_rate.units_per_usd)`;

const FEE_SQL: AdminListSql = {
  spec: FEE_ADMIN_LIST.columns,
  columns: {
    school: sql`lower(school.name)`,
    kind: sql.ref('school_fee.kind'),
    amount: amountUsd,
    currency: sql.ref('school_fee.currency'),
    academicYear: sql.ref('school_fee.academic_year'),
    updatedAt: sql.ref('school_fee.updated_at'),
  },
  search: (pattern) => sql`(school.name ilike ${pattern} or school_fee.note ilike ${pattern})`,
  tiebreak: sql.ref('school_fee.id'),
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const from = (db: Db) =>
  tables(db)
    .selectFrom('school_fee')
    .innerJoin('school', 'school.id', 'school_fee.school_id')
    .innerJoin('exchange_rate', 'exchange_rate.currency', 'school_fee.currency');

const selectFee = (query: ReturnType<typeof from>) =>
  query.select([
    'school_fee.id',
    'school_fee.version',
    'school_fee.school_id as schoolId',
    'school.name as schoolName',
    'school.country_code as schoolCountryCode',
    'school_fee.kind',
    'school_fee.age_from as ageFrom',
    'school_fee.age_to as ageTo',
    sql<number>`school_fee.amount_minor::numeric / power(10::numeric, exchange_rate.minor_digits)`.as(
      'amount',
    ),
    'school_fee.currency',
    'school_fee.period',
    'school_fee.academic_year as academicYear',
    'school_fee.note',
    sql<number>`round(${amountUsd}, 2)`.as('amountUsd'),
    'school_fee.created_at as createdAt',
    'school_fee.updated_at as updatedAt',
  ]);

const asRecord = (row: unknown) => {
  const record = row as AdminFeeRecord;
  return { ...record, amount: Number(record.amount), amountUsd: Number(record.amountUsd) };
};

/** A page of fees; the school filter is its id (an id that is none matches nothing). */
export async function findFeeAdminPage(db: Db, list: AdminListQuery) {
  const { school, currency, ...filters } = list.filters;
  let base = from(db);
  if (typeof school === 'string') {
    base = UUID.test(school)
      ? base.where('school_fee.school_id', '=', school)
      : base.where(sql<boolean>`false`);
  }
  const normalised: AdminListQuery = {
    ...list,
    filters: typeof currency === 'string' ? { ...filters, currency: currency.toUpperCase() } : filters,
  };
  const { rows, count } = await findAdminPage(base, FEE_SQL, normalised, selectFee);
  return { items: rows.map(asRecord), count };
}

/**
 * A fee, or null. With `forUpdate` its school's row is locked first, then the fee's: the order
 * `saveSchool` takes them in, so the fee admin and a school's form never wait on each other.
 */
export async function findFeeAdminById(
  db: Db,
  id: string,
  options: { forUpdate?: boolean } = {},
): Promise<AdminFeeRecord | null> {
  if (options.forUpdate) {
    const fee = await tables(db)
      .selectFrom('school_fee')
      .select('school_id')
      .where('id', '=', id)
      .executeTakeFirst();
    if (!fee) return null;
    await tables(db).selectFrom('school').select('id').where('id', '=', fee.school_id).forUpdate().execute();
  }
  let query = selectFee(from(db)).where('school_fee.id', '=', id);
  if (options.forUpdate) query = query.forUpdate('school_fee');
  const row = await query.executeTakeFirst();
  return row ? asRecord(row) : null;
}

export async function insertFee(db: Db, schoolId: string, fee: FeeInput, digits: number): Promise<string> {
  const id = uuidv7();
  await tables(db)
    .insertInto('school_fee')
    .values({ id, school_id: schoolId, ...feeColumnsOf(fee, digits) })
    .execute();
  return id;
}

export async function updateFee(db: Db, id: string, schoolId: string, fee: FeeInput, digits: number) {
  await tables(db)
    .updateTable('school_fee')
    .set({
      school_id: schoolId,
      ...feeColumnsOf(fee, digits),
      updated_at: new Date(),
      version: sql`version + 1`,
    })
    .where('id', '=', id)
    .execute();
}

export async function deleteFees(db: Db, ids: string[]): Promise<void> {
  await tables(db).deleteFrom('school_fee').where('id', 'in', ids).execute();
}

export async function schoolExists(db: Db, id: string): Promise<boolean> {
  return (
    (await tables(db).selectFrom('school').select('id').where('id', '=', id).executeTakeFirst()) !== undefined
  );
}
