import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { inject } from 'vitest';
import type { Database } from '@/core/server/db/database';
import { openMigratedDatabase } from '@/core/server/db/prepare';
import { loadServerModules } from '@/core/server/modules';
import { waitForNoConnection, withServer } from './migrated-templates';

export type Engine = 'pglite' | 'postgres';

/** A test's database; on a PostgreSQL server, with its URL, so that a second app may open it too. */
export type TestDatabase = Database & { url: string | null };

/** PGlite always; a PostgreSQL server too when TEST_DATABASE_URL names one. */
export const ENGINES: Engine[] = process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];

/**
 * The embedded engine only, for a file whose behaviour no engine changes: PGlite is PostgreSQL's
 * own code, so plain SQL answers alike; what differs is the driver (pool, transactions, locks,
 * values as parsed), and a file that exercises none of it beyond what the files on both engines
 * do (guards, forms, captcha, mails rendered, images) is run once
 * (docs/decisions/008-test-run-within-budget.md).
 */
export const EMBEDDED_ONLY: Engine[] = ['pglite'];

/**
 * A fresh, migrated database of its own for one test file: a copy of the migrated template
 * (tests/api/support/migrated-templates.ts) in a temp directory for PGlite, a new database
 * from the template on the TEST_DATABASE_URL server for PostgreSQL. Dropped by `close`.
 * Pending migrations (none, unless the template is stale) still apply when it opens.
 */
export async function openTestDatabase(engine: Engine): Promise<TestDatabase> {
  const modules = await loadServerModules();
  if (engine === 'pglite') {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'schools-test-'));
    fs.cpSync(inject('pgliteTemplate'), dataDir, { recursive: true });
    const database = await openMigratedDatabase({ DATA_DIR: dataDir }, modules);
    return {
      ...database,
      url: null,
      close: async () => {
        await database.close();
        fs.rmSync(dataDir, { recursive: true, force: true });
      },
    };
  }
  const serverUrl = new URL(process.env.TEST_DATABASE_URL!);
  const name = `test_${process.pid}_${Date.now()}_${Math.floor(Math.random() * 1e6)}`;
  const template = inject('postgresTemplate');
  await withServer(serverUrl, (client) =>
    client.query(template ? `create database ${name} template ${template}` : `create database ${name}`),
  );
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openMigratedDatabase({ DATA_DIR: '', DATABASE_URL: url.toString() }, modules);
  return {
    ...database,
    url: url.toString(),
    close: async () => {
      await database.close();
      await withServer(serverUrl, async (client) => {
        await waitForNoConnection(client, name);
        await client.query(`drop database if exists ${name} with (force)`);
      });
    },
  };
}
