import type { Db } from '@/core/server/db/database';
import type { OpenSchoolTables } from '../tables';

const tables = (db: Db) => db.withTables<OpenSchoolTables>();

/** A dataset schools are imported from (migration 024). */
export interface SchoolDataset {
  slug: string;
  name: string;
  licence: string;
  attribution: string | null;
  url: string | null;
}

export async function findDataset(db: Db, slug: string): Promise<SchoolDataset | undefined> {
  return tables(db)
    .selectFrom('school_dataset')
    .select(['slug', 'name', 'licence', 'attribution', 'url'])
    .where('slug', '=', slug)
    .executeTakeFirst();
}

/** Every dataset, by name: what the import offers to add a file to. */
export async function listDatasets(db: Db): Promise<SchoolDataset[]> {
  return tables(db)
    .selectFrom('school_dataset')
    .select(['slug', 'name', 'licence', 'attribution', 'url'])
    .orderBy('name')
    .execute();
}

/** Creates the dataset, or sets its name, licence, credit and address as the operator gave them. */
export async function saveDataset(trx: Db, dataset: SchoolDataset): Promise<void> {
  await tables(trx)
    .insertInto('school_dataset')
    .values(dataset)
    .onConflict((conflict) =>
      conflict.column('slug').doUpdateSet({
        name: dataset.name,
        licence: dataset.licence,
        attribution: dataset.attribution,
        url: dataset.url,
        updated_at: new Date(),
      }),
    )
    .execute();
}
