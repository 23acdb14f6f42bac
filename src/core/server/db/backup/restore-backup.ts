import { sql } from 'kysely';
import type { Db } from '../database';
import { type MigrationSource, migrate } from '../migrate';
import { holdsDataMessage, loadBackup, RestoreRefusedError } from './load-backup';
import { inspectBackup } from './read-backup';
import { appliedMigrations, codeMigrations, migrateTo, tableWithData } from './target-state';

export interface RestoreSummary {
  tables: number;
  rows: number;
  /** Migrations of this code that the backup predates, applied after loading it. */
  appliedAfter: string[];
}

/**
 * Restores a backup into an empty target: checks the file and the target first (a refusal
 * changes nothing), migrates the target to the backup's schema, loads every row in one
 * transaction, then applies the migrations this code has and the backup lacks.
 */
export async function restoreBackup(
  db: Db,
  file: string,
  sources: MigrationSource[],
): Promise<RestoreSummary> {
  const contents = await inspectBackup(file);
  const { header } = contents;
  const known = codeMigrations(sources);
  const unknown = header.migrations.filter((name) => !known.has(name));
  if (unknown.length)
    throw new RestoreRefusedError(
      `This backup comes from a newer version of the application (version ${header.appVersion}; ` +
        `migrations unknown here: ${unknown.join(', ')}). Update the application, then restore.`,
    );
  const inBackup = new Set(header.migrations);
  const ahead = (await appliedMigrations(db)).filter((name) => !inBackup.has(name));
  if (ahead.length)
    throw new RestoreRefusedError(
      `The target was migrated past the backup (${ahead.join(', ')}): restore into an empty data ` +
        'directory (DATA_DIR) or a new, empty database (DATABASE_URL). Nothing was changed.',
    );
  const occupied = await tableWithData(db);
  if (occupied) throw new RestoreRefusedError(holdsDataMessage(occupied));

  await migrateTo(db, sources, header.migrations);
  await loadBackup(db, file, contents.tables);
  const appliedAfter = await migrate(db, sources);
  // Fresh statistics for the planner: PGlite runs no autovacuum of its own.
  await sql`analyze`.execute(db);
  return { tables: contents.tables.length, rows: contents.rows, appliedAfter };
}
