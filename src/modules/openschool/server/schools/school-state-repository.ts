import type { Db } from '@/core/server/db/database';
import type { SchoolStatus } from '@/modules/openschool/shared/directory-constants';
import type { SchoolInput } from '@/modules/openschool/shared/school-input';
import { feeInputOfRow } from '../fees/fee-columns';
import type { OpenSchoolTables } from '../tables';
import { schoolFactsOfRow } from './school-columns';

/** A school as people edit it, with its status and version: what a revision keeps. */
export interface SchoolState extends SchoolInput {
  status: SchoolStatus;
  version: number;
}

const tables = (db: Db) => db.withTables<OpenSchoolTables>();

/** How many digits each currency's minor unit has (EUR 2, JPY 0, KWD 3). */
export async function currencyDigits(db: Db): Promise<Map<string, number>> {
  const rows = await tables(db).selectFrom('exchange_rate').select(['currency', 'minor_digits']).execute();
  return new Map(rows.map((row) => [row.currency, row.minor_digits]));
}

/** The editable state of a school, or null; `forUpdate` locks its row for the transaction. */
export async function readSchoolState(
  db: Db,
  id: string,
  options: { forUpdate?: boolean } = {},
): Promise<SchoolState | null> {
  let query = tables(db).selectFrom('school').selectAll().where('id', '=', id);
  if (options.forUpdate) query = query.forUpdate();
  const school = await query.executeTakeFirst();
  if (!school) return null;
  const [curriculums, fees, digits] = await Promise.all([
    tables(db)
      .selectFrom('school_curriculum')
      .innerJoin('curriculum', 'curriculum.id', 'school_curriculum.curriculum_id')
      .select('curriculum.slug')
      .where('school_curriculum.school_id', '=', id)
      .orderBy('curriculum.slug')
      .execute(),
    tables(db)
      .selectFrom('school_fee')
      .selectAll()
      .where('school_id', '=', id)
      .orderBy('academic_year', 'desc')
      .orderBy('kind')
      .orderBy('age_from')
      .execute(),
    currencyDigits(db),
  ]);
  return {
    ...schoolFactsOfRow(school, {
      curriculums: curriculums.map((row) => row.slug),
      fees: fees.map((fee) => feeInputOfRow(fee, digits.get(fee.currency) ?? 2)),
    }),
    status: school.status as SchoolStatus,
    version: school.version,
  };
}
