import { sql } from 'kysely';
import { CHANGE_CHANNEL } from '../change-feed';
import { TABLE_TOPIC_PREFIX } from '../change-triggers';
import type { Db } from '../database';
import { type BackupColumn, BackupFormatError, TEXT_FORMAT_SETTINGS } from './backup-format';
import { readBackupLines } from './read-backup';
import { listTables, quoteIdent, type TableShape } from './table-order';
import { tableWithData } from './target-state';

/** Rows per insert statement, and bytes of JSON at most: a few round trips, bounded memory. */
const BATCH_ROWS = 1_000;
const BATCH_BYTES = 4 * 1024 * 1024;
/** The settings cache's topic (settings-service.ts): told too, since settings were replaced. */
const SETTINGS_TOPIC = 'settings';

/** The target cannot take this backup; nothing was changed. */
export class RestoreRefusedError extends Error {}

interface Loading {
  insert: string;
  batch: string[];
  bytes: number;
}

/**
 * Loads every row of the backup into a target migrated to the backup's schema, in one
 * transaction: the tables' own triggers are off meanwhile, so that derived columns and tables
 * (counts, search words) are taken as they were rather than recomputed; the change feed is told
 * of every table at commit. Sequences are set to where they were.
 */
export async function loadBackup(
  db: Db,
  file: string,
  tables: { name: string; columns: BackupColumn[] }[],
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await sql.raw(TEXT_FORMAT_SETTINGS).execute(trx);
    const target = new Map((await listTables(trx)).map((table) => [table.name, table]));
    const shapes = new Map(
      tables.map((table) => [table.name, matchTable(target, table.name, table.columns)]),
    );
    const occupied = await tableWithData(trx);
    if (occupied) throw new RestoreRefusedError(holdsDataMessage(occupied));
    const names = [...shapes.keys()].map(quoteIdent);
    for (const name of names) await sql.raw(`alter table ${name} disable trigger user`).execute(trx);
    // One statement: a table referenced by a foreign key can only be emptied with its referrers.
    if (names.length) await sql.raw(`truncate ${names.join(', ')}`).execute(trx);
    let loading: Loading | undefined;
    const flush = async () => {
      if (!loading?.batch.length) return;
      await sql`${sql.raw(loading.insert)} from json_array_elements(${`[${loading.batch.join(',')}]`}::json) as r`.execute(
        trx,
      );
      loading.batch = [];
      loading.bytes = 0;
    };
    let first = true;
    for await (const line of readBackupLines(file)) {
      if (first) {
        first = false;
        continue;
      }
      if ('row' in line) {
        if (!loading) throw new BackupFormatError('A row precedes its table.');
        loading.batch.push(line.row);
        loading.bytes += line.row.length;
        if (loading.batch.length >= BATCH_ROWS || loading.bytes >= BATCH_BYTES) await flush();
        continue;
      }
      const control = line.control;
      if (control.kind === 'table') {
        const shape = shapes.get(control.name);
        if (!shape)
          throw new BackupFormatError(
            `The backup file changed since it was checked (table ${control.name}).`,
          );
        loading = { insert: insertSql(shape, control.columns), batch: [], bytes: 0 };
      } else if (control.kind === 'table-end') {
        await flush();
        loading = undefined;
      } else if (control.kind === 'sequence') {
        await sql`select setval(${quoteIdent(control.name)}::regclass, ${control.lastValue}::bigint, ${control.isCalled})`.execute(
          trx,
        );
      }
    }
    for (const name of shapes.keys()) {
      await sql.raw(`alter table ${quoteIdent(name)} enable trigger user`).execute(trx);
      await sql`select pg_notify(${CHANGE_CHANNEL}, ${TABLE_TOPIC_PREFIX + name})`.execute(trx);
    }
    await sql`select pg_notify(${CHANGE_CHANNEL}, ${SETTINGS_TOPIC})`.execute(trx);
  });
}

export const holdsDataMessage = (table: string) =>
  `The target already holds data (rows in the table ${table} that no migration wrote): ` +
  'restore into an empty data directory (DATA_DIR) or a new, empty database (DATABASE_URL). Nothing was changed.';

function matchTable(target: Map<string, TableShape>, name: string, columns: BackupColumn[]): TableShape {
  const shape = target.get(name);
  const missing = shape
    ? columns.filter((column) => !shape.columns.some((own) => own.name === column.name))
    : columns;
  if (!shape || missing.length)
    throw new RestoreRefusedError(
      `The target's schema lacks ${shape ? `the columns ${missing.map((c) => c.name).join(', ')} of` : 'the table'} ${name}, which the backup holds. Nothing was changed.`,
    );
  return shape;
}

/** `insert … select` each value, read from its text form by the target column's own type. */
function insertSql(shape: TableShape, columns: BackupColumn[]): string {
  const names = columns.map((column) => quoteIdent(column.name)).join(', ');
  const values = columns
    .map((column, index) => {
      const type = shape.columns.find((own) => own.name === column.name)!.type;
      return `(r->>${index})::${type}`;
    })
    .join(', ');
  return `insert into ${quoteIdent(shape.name)} (${names}) overriding system value select ${values}`;
}
