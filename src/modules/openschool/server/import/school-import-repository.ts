import { countAll } from '@/core/server/db/count';
import type { Db } from '@/core/server/db/database';
import type { OpenSchoolTables } from '../tables';

const tables = (db: Db) => db.withTables<OpenSchoolTables>();

/** An uploaded file under preview or committed (migration 024). */
export interface StoredImport {
  id: string;
  format: string;
  fileName: string;
  content: string;
  settings: unknown;
  report: unknown;
  createdAt: Date;
  committedAt: Date | null;
  createdCount: number | null;
  updatedCount: number | null;
}

const COLUMNS = [
  'id',
  'format',
  'file_name',
  'content',
  'settings',
  'report',
  'created_at',
  'committed_at',
  'created_count',
  'updated_count',
] as const;

const toStored = (row: {
  id: string;
  format: string;
  file_name: string;
  content: string;
  settings: unknown;
  report: unknown;
  created_at: Date;
  committed_at: Date | null;
  created_count: number | null;
  updated_count: number | null;
}): StoredImport => ({
  id: row.id,
  format: row.format,
  fileName: row.file_name,
  content: row.content,
  settings: row.settings,
  report: row.report,
  createdAt: row.created_at,
  committedAt: row.committed_at,
  createdCount: row.created_count,
  updatedCount: row.updated_count,
});

export async function insertImport(
  db: Db,
  values: {
    id: string;
    format: string;
    fileName: string;
    content: string;
    settings: unknown;
    report: unknown;
    createdBy: string | null;
  },
): Promise<void> {
  await tables(db)
    .insertInto('school_import')
    .values({
      id: values.id,
      format: values.format,
      file_name: values.fileName,
      content: values.content,
      settings: JSON.stringify(values.settings),
      report: JSON.stringify(values.report),
      created_by: values.createdBy,
    })
    .execute();
}

/** The import; with `forUpdate`, locked until the transaction ends (one commit at a time). */
export async function findImport(db: Db, id: string, options: { forUpdate?: boolean } = {}) {
  let query = tables(db).selectFrom('school_import').select(COLUMNS).where('id', '=', id);
  if (options.forUpdate) query = query.forUpdate();
  const row = await query.executeTakeFirst();
  return row ? toStored(row) : undefined;
}

export async function updateImport(db: Db, id: string, values: { settings: unknown; report: unknown }) {
  await tables(db)
    .updateTable('school_import')
    .set({
      settings: JSON.stringify(values.settings),
      report: JSON.stringify(values.report),
      updated_at: new Date(),
    })
    .where('id', '=', id)
    .execute();
}

export async function markImportCommitted(
  trx: Db,
  id: string,
  values: { by: string | null; created: number; updated: number; report: unknown },
) {
  await tables(trx)
    .updateTable('school_import')
    .set({
      committed_at: new Date(),
      committed_by: values.by,
      created_count: values.created,
      updated_count: values.updated,
      report: JSON.stringify(values.report),
      updated_at: new Date(),
    })
    .where('id', '=', id)
    .execute();
}

/** Imports newest first, without their files: the import page's history. */
export async function listImports(db: Db, page: number, limit: number) {
  const rows = await tables(db)
    .selectFrom('school_import')
    .select([
      'id',
      'format',
      'file_name',
      'settings',
      'created_at',
      'committed_at',
      'created_count',
      'updated_count',
    ])
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .offset((page - 1) * limit)
    .execute();
  const total = await tables(db)
    .selectFrom('school_import')
    .select(countAll().as('count'))
    .executeTakeFirstOrThrow();
  return { rows, count: Number(total.count) };
}

export async function deleteImport(db: Db, id: string): Promise<boolean> {
  const result = await tables(db)
    .deleteFrom('school_import')
    .where('id', '=', id)
    .where('committed_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
