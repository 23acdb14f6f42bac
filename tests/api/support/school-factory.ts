import type { Insertable } from 'kysely';
import { v7 as uuidv7 } from 'uuid';
import type { Db } from '../../../src/core/server/db/database';
import { slugify } from '../../../src/core/shared/slug';
import type { OpenSchoolTables, SchoolTable } from '../../../src/modules/openschool/server/tables';

let sequence = 0;

/** Inserts a school with unique, valid defaults; any column can be overridden. */
export async function buildSchool(db: Db, overrides: Partial<Insertable<SchoolTable>> = {}) {
  sequence += 1;
  const name =
    overrides.name ?? `Factory International School ${sequence} ${Math.random().toString(36).slice(2, 7)}`;
  const row: Insertable<SchoolTable> = {
    id: uuidv7(),
    name,
    slug: slugify(name),
    city: 'Lyon',
    country_code: 'FR',
    avg_fees_usd_cents: 1_500_000,
    ...overrides,
  };
  return db
    .withTables<OpenSchoolTables>()
    .insertInto('school')
    .values(row)
    .returningAll()
    .executeTakeFirstOrThrow();
}
