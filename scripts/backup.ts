/**
 * Writes a consistent backup of the site's database to a file, while the site runs.
 *   npm run backup -- --out FILE [--url http://127.0.0.1:3000]
 */
import fs from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { parseArgs } from 'node:util';
import { type Config, ConfigError, loadConfig } from '@/core/server/config';
import { BackupFormatError } from '@/core/server/db/backup/backup-format';
import { BACKUP_PATH } from '@/core/server/db/backup/backup-route';
import { readBackupToken, runningServerOf } from '@/core/server/db/backup/backup-token';
import { inspectBackup } from '@/core/server/db/backup/read-backup';
import { writeBackup } from '@/core/server/db/backup/write-backup';
import { DataDirLockedError } from '@/core/server/db/data-dir-lock';
import { openDatabase } from '@/core/server/db/database';

const HELP = `Writes a backup of the site's database (gzip'd JSON lines) to FILE.

Usage: npm run backup -- --out FILE [--url URL]

  --out FILE   where to write the backup (replaced if it exists)
  --url URL    the running server's address, when it is not HOST:PORT of this environment
  --help       show this help

The database is the one the server uses: DATABASE_URL, else the embedded one in DATA_DIR (./data).
The site may keep running. The file holds every account and secret setting: keep it private.`;

class UsageError extends Error {}

/** Where this machine reaches the server that listens on HOST:PORT. */
function serverUrl(config: Config): string {
  const host = config.HOST === '0.0.0.0' ? '127.0.0.1' : config.HOST === '::' ? '::1' : config.HOST;
  return `http://${host.includes(':') ? `[${host}]` : host}:${config.PORT}`;
}

/** Asks the server that holds the embedded database for the backup, with its token. */
async function downloadBackup(config: Config, url: string, file: string): Promise<void> {
  const token = readBackupToken(config.DATA_DIR);
  if (!token)
    throw new UsageError(
      `The server running on ${config.DATA_DIR} left no backup token there: restart it with this version.`,
    );
  let response: Response;
  try {
    response = await fetch(new URL(BACKUP_PATH, url), { headers: { authorization: `Bearer ${token}` } });
  } catch (error) {
    throw new UsageError(
      `The server holding ${config.DATA_DIR} could not be reached at ${url} (${(error as Error).cause ?? error}). ` +
        'Give its address with --url.',
    );
  }
  if (!response.ok || !response.body)
    throw new UsageError(
      `The server at ${url} refused the backup (HTTP ${response.status}): ` +
        (response.status === 404
          ? 'it offers none to this address; is it the server of this DATA_DIR?'
          : 'its token differs; is --url the server of this DATA_DIR?'),
    );
  await pipeline(Readable.fromWeb(response.body as never), fs.createWriteStream(file, { mode: 0o600 }));
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      out: { type: 'string' },
      url: { type: 'string' },
      help: { type: 'boolean', default: false },
    },
  });
  if (values.help) return console.log(HELP);
  if (!values.out)
    throw new UsageError('Say where to write the backup: --out FILE. Run with --help for more.');
  const config = loadConfig();
  const started = Date.now();
  const partial = `${values.out}.partial`;
  try {
    const server = config.DATABASE_URL ? undefined : runningServerOf(config.DATA_DIR);
    if (server !== undefined) {
      const url = values.url ?? serverUrl(config);
      console.log(`The server (pid ${server}) holds ${config.DATA_DIR}: asking it at ${url}.`);
      await downloadBackup(config, url, partial);
    } else {
      if (!config.DATABASE_URL && !fs.existsSync(path.join(config.DATA_DIR, 'pgdata')))
        throw new UsageError(`There is no database in ${config.DATA_DIR} to back up (DATA_DIR).`);
      const database = await openDatabase(config);
      try {
        await writeBackup(database, fs.createWriteStream(partial, { mode: 0o600 }));
      } finally {
        await database.close();
      }
    }
    const contents = await inspectBackup(partial);
    fs.renameSync(partial, values.out);
    const size = (fs.statSync(values.out).size / 1024 / 1024).toFixed(1);
    console.log(
      `Backup written to ${values.out}: ${contents.tables.length} tables, ${contents.rows} rows, ${size} MB, ` +
        `${contents.header.migrations.length} migrations, in ${((Date.now() - started) / 1000).toFixed(1)} s.`,
    );
  } finally {
    fs.rmSync(partial, { force: true });
  }
}

main().catch((error: unknown) => {
  if (
    error instanceof UsageError ||
    error instanceof ConfigError ||
    error instanceof DataDirLockedError ||
    error instanceof BackupFormatError
  ) {
    console.error(error.message);
  } else {
    console.error('Backup failed:', error);
  }
  process.exit(1);
});
