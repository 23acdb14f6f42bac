import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { gunzipSync, gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createApp } from '@/core/server/app';
import { BACKUP_TOKEN_FILE } from '@/core/server/db/backup/backup-token';
import { RestoreRefusedError } from '@/core/server/db/backup/load-backup';
import { inspectBackup } from '@/core/server/db/backup/read-backup';
import { restoreBackup } from '@/core/server/db/backup/restore-backup';
import { writeBackup } from '@/core/server/db/backup/write-backup';
import type { Database, Db } from '@/core/server/db/database';
import { migrationSources, openMigratedDatabase } from '@/core/server/db/prepare';
import type { ServerModule } from '@/core/server/module';
import { loadServerModules } from '@/core/server/modules';
import { nodeEntryArgs } from '../../scripts/node-entries';
import { buildSchool } from './support/school-factory';
import { testConfig } from './support/test-config';
import { ENGINES, type Engine, openTestDatabase, type TestDatabase } from './support/test-database';

const ROOT = path.resolve(import.meta.dirname, '../..');
const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'schools-backup-'));
let modules: ServerModule[];
/** Each engine's backup of its demo site, and what that site held, for the move between engines. */
const made: Partial<Record<Engine, { file: string; fingerprint: Fingerprint }>> = {};

type Fingerprint = Record<string, { rows: number; md5: string }>;

beforeAll(async () => {
  modules = await loadServerModules();
});
afterAll(() => fs.rmSync(workDir, { recursive: true, force: true }));

/** Every table's row count and a checksum of its rows (as jsonb, in one order on both engines). */
async function fingerprint(db: Db): Promise<Fingerprint> {
  return db.transaction().execute(async (trx) => {
    await sql`set local timezone = 'UTC'`.execute(trx);
    const tables = await sql<{ name: string }>`select relname as name from pg_class
      where relnamespace = current_schema()::regnamespace and relkind = 'r' and relname <> '_migration'
      order by relname`.execute(trx);
    const result: Fingerprint = {};
    for (const { name } of tables.rows) {
      const row = await sql<{ rows: number; md5: string }>`select count(*)::int as rows,
        coalesce(md5(string_agg(to_jsonb(t)::text, E'\n' order by to_jsonb(t)::text collate "C")), '') as md5
        from ${sql.table(name)} as t`.execute(trx);
      result[name] = row.rows[0]!;
    }
    return result;
  });
}

const migrationsOf = async (db: Db) =>
  (await db.selectFrom('_migration').select('name').orderBy('name').execute()).map((row) => row.name);

/** A small site: the modules' demo data, plus values whose text forms are easy to get wrong. */
async function seedSite(db: Db): Promise<void> {
  for (const module of modules) await module.seedDemo?.(db, { size: 30, seed: 5 });
  await db
    .insertInto('setting')
    .values([
      { key: 'WEBSITE_NAME', value: JSON.stringify('École « Backup » ✓ \\ "quoted"') },
      { key: 'backup.test.json-null', value: sql`'null'::jsonb` },
    ])
    .execute();
  await db
    .insertInto('image')
    .values({ id: 'f'.repeat(32), data: Buffer.from([0, 1, 2, 92, 120, 255, 0]) })
    .execute();
  await buildSchool(db, { name: 'Backup Test School', latitude: 0.1 + 0.2, longitude: -1e-300 });
}

async function backupTo(database: Database, name: string): Promise<string> {
  const file = path.join(workDir, name);
  await writeBackup(database, fs.createWriteStream(file));
  return file;
}

const restore = (db: Db, file: string) => restoreBackup(db, file, migrationSources(modules));

describe.each(ENGINES)('backup and restore on %s', (engine) => {
  let source: TestDatabase;
  let target: TestDatabase;
  let file: string;

  beforeAll(async () => {
    [source, target] = await Promise.all([openTestDatabase(engine), openTestDatabase(engine)]);
    await seedSite(source.db);
  }, 60_000);
  afterAll(async () => {
    await source?.close();
    await target?.close();
  });

  it('restores every table, row for row, into a fresh database', async () => {
    file = await backupTo(source, `${engine}.jsonl.gz`);
    const summary = await restore(target.db, file);
    const before = await fingerprint(source.db);
    made[engine] = { file, fingerprint: before };
    expect(summary.appliedAfter).toEqual([]);
    expect(before.school!.rows).toBeGreaterThan(30);
    expect(before.school_rating!.rows).toBeGreaterThan(0);
    expect(await fingerprint(target.db)).toEqual(before);
    expect(await migrationsOf(target.db)).toEqual(await migrationsOf(source.db));
  });

  it('leaves the restored site announcing its changes and serving', async () => {
    let heard = false;
    target.changes.subscribeAll((topic) => {
      if (topic === 'table:school') heard = true;
    });
    // On PostgreSQL the feed starts listening with its first subscriber: write until it hears.
    for (let attempt = 0; attempt < 40 && !heard; attempt++) {
      await sql`update school set name = name || '.' where slug like 'backup-test-school%'`.execute(
        target.db,
      );
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(heard).toBe(true);

    const config = testConfig({ DATA_DIR: fs.mkdtempSync(path.join(workDir, 'app-')) });
    const app = await createApp({ config, database: target, modules });
    try {
      const response = await app.inject({
        method: 'POST',
        url: '/api/graphql',
        payload: { query: '{ schools(limit: 1) { pageInfo { count } items { name } } }' },
      });
      const listed = await sql<{ n: number }>`select count(*)::int as n from school where listed`.execute(
        target.db,
      );
      expect(response.json().data.schools.pageInfo.count).toBe(listed.rows[0]!.n);
    } finally {
      await app.close();
    }
  });

  it('refuses a target that holds a site, and changes nothing there', async () => {
    const before = await fingerprint(target.db);
    await expect(restore(target.db, file)).rejects.toThrow(RestoreRefusedError);
    await expect(restore(target.db, file)).rejects.toThrow(/already holds data/);
    expect(await fingerprint(target.db)).toEqual(before);
  });

  it('refuses a backup of a newer version, and a damaged one', async () => {
    const lines = gunzipSync(fs.readFileSync(file)).toString('utf8').split('\n');
    const header = JSON.parse(lines[0]!);
    header.migrations.push('core/999-from-the-future.sql');
    const newer = path.join(workDir, `${engine}-newer.jsonl.gz`);
    fs.writeFileSync(newer, gzipSync([JSON.stringify(header), ...lines.slice(1)].join('\n')));
    const cut = path.join(workDir, `${engine}-cut.jsonl.gz`);
    fs.writeFileSync(cut, gzipSync(lines.slice(0, Math.floor(lines.length / 2)).join('\n')));
    // Both are refused before the target is looked at: this one holds a site, and keeps it.
    const before = await fingerprint(target.db);
    await expect(restore(target.db, newer)).rejects.toThrow(/newer version.*core\/999-from-the-future\.sql/);
    await expect(restore(target.db, cut)).rejects.toThrow(/incomplete/);
    expect(await fingerprint(target.db)).toEqual(before);
  });

  it('takes one consistent snapshot while the site writes', async () => {
    const writes = (async () => {
      for (let i = 0; i < 12; i++) {
        // Two tables the backup reads far apart (captcha_spent first, missing_translation later).
        await source.db.transaction().execute(async (trx) => {
          await sql`insert into captcha_spent values (${`pair-${i}`}, now())`.execute(trx);
          await sql`insert into missing_translation (lng, ns, key) values ('en', 'pair', ${`pair-${i}`})`.execute(
            trx,
          );
          await buildSchool(trx as unknown as Db, { country_code: 'PT', city: 'Porto' });
        });
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
    })();
    const during = await backupTo(source, `${engine}-during.jsonl.gz`);
    await writes;
    const fresh = await openTestDatabase(engine);
    try {
      await restore(fresh.db, during);
      const counts = await sql<{ spent: number; missing: number; schools: number; counted: number }>`select
        (select count(*)::int from captcha_spent where signature like 'pair-%') as spent,
        (select count(*)::int from missing_translation where ns = 'pair') as missing,
        (select count(*)::int from school where country_code = 'PT' and listed) as schools,
        (select coalesce(sum(count), 0)::int from school_country_count where country_code = 'PT') as counted`.execute(
        fresh.db,
      );
      const { spent, missing, schools, counted } = counts.rows[0]!;
      expect(missing).toBe(spent);
      expect(counted).toBe(schools);
    } finally {
      await fresh.close();
    }
  });
});

describe.runIf(ENGINES.includes('postgres'))('moving a site from PGlite to PostgreSQL', () => {
  it('restores the PGlite backup on PostgreSQL, row for row', async () => {
    const { file, fingerprint: before } = made.pglite!;
    expect((await inspectBackup(file)).header.engine).toBe('pglite');
    const target = await openTestDatabase('postgres');
    try {
      await restore(target.db, file);
      expect(await fingerprint(target.db)).toEqual(before);
    } finally {
      await target.close();
    }
  });
});

/** A script as an operator runs it; resolves with its exit code and output. */
async function run(script: 'backup' | 'restore', args: string[], env: Record<string, string>) {
  try {
    const { stdout, stderr } = await promisify(execFile)('node', [...nodeEntryArgs(script), ...args], {
      cwd: ROOT,
      env: { ...process.env, LOG_LEVEL: 'error', ...env },
    });
    return { code: 0, output: stdout + stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, output: failed.stdout + failed.stderr };
  }
}

describe('backup of a running server on PGlite', () => {
  const dataDir = fs.mkdtempSync(path.join(workDir, 'running-'));
  let database: Database;
  let app: FastifyInstance;
  let token: string;
  let closed = false;

  beforeAll(async () => {
    // The server's own database in its DATA_DIR, locked by this process as `npm start` locks it.
    fs.cpSync(inject('pgliteTemplate'), dataDir, { recursive: true });
    database = await openMigratedDatabase({ DATA_DIR: dataDir }, modules);
    await buildSchool(database.db, { name: 'Running School' });
    app = await createApp({ config: testConfig({ DATA_DIR: dataDir }), database, modules });
    token = fs.readFileSync(path.join(dataDir, BACKUP_TOKEN_FILE), 'utf8');
  }, 60_000);
  afterAll(async () => {
    if (closed) return;
    await app?.close();
    await database?.close();
  });

  it('keeps its token readable by the owner only', () => {
    expect(fs.statSync(path.join(dataDir, BACKUP_TOKEN_FILE)).mode & 0o777).toBe(0o600);
  });

  it('answers only a caller on this machine presenting the token', async () => {
    const get = (headers: Record<string, string>) =>
      app.inject({ method: 'GET', url: '/api/backup', headers });
    expect((await get({})).statusCode).toBe(401);
    expect((await get({ authorization: 'Bearer wrong' })).statusCode).toBe(403);
    expect(
      (await get({ authorization: `Bearer ${token}`, 'x-forwarded-for': '203.0.113.9' })).statusCode,
    ).toBe(404);
    const response = await get({ authorization: `Bearer ${token}` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/gzip');
    const file = path.join(workDir, 'through-route.jsonl.gz');
    fs.writeFileSync(file, response.rawPayload);
    const fresh = await openTestDatabase('pglite');
    try {
      await restore(fresh.db, file);
      expect(await fingerprint(fresh.db)).toEqual(await fingerprint(database.db));
    } finally {
      await fresh.close();
    }
  });

  it('is what `npm run backup` asks for while the server runs; `npm run restore` refuses that site', async () => {
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address() as { port: number };
    const file = path.join(workDir, 'by-script.jsonl.gz');
    const backup = await run('backup', ['--out', file, '--url', `http://127.0.0.1:${address.port}`], {
      DATA_DIR: dataDir,
    });
    expect(backup.output).toContain(`holds ${dataDir}`);
    expect(backup.code).toBe(0);
    expect((await inspectBackup(file)).tables.length).toBeGreaterThan(10);

    closed = true;
    await app.close();
    await database.close();
    const refused = await run('restore', ['--in', file], { DATA_DIR: dataDir });
    expect(refused.code).toBe(1);
    expect(refused.output).toContain('already holds data');
  });
});
