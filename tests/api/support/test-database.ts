import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { Database } from '../../../src/core/server/db/database';
import { openMigratedDatabase } from '../../../src/core/server/db/prepare';
import { loadServerModules } from '../../../src/core/server/modules';

export type Engine = 'pglite' | 'postgres';

/** PGlite always; a PostgreSQL server too when TEST_DATABASE_URL names one. */
export const ENGINES: Engine[] = process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];

/**
 * A fresh, migrated database of its own for one test file: a temp directory for PGlite,
 * a new database on the TEST_DATABASE_URL server for PostgreSQL. Dropped by `close`.
 */
export async function openTestDatabase(engine: Engine): Promise<Database> {
  const modules = await loadServerModules();
  if (engine === 'pglite') {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'schools-test-'));
    const database = await openMigratedDatabase({ DATA_DIR: dataDir }, modules);
    return {
      ...database,
      close: async () => {
        await database.close();
        fs.rmSync(dataDir, { recursive: true, force: true });
      },
    };
  }
  const serverUrl = new URL(process.env.TEST_DATABASE_URL!);
  const name = `test_${process.pid}_${Date.now()}_${Math.floor(Math.random() * 1e6)}`;
  await withServer(serverUrl, (client) => client.query(`create database ${name}`));
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openMigratedDatabase({ DATA_DIR: '', DATABASE_URL: url.toString() }, modules);
  return {
    ...database,
    close: async () => {
      await database.close();
      await withServer(serverUrl, (client) => client.query(`drop database if exists ${name} with (force)`));
    },
  };
}

async function withServer(url: URL, work: (client: pg.Client) => Promise<unknown>): Promise<void> {
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  try {
    await work(client);
  } finally {
    await client.end();
  }
}
