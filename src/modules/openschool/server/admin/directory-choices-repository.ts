import type { Db } from '@/core/server/db/database';
import type { OpenSchoolTables } from '../tables';

const tables = (db: Db) => db.withTables<OpenSchoolTables>();

export interface CurriculumChoice {
  slug: string;
  name: string;
  family: string;
}

export interface CurrencyChoice {
  code: string;
  minorDigits: number;
}

/** Every curriculum, by family then name, as the school form offers them. */
export function allCurriculumChoices(db: Db): Promise<CurriculumChoice[]> {
  return tables(db)
    .selectFrom('curriculum')
    .select(['slug', 'name', 'family'])
    .orderBy('family')
    .orderBy('name')
    .execute();
}

/** Every currency with a rate: the only ones a fee may use. */
export async function allCurrencyChoices(db: Db): Promise<CurrencyChoice[]> {
  const rows = await tables(db)
    .selectFrom('exchange_rate')
    .select(['currency', 'minor_digits'])
    .orderBy('currency')
    .execute();
  return rows.map((row) => ({ code: row.currency, minorDigits: row.minor_digits }));
}
