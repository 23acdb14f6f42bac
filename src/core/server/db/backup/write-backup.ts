import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import fs from 'node:fs';
import type { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import { type Kysely, sql, type Transaction } from 'kysely';
import type { Database } from '../database';
import type { CoreTables } from '../tables';
import {
  BACKUP_FORMAT,
  BACKUP_FORMAT_VERSION,
  type BackupHeader,
  type BackupLine,
  TEXT_FORMAT_SETTINGS,
} from './backup-format';
import { listTables, quoteIdent, type TableShape } from './table-order';

/** Rows fetched from a cursor at a time: memory stays flat whatever the size of a table. */
const PAGE_ROWS = 1_000;
/** Fewer for a table of files (uploaded images run to megabytes each). */
const PAGE_ROWS_WITH_BYTES = 16;
const PACKAGE_JSON = new URL('../../../../../package.json', import.meta.url);

export interface BackupSummary {
  tables: number;
  rows: number;
}

/** What the snapshot holds besides rows: read first, in the same transaction as the rows. */
interface Snapshot {
  header: BackupHeader;
  tables: TableShape[];
  sequences: Extract<BackupLine, { kind: 'sequence' }>[];
  /** A cursor per table, by the table's index. */
  cursors: string[];
}

/**
 * Writes a backup of the whole database to `out` (see backup-format.ts): every table as one
 * read-only REPEATABLE READ transaction saw it, so the backup is consistent while the site goes
 * on writing. Rows come through cursors, a page at a time.
 *
 * On PostgreSQL the cursors are read inside that transaction, on a connection of the pool, while
 * other requests use the others. PGlite has a single connection, which a transaction keeps from
 * every other request: there the cursors are declared `WITH HOLD`, so that committing computes
 * each result once (0.5 s for the demo data) and their pages are then fetched one statement at a
 * time, between other requests' queries.
 */
export async function writeBackup(
  database: Pick<Database, 'db' | 'engine'>,
  out: Writable,
): Promise<BackupSummary> {
  const gzip = createGzip();
  const written = pipeline(gzip, out);
  const write = async (line: string) => {
    if (!gzip.write(`${line}\n`)) await once(gzip, 'drain');
  };
  const { db, engine } = database;
  try {
    const summary =
      engine === 'pglite'
        ? await writeHeld(db, write)
        : await db.transaction().execute(async (trx) => {
            const snapshot = await takeSnapshot(trx, engine, false);
            return writeLines(trx, snapshot, write);
          });
    gzip.end();
    await written;
    return summary;
  } catch (error) {
    gzip.destroy(error as Error);
    await written.catch(() => {});
    throw error;
  }
}

async function writeHeld(db: Kysely<CoreTables>, write: (line: string) => Promise<void>) {
  const snapshot = await db.transaction().execute((trx) => takeSnapshot(trx, 'pglite', true));
  try {
    return await writeLines(db, snapshot, write);
  } finally {
    // Held cursors outlive their transaction: close each, even after a failure.
    for (const cursor of snapshot.cursors)
      await sql
        .raw(`close ${cursor}`)
        .execute(db)
        .catch(() => {});
  }
}

async function takeSnapshot(
  trx: Transaction<CoreTables>,
  engine: Database['engine'],
  hold: boolean,
): Promise<Snapshot> {
  await sql`set transaction isolation level repeatable read, read only`.execute(trx);
  await sql.raw(TEXT_FORMAT_SETTINGS).execute(trx);
  const migrations = await sql<{ name: string }>`
    select name from _migration order by applied_at, name`.execute(trx);
  const version = await sql<{ version: string }>`select version()`.execute(trx);
  const header: BackupHeader = {
    kind: 'header',
    format: BACKUP_FORMAT,
    version: BACKUP_FORMAT_VERSION,
    appVersion: (JSON.parse(fs.readFileSync(PACKAGE_JSON, 'utf8')) as { version?: string }).version ?? '',
    createdAt: new Date().toISOString(),
    engine,
    serverVersion: version.rows[0]!.version,
    migrations: migrations.rows.map((row) => row.name),
  };
  const tables = await listTables(trx);
  const prefix = `backup_${randomBytes(4).toString('hex')}_`;
  const cursors = tables.map((_, index) => `${prefix}${index}`);
  // Held cursors are all declared now, and computed at commit from this transaction's snapshot.
  if (hold) for (const [index, table] of tables.entries()) await declare(trx, cursors[index]!, table, true);
  const sequences: Snapshot['sequences'] = [];
  const names = await sql<{ name: string }>`
    select relname as name from pg_class
    where relkind = 'S' and relnamespace = current_schema()::regnamespace order by relname`.execute(trx);
  for (const { name } of names.rows) {
    const state = await sql<{ last_value: string; is_called: boolean }>`
      select last_value::text, is_called from ${sql.raw(quoteIdent(name))}`.execute(trx);
    const { last_value, is_called } = state.rows[0]!;
    sequences.push({ kind: 'sequence', name, lastValue: last_value, isCalled: is_called });
  }
  return { header, tables, sequences, cursors: hold ? cursors : [] };
}

/** A cursor over a table's rows, each as the JSON array of its columns' text forms, by primary key. */
async function declare(db: Kysely<CoreTables>, cursor: string, table: TableShape, hold: boolean) {
  const values = table.columns.map((column) => `${quoteIdent(column.name)}::text`).join(', ');
  const order = table.primaryKey.length
    ? ` order by ${table.primaryKey.map((column) => quoteIdent(column)).join(', ')}`
    : '';
  await sql
    .raw(
      `declare ${cursor} no scroll cursor ${hold ? 'with hold ' : ''}for
       select to_json(array[${values}])::text as line from ${quoteIdent(table.name)}${order}`,
    )
    .execute(db);
}

async function writeLines(
  db: Kysely<CoreTables>,
  snapshot: Snapshot,
  write: (line: string) => Promise<void>,
): Promise<BackupSummary> {
  const line = (value: BackupLine) => write(JSON.stringify(value));
  await line(snapshot.header);
  let total = 0;
  for (const [index, table] of snapshot.tables.entries()) {
    await line({ kind: 'table', name: table.name, columns: table.columns });
    const held = snapshot.cursors[index];
    const cursor = held ?? 'backup_rows';
    if (!held) await declare(db, cursor, table, false);
    const pageRows = table.columns.some((column) => column.type === 'bytea')
      ? PAGE_ROWS_WITH_BYTES
      : PAGE_ROWS;
    let rows = 0;
    for (;;) {
      const page = await sql.raw<{ line: string }>(`fetch ${pageRows} from ${cursor}`).execute(db);
      for (const row of page.rows) await write(row.line);
      rows += page.rows.length;
      if (page.rows.length < pageRows) break;
    }
    if (!held) await sql.raw(`close ${cursor}`).execute(db);
    await line({ kind: 'table-end', name: table.name, rows });
    total += rows;
  }
  for (const sequence of snapshot.sequences) await line(sequence);
  await line({ kind: 'end', tables: snapshot.tables.length, rows: total });
  return { tables: snapshot.tables.length, rows: total };
}
