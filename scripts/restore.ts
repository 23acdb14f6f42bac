/**
 * Restores a backup written by `npm run backup` into an empty data directory or database; also
 * the way to move a site from the embedded database to a PostgreSQL server.
 *   npm run restore -- --in FILE
 */
import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from '@/core/server/config';
import { BackupFormatError } from '@/core/server/db/backup/backup-format';
import { RestoreRefusedError } from '@/core/server/db/backup/load-backup';
import { readBackupHeader } from '@/core/server/db/backup/read-backup';
import { restoreBackup } from '@/core/server/db/backup/restore-backup';
import { DataDirLockedError } from '@/core/server/db/data-dir-lock';
import { openDatabase } from '@/core/server/db/database';
import { migrationSources } from '@/core/server/db/prepare';
import { loadServerModules } from '@/core/server/modules';

const HELP = `Restores a backup made by \`npm run backup\` into an empty target.

Usage: npm run restore -- --in FILE

  --in FILE   the backup to restore
  --help      show this help

The target is the database the server would use: DATABASE_URL (a new, empty database), else
the embedded one in DATA_DIR (an empty or new directory). Stop any server on it first. A target
holding a site is refused and left as it was. To move a site from the embedded database to a
PostgreSQL server, back it up, then restore with DATABASE_URL set.`;

class UsageError extends Error {}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: { in: { type: 'string' }, help: { type: 'boolean', default: false } },
  });
  if (values.help) return console.log(HELP);
  if (!values.in) throw new UsageError('Say which backup to restore: --in FILE. Run with --help for more.');
  const config = loadConfig();
  // A file that is no backup must not even create the target.
  await readBackupHeader(values.in);
  const started = Date.now();
  const database = await openDatabase(config);
  try {
    const summary = await restoreBackup(database.db, values.in, migrationSources(await loadServerModules()));
    const target = config.DATABASE_URL ? 'the database of DATABASE_URL' : config.DATA_DIR;
    console.log(
      `Restored ${summary.tables} tables, ${summary.rows} rows into ${target} in ${((Date.now() - started) / 1000).toFixed(1)} s.`,
    );
    for (const name of summary.appliedAfter) console.log(`applied ${name} (newer than the backup)`);
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  if (
    error instanceof UsageError ||
    error instanceof ConfigError ||
    error instanceof DataDirLockedError ||
    error instanceof BackupFormatError ||
    error instanceof RestoreRefusedError
  ) {
    console.error(error.message);
  } else if ((error as NodeJS.ErrnoException).code === 'ENOENT') {
    console.error(`No such file: ${(error as NodeJS.ErrnoException).path}`);
  } else {
    console.error('Restore failed:', error);
  }
  process.exit(1);
});
