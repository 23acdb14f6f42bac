import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { v7 as uuidv7 } from 'uuid';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { AuthTables } from '@/core/server/auth/auth-tables';
import type { Database } from '@/core/server/db/database';
import { openDatabase } from '@/core/server/db/database';
import { migrate } from '@/core/server/db/migrate';
import { migrationSources } from '@/core/server/db/prepare';
import { loadServerModules } from '@/core/server/modules';
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

/**
 * Takes a migrated database back to where migration 021 left the directory: 011's gate (a
 * curriculum and a tuition fee needed), boarding a day school by default, no school years made
 * for a school inserted without fees, no indexes of incomplete schools; 022 and 023 unapplied.
 */
async function beforeTheGateOfEveryRealSchool(db: Database['db']) {
  for (const statement of [
    `create or replace function school_listed_apply() returns trigger language plpgsql as $$
     begin
       new.listed := new.status = 'published'
         and coalesce(trim(new.city), '') <> ''
         and new.avg_fees_usd_cents is not null
         and cardinality(new.curriculum_ids) > 0;
       return new;
     end
     $$`,
    'drop trigger school_year_fees_insert on school',
    'drop function school_year_fees_inserted()',
    'alter table school alter column boarding set default false, alter column boarding set not null',
    'drop index school_incomplete_name_idx, school_incomplete_updated_at_idx, ' +
      'school_country_incomplete_name_idx, school_country_incomplete_updated_at_idx',
    "delete from _migration where name in ('openschool/022-every-real-school-listed.sql', " +
      "'openschool/023-schools-missing-facts.sql')",
  ]) {
    await sql.raw(statement).execute(db);
  }
}

describe.each(ENGINES)('upgrading a directory to the gate of every real school on %s', (engine) => {
  it('lists the published schools the old gate hid, in the kept counts, and keeps boarding as it was', async () => {
    const database = await openTestDatabase(engine);
    try {
      await beforeTheGateOfEveryRealSchool(database.db);
      // As an import wrote them under the old gate: none listed.
      await sql`
        insert into school (id, name, slug, city, country_code, status, age_from, age_to, boarding) values
          ('01900000-0000-7000-8000-000000000001', 'Braga Bare School', 'braga', 'Braga', 'PT', 'published', null, null, false),
          ('01900000-0000-7000-8000-000000000002', 'Faro Draft School', 'faro', 'Faro', 'PT', 'draft', null, null, false),
          ('01900000-0000-7000-8000-000000000003', 'Évora Ages School', 'evora', 'Évora', 'PT', 'published', 5, 7, true)
      `.execute(database.db);
      const listed = async () =>
        (
          await sql<{ name: string }>`select name from school where listed order by name`.execute(database.db)
        ).rows.map((row) => row.name);
      expect(await listed()).toEqual([]);

      const applied = await migrate(database.db, migrationSources(await loadServerModules()));
      expect(applied).toEqual([
        'openschool/022-every-real-school-listed.sql',
        'openschool/023-schools-missing-facts.sql',
      ]);
      expect(await listed()).toEqual(['Braga Bare School', 'Évora Ages School']);
      const counts = await sql<{ country_code: string; count: number }>`
        select country_code, count from school_country_count`.execute(database.db);
      expect(counts.rows).toEqual([{ country_code: 'PT', count: 2 }]);
      const schools = await sql<{ name: string; boarding: boolean | null }>`
        select name, boarding from school order by name`.execute(database.db);
      expect(schools.rows.map((row) => row.boarding)).toEqual([false, false, true]);
      // A school inserted now, without boarding, leaves it not known.
      await sql`insert into school (id, name, slug, city, country_code) values
        ('01900000-0000-7000-8000-000000000004', 'Porto New School', 'porto', 'Porto', 'PT')`.execute(
        database.db,
      );
      const fresh = await sql<{ boarding: boolean | null; listed: boolean }>`
        select boarding, listed from school where name = 'Porto New School'`.execute(database.db);
      expect(fresh.rows).toEqual([{ boarding: null, listed: true }]);
      // The school with ages and no fee has its school years, their fees unknown: a list at a
      // child's age finds it.
      const years = await sql<{ age: number; tuition: string | null }>`
        select age, tuition_usd_cents as tuition from school_year_fee
        where school_id = '01900000-0000-7000-8000-000000000003' order by age`.execute(database.db);
      expect(years.rows).toEqual([5, 6, 7].map((age) => ({ age, tuition: null })));
    } finally {
      await database.close();
    }
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
