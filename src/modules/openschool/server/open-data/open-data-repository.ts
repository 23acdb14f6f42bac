import { sql } from 'kysely';
import type { Db } from '@/core/server/db/database';
import type { FeeRecord } from '@/modules/openschool/shared/fee-table';
import type { CurrencyRate } from '@/modules/openschool/shared/money';
import type { FieldSourceEntry } from '@/modules/openschool/shared/open-data/open-data-fields';
import { confirmationCounts, type FactConfirmationCount } from '../confirmations/confirmation-repository';
import { feeRecordOf } from '../detail/school-detail-repository';
import { feesOfSchoolsQuery } from '../fees/school-fee-repository';
import { fieldSourcesOf } from '../import/school-field-source-repository';
import { gradeNameOf } from '../reference/grade-repository';
import { PUBLISHED_FACT_COLUMNS } from '../schools/school-columns';
import type { OpenSchoolTables } from '../tables';

const tables = (db: Db) => db.withTables<OpenSchoolTables>();

/**
 * The tables the export reads: a committed write to any of them changes the data version
 * (`setting`: the site's name and address are in every file).
 */
export const OPEN_DATA_TABLES = [
  'school',
  'school_curriculum',
  'curriculum',
  'school_fee',
  'grade',
  'exchange_rate',
  'setting',
  'school_field_source',
  'school_fact_confirmation',
] as const;

/** Its published facts' columns, and what the site adds: the fees, the ratings, the facts confirmed. */
const SCHOOL_COLUMNS = [
  'id',
  ...PUBLISHED_FACT_COLUMNS,
  'grade_system',
  'avg_fees_usd_cents',
  'rating_avg',
  'rating_count',
  'verified_source',
  'admissions',
  'school_life',
] as const;

export interface OpenDataBatch {
  schools: Awaited<ReturnType<typeof schoolPage>>;
  /** Curriculum names by school id, in the order the school's page lists them. */
  curriculums: Map<string, string[]>;
  fees: Map<string, FeeRecord[]>;
  /** Imported fields by school id, with their dataset and licence. */
  sources: Map<string, FieldSourceEntry[]>;
  /** Members' confirmations by school id, per fact and value confirmed. */
  confirmations: Map<string, FactConfirmationCount[]>;
}

/** Listed schools after `after` (by id), at most `limit`: what lists and search show is public. */
function schoolPage(db: Db, after: string | null, limit: number) {
  let query = tables(db).selectFrom('school').select(SCHOOL_COLUMNS).where('listed', '=', true);
  if (after) query = query.where('id', '>', after);
  return query.orderBy('id').limit(limit).execute();
}

function groupBy<T, V>(rows: T[], key: (row: T) => string, value: (row: T) => V): Map<string, V[]> {
  const groups = new Map<string, V[]>();
  for (const row of rows) {
    const group = groups.get(key(row));
    if (group) group.push(value(row));
    else groups.set(key(row), [value(row)]);
  }
  return groups;
}

/**
 * Every listed school in id order, a batch at a time with its curriculums, fees, sources and
 * confirmations (five queries a batch), each batch continuing after the last id seen: a million schools never sit
 * in memory, and the caller reads the next batch only when it wants it.
 */
export async function* listedSchoolBatches(db: Db, batchSize = 1_000): AsyncGenerator<OpenDataBatch> {
  let after: string | null = null;
  while (true) {
    const schools = await schoolPage(db, after, batchSize);
    if (schools.length === 0) return;
    const ids = schools.map((school) => school.id);
    const [curriculums, fees, sources, confirmations] = await Promise.all([
      tables(db)
        .selectFrom('school_curriculum')
        .innerJoin('curriculum', 'curriculum.id', 'school_curriculum.curriculum_id')
        .select(['school_curriculum.school_id', 'curriculum.name'])
        .where('school_curriculum.school_id', 'in', ids)
        .orderBy('curriculum.family')
        .orderBy('curriculum.name')
        .execute(),
      feesOfSchoolsQuery(db, ids)
        .orderBy('school_fee.kind')
        .orderBy('school_fee.age_from')
        .orderBy('school_fee.id')
        .execute(),
      fieldSourcesOf(db, ids),
      confirmationCounts(db, ids),
    ]);
    yield {
      schools,
      curriculums: groupBy(
        curriculums,
        (row) => row.school_id,
        (row) => row.name,
      ),
      fees: groupBy(fees, (row) => row.school_id, feeRecordOf),
      sources: groupBy(
        sources,
        (row) => row.schoolId,
        ({ field, source, licence }) => ({ field, source, licence }),
      ),
      confirmations: groupBy(
        confirmations,
        (row) => row.schoolId,
        ({ schoolId: _school, ...count }) => count,
      ),
    };
    if (schools.length < batchSize) return;
    after = schools.at(-1)!.id;
  }
}

export type OpenDataSchoolRow = OpenDataBatch['schools'][number];

/** What every school's fee table needs, read once per export: grades by system, and the rates. */
export async function feeReference(db: Db) {
  const [grades, rates] = await Promise.all([
    tables(db)
      .selectFrom('grade')
      .select(['system', 'code', 'name', 'age_from'])
      // As the school page orders them: of two grades starting at one age, the later one names it.
      .orderBy('age_from')
      .orderBy('position')
      .execute(),
    tables(db).selectFrom('exchange_rate').select(['currency', 'units_per_usd', 'minor_digits']).execute(),
  ]);
  return {
    gradesBySystem: groupBy(grades, (row) => row.system, gradeNameOf),
    rates: new Map(
      rates.map((row): [string, CurrencyRate] => [
        row.currency,
        // numeric comes back as a string from `pg`.
        { currency: row.currency, unitsPerUsd: Number(row.units_per_usd), minorDigits: row.minor_digits },
      ]),
    ),
  };
}

/** How many schools are listed, and when one last changed: what /open-data says of the files. */
export async function openDataSummary(db: Db) {
  const [count, latest] = await Promise.all([
    tables(db)
      .selectFrom('school_country_count')
      .select(sql<number>`coalesce(sum(count), 0)::int`.as('count'))
      .executeTakeFirstOrThrow(),
    tables(db)
      .selectFrom('school')
      .select((eb) => eb.fn.max('updated_at').as('updatedAt'))
      .where('listed', '=', true)
      .executeTakeFirst(),
  ]);
  return { schools: Number(count.count), updatedAt: latest?.updatedAt ?? null };
}
