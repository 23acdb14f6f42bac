import { sql } from 'kysely';
import type { Db } from '@/core/server/db/database';
import type { OpenSchoolTables } from '../tables';

const tables = (db: Db) => db.withTables<OpenSchoolTables>();

/** That the school is this record of the dataset, which names it so (migration 024). */
export async function keepDatasetRecord(
  trx: Db,
  record: { schoolId: string; source: string; reference: string | null; name: string },
): Promise<void> {
  await tables(trx)
    .insertInto('school_dataset_record')
    .values({
      school_id: record.schoolId,
      source: record.source,
      reference: record.reference,
      name: record.name,
    })
    .onConflict((conflict) =>
      conflict
        .columns(['school_id', 'source', 'name'])
        .doUpdateSet({ reference: record.reference, seen_at: new Date() }),
    )
    .execute();
}

/**
 * The other names these schools go by in datasets whose licence allows publishing them (not
 * `privateLicences`), each once and not the school's own name, by school.
 */
export async function otherNamesOf(
  db: Db,
  schools: readonly { id: string; name: string }[],
  privateLicences: readonly string[],
): Promise<Map<string, string[]>> {
  const bySchool = new Map<string, string[]>();
  if (schools.length === 0) return bySchool;
  const rows = await tables(db)
    .selectFrom('school_dataset_record as record')
    .innerJoin('school_dataset as dataset', 'dataset.slug', 'record.source')
    .select(['record.school_id', 'record.name'])
    .where(
      'record.school_id',
      'in',
      schools.map((school) => school.id),
    )
    .where('dataset.licence', 'not in', privateLicences)
    .orderBy('record.seen_at')
    .execute();
  const own = new Map(schools.map((school) => [school.id, school.name]));
  for (const row of rows) {
    const names = bySchool.get(row.school_id) ?? [];
    if (row.name !== own.get(row.school_id) && !names.includes(row.name)) names.push(row.name);
    bySchool.set(row.school_id, names);
  }
  return bySchool;
}

/** A country's schools as the import's matching reads them: places, contacts, other names, records. */
export async function schoolsForMatching(db: Db, countryCodes: readonly string[]) {
  if (countryCodes.length === 0) return [];
  return tables(db)
    .selectFrom('school')
    .select((eb) => [
      'school.id',
      'school.name',
      'school.country_code',
      'school.city',
      'school.address',
      'school.latitude',
      'school.longitude',
      'school.website',
      'school.phone',
      'school.status',
      eb
        .selectFrom('school_dataset_record as record')
        .select(sql<string[]>`coalesce(array_agg(distinct record.name), '{}')`.as('names'))
        .whereRef('record.school_id', '=', 'school.id')
        .as('other_names'),
      eb
        .selectFrom('school_dataset_record as record')
        .select(
          sql<
            string[]
          >`coalesce(array_agg(distinct record.source || ':' || record.reference) filter (where record.reference is not null), '{}')`.as(
            'refs',
          ),
        )
        .whereRef('record.school_id', '=', 'school.id')
        .as('dataset_references'),
    ])
    .where('school.country_code', 'in', countryCodes)
    .execute();
}
