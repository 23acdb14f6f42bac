import type { Insertable } from 'kysely';
import { v7 as uuidv7 } from 'uuid';
import type { Db } from '@/core/server/db/database';
import { slugify } from '@/core/shared/slug';
import type { OpenSchoolTables, SchoolTable } from '@/modules/openschool/server/tables';

let sequence = 0;

export interface SchoolExtras {
  /** Curriculum slugs taught; an empty list leaves them not known. Default: the IB Diploma. */
  curriculums?: string[];
}

/**
 * Inserts a school with unique, valid defaults, listed in public lists (published, with a name,
 * a country and a city): a curriculum and, from `avg_fees_usd_cents` (default $15,000), a yearly
 * tuition fee in US dollars for 2026-2027, from which the database derives its average fee. Any
 * column can be overridden; a null fee or no curriculum leaves them not known, as an imported
 * school has them; a draft status keeps it out of lists.
 */
export async function buildSchool(
  db: Db,
  overrides: Partial<Insertable<SchoolTable>> = {},
  extras: SchoolExtras = {},
) {
  sequence += 1;
  const tables = db.withTables<OpenSchoolTables>();
  const name =
    overrides.name ?? `Factory International School ${sequence} ${Math.random().toString(36).slice(2, 7)}`;
  const { avg_fees_usd_cents: fee = 1_500_000, ...columns } = overrides;
  const row: Insertable<SchoolTable> = {
    id: uuidv7(),
    name,
    slug: slugify(name),
    city: 'Lyon',
    country_code: 'FR',
    ...columns,
  };
  await tables.insertInto('school').values(row).execute();
  const curriculums = extras.curriculums ?? ['ib-dp'];
  if (curriculums.length > 0) {
    await tables
      .insertInto('school_curriculum')
      .columns(['school_id', 'curriculum_id'])
      .expression((eb) =>
        eb
          .selectFrom('curriculum')
          .select([eb.val(row.id).as('school_id'), 'id'])
          .where('slug', 'in', curriculums),
      )
      .execute();
  }
  if (fee !== null) {
    await tables
      .insertInto('school_fee')
      .values({
        id: uuidv7(),
        school_id: row.id,
        kind: 'tuition',
        age_from: null,
        age_to: null,
        amount_minor: fee,
        currency: 'USD',
        period: 'year',
        academic_year: '2026-2027',
        note: null,
      })
      .execute();
  }
  return tables.selectFrom('school').selectAll().where('id', '=', row.id).executeTakeFirstOrThrow();
}
