import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '@/core/server/db/database';
import { hasSchools, MAX_BATCH_SIZE, seedDemoSchools } from '@/modules/openschool/server/demo/seed-demo';
import type { OpenSchoolTables } from '@/modules/openschool/server/tables';
import { openTestDatabase } from './support/test-database';

const now = new Date('2025-06-01T12:00:00Z');

describe('seedDemoSchools', () => {
  let database: Database;

  beforeAll(async () => {
    database = await openTestDatabase('pglite');
  });

  afterAll(() => database?.close());

  const countSchools = async () => {
    const row = await database.db
      .withTables<OpenSchoolTables>()
      .selectFrom('school')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .executeTakeFirstOrThrow();
    return Number(row.count);
  };

  it('inserts the rows in batches, then adds more with another seed', async () => {
    expect(await hasSchools(database.db)).toBe(false);
    const progress: number[] = [];
    const inserted = await seedDemoSchools(database.db, {
      count: 500,
      seed: 1,
      now,
      batchSize: 200,
      onProgress: (done) => progress.push(done),
    });
    expect(inserted).toBe(500);
    expect(progress).toEqual([200, 400, 500]);
    expect(await countSchools()).toBe(500);
    expect(await hasSchools(database.db)).toBe(true);

    expect(await seedDemoSchools(database.db, { count: 300, seed: 2, now })).toBe(300);
    expect(await countSchools()).toBe(800);
  }, 60_000);

  it('leaves every table with planner statistics (PGlite has no autovacuum to gather them)', async () => {
    // reltuples is -1 for a table never analyzed: the planner then guesses its size.
    const { rows } = await sql<{ relname: string }>`
      select relname from pg_class
      where relkind = 'r' and relnamespace = 'public'::regnamespace and reltuples < 0
      order by relname`.execute(database.db);
    expect(rows.map((row) => row.relname)).toEqual([]);
  });

  it('stores the generated values as they were made', async () => {
    const rows = await database.db
      .withTables<OpenSchoolTables>()
      .selectFrom('school')
      .selectAll()
      .where('is_demo', '=', true)
      .whereRef('updated_at', '<', 'created_at')
      .execute();
    expect(rows).toHaveLength(0);
    const sample = await database.db
      .withTables<OpenSchoolTables>()
      .selectFrom('school')
      .selectAll()
      .limit(1)
      .executeTakeFirstOrThrow();
    expect(sample.is_demo).toBe(true);
    expect(sample.created_at).toBeInstanceOf(Date);
    expect(sample.country_code).toMatch(/^[A-Z]{2}$/);
  });

  it('keeps the fees of each school year, as the triggers of the fees would', async () => {
    const yearFees = () =>
      database.db
        .withTables<OpenSchoolTables>()
        .selectFrom('school_year_fee')
        .selectAll()
        .orderBy('school_id')
        .orderBy('age')
        .execute();
    const seeded = await yearFees();
    // Every listed demo school teaches some ages and has tuition for them.
    expect(new Set(seeded.map((row) => row.school_id)).size).toBeGreaterThan(700);
    await sql`select school_refresh(array(select id from school))`.execute(database.db);
    expect(await yearFees()).toEqual(seeded);
  });

  it('gives admissions deadlines ahead of the day the demo is loaded, some within two months', async () => {
    const rows = await database.db
      .withTables<OpenSchoolTables>()
      .selectFrom('school')
      .select('admissions')
      .where('admissions', 'is not', null)
      .execute();
    // A school without admissions keeps an empty object.
    const intakes = rows.flatMap(
      (row) => (row.admissions as { intakes?: { name: string; deadline: string | null }[] }).intakes ?? [],
    );
    expect(intakes.length).toBeGreaterThan(400);
    const deadlines = intakes.map((intake) => intake.deadline);
    const loadDay = now.toISOString().slice(0, 10);
    expect(deadlines.filter((deadline) => deadline === null || deadline <= loadDay)).toEqual([]);
    expect(deadlines.some((deadline) => deadline! < '2025-07-31')).toBe(true);
    expect(new Set(intakes.map((intake) => intake.name))).toEqual(new Set(['August 2025', 'January 2026']));
  });

  it('refuses batches that would exceed the parameter limit of one statement', async () => {
    await expect(
      seedDemoSchools(database.db, { count: 1, seed: 1, batchSize: MAX_BATCH_SIZE + 1 }),
    ).rejects.toThrow(RangeError);
  });
});
