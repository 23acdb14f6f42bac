import type { Db } from '@/core/server/db/database';
import type { OpenSchoolTables } from '../tables';

const tables = (db: Db) => db.withTables<OpenSchoolTables>();

/** Where an imported value came from: the dataset (its slug) and its record. */
export interface FieldSource {
  source: string;
  reference: string | null;
}

/** An imported field of a school, with its dataset's name, licence and credit. */
export interface SchoolFieldSource extends FieldSource {
  schoolId: string;
  field: string;
  datasetName: string;
  licence: string;
  attribution: string | null;
  url: string | null;
}

/** The imported fields of these schools (those no person has changed since), by field name. */
export async function fieldSourcesOf(db: Db, schoolIds: readonly string[]): Promise<SchoolFieldSource[]> {
  if (schoolIds.length === 0) return [];
  const rows = await tables(db)
    .selectFrom('school_field_source as source')
    .innerJoin('school_dataset as dataset', 'dataset.slug', 'source.source')
    .select([
      'source.school_id',
      'source.field',
      'source.source',
      'source.reference',
      'dataset.name',
      'dataset.licence',
      'dataset.attribution',
      'dataset.url',
    ])
    .where('source.school_id', 'in', schoolIds)
    .orderBy('source.school_id')
    .orderBy('source.field')
    .execute();
  return rows.map((row) => ({
    schoolId: row.school_id,
    field: row.field,
    source: row.source,
    reference: row.reference,
    datasetName: row.name,
    licence: row.licence,
    attribution: row.attribution,
    url: row.url,
  }));
}

/** Records that these fields of the school now hold the dataset's values. */
export async function upsertFieldSources(
  trx: Db,
  schoolId: string,
  fields: readonly string[],
  from: FieldSource,
): Promise<void> {
  if (fields.length === 0) return;
  await tables(trx)
    .insertInto('school_field_source')
    .values(fields.map((field) => ({ school_id: schoolId, field, ...from })))
    .onConflict((conflict) =>
      conflict.columns(['school_id', 'field']).doUpdateSet((eb) => ({
        source: eb.ref('excluded.source'),
        reference: eb.ref('excluded.reference'),
        imported_at: new Date(),
      })),
    )
    .execute();
}

/** Forgets where these fields came from: a person set them. */
export async function deleteFieldSources(trx: Db, schoolId: string, fields: readonly string[]) {
  if (fields.length === 0) return;
  await tables(trx)
    .deleteFrom('school_field_source')
    .where('school_id', '=', schoolId)
    .where('field', 'in', fields)
    .execute();
}
