import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { v7 as uuidv7 } from 'uuid';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { AuthTables } from '../../src/core/server/auth/auth-tables';
import type { Database } from '../../src/core/server/db/database';
import { openDatabase } from '../../src/core/server/db/database';
import { migrate } from '../../src/core/server/db/migrate';
import { ENGINES, openTestDatabase } from './support/test-database';

const migrationDirs: string[] = [];
afterEach(() => {
  for (const dir of migrationDirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

function migrationDir(files: Record<string, string>): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'schools-migrations-'));
  migrationDirs.push(dir);
  for (const [name, text] of Object.entries(files)) fs.writeFileSync(path.join(dir, name), text);
  return dir;
}

describe.each(ENGINES)('migrations on %s', (engine) => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase(engine);
  });
  afterAll(() => database.close());

  it('records every applied file and applies nothing twice', async () => {
    const recorded = await database.db.selectFrom('_migration').select('name').orderBy('name').execute();
    expect(recorded.map((row) => row.name)).toEqual(
      expect.arrayContaining(['core/001-settings.sql', 'openschool/001-school.sql']),
    );
    const dir = migrationDir({
      '001-note.sql': 'create table note (id int primary key); insert into note values (1);',
    });
    expect(await migrate(database.db, [{ owner: 'probe', dir }])).toEqual(['probe/001-note.sql']);
    expect(await migrate(database.db, [{ owner: 'probe', dir }])).toEqual([]);
    const notes = await sql<{ n: number }>`select count(*)::int as n from note`.execute(database.db);
    expect(notes.rows[0]?.n).toBe(1);
  });

  it('rolls a failing migration back whole and records nothing', async () => {
    const dir = migrationDir({
      '001-good.sql': 'create table half_done (id int);',
      '002-bad.sql': 'create table broken (id int); select no_such_function();',
    });
    await expect(migrate(database.db, [{ owner: 'failing', dir }])).rejects.toThrow();
    const tables = await sql<{ name: string }>`
      select table_name as name from information_schema.tables where table_name in ('half_done', 'broken')
    `.execute(database.db);
    expect(tables.rows).toEqual([]);
    const recorded = await database.db
      .selectFrom('_migration')
      .select('name')
      .where('name', 'like', 'failing/%')
      .execute();
    expect(recorded).toEqual([]);
  });
});

describe.each(ENGINES)('unique usernames over existing data, on %s', (engine) => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase(engine);
  });
  afterAll(() => database.close());

  it('leaves the first holder of a name with it and gives later ones the first free suffix', async () => {
    const db = database.db.withTables<AuthTables>();
    // As before the migration: no index, no fold function, names taken twice.
    await sql`drop index app_user_username_fold_idx`.execute(db);
    await sql`drop function user_name_fold(text)`.execute(db);
    const long = 'x'.repeat(50);
    const holders = ['Anna', 'anna', 'ÂNNA', 'anna-2', long, long.toUpperCase()];
    const ids = holders.map(() => uuidv7());
    await db
      .insertInto('app_user')
      .values(
        holders.map((username, index) => ({
          id: ids[index]!,
          email: `holder-${index}-${ids[index]}@example.com`,
          username,
          created_at: new Date(Date.UTC(2020, 0, 1 + index)),
        })),
      )
      .execute();

    const file = path.resolve(
      import.meta.dirname,
      '../../src/modules/user/server/migrations/005-unique-usernames.sql',
    );
    const dir = migrationDir({ '001-again.sql': fs.readFileSync(file, 'utf8') });
    expect(await migrate(database.db, [{ owner: 'usernames-again', dir }])).toEqual([
      'usernames-again/001-again.sql',
    ]);

    const names = await db.selectFrom('app_user').select(['id', 'username']).where('id', 'in', ids).execute();
    const byId = new Map(names.map((row) => [row.id, row.username]));
    expect(ids.map((id) => byId.get(id))).toEqual([
      'Anna',
      'anna-3',
      'ÂNNA-4',
      'anna-2',
      long,
      `${'X'.repeat(48)}-2`,
    ]);
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)('migrations from two processes at once', () => {
  it('applies each file once while the other waits on the advisory lock', async () => {
    const owner = await openTestDatabase('postgres');
    const url = await sql<{ db: string }>`select current_database() as db`.execute(owner.db);
    const target = new URL(process.env.TEST_DATABASE_URL!);
    target.pathname = `/${url.rows[0]?.db}`;
    const second = await openDatabase({ DATA_DIR: '', DATABASE_URL: target.toString() });
    try {
      const dir = migrationDir({ '001-race.sql': 'create table race (id int); select pg_sleep(0.3);' });
      const results = await Promise.all([
        migrate(owner.db, [{ owner: 'race', dir }]),
        migrate(second.db, [{ owner: 'race', dir }]),
      ]);
      expect(results.flat()).toEqual(['race/001-race.sql']);
    } finally {
      await second.close();
      await owner.close();
    }
  });
});
