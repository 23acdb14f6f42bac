import { sql } from 'kysely';
import type { Db } from '@/core/server/db/database';
import { academicYearOf } from '@/modules/openschool/shared/directory-constants';
import type { OpenSchoolTables } from '../tables';
import { completeSchool, loadReference } from './complete-school';
import { demoMemberCount } from './demo-members';
import { type DemoSchoolOptions, generateDemoSchools, type NewSchoolRow } from './demo-schools';
import { type DemoBatch, demoExtras, type SchoolWithExtras } from './school-extras';
import { ensureDemoMembers, insertChunked } from './seed-members';

// PostgreSQL's wire protocol numbers bind parameters with 16 bits: at most 65,535 per statement.
const MAX_PARAMETERS = 65_535;
const COLUMNS_PER_ROW = 29;
export const MAX_BATCH_SIZE = Math.floor(MAX_PARAMETERS / COLUMNS_PER_ROW);
const DEFAULT_BATCH_SIZE = 2_000;

export interface SeedDemoOptions extends DemoSchoolOptions {
  /** Rows per multi-row INSERT; at most MAX_BATCH_SIZE. */
  batchSize?: number;
  /** Called after each batch with the number of schools inserted so far. */
  onProgress?: (done: number) => void;
}

// The triggers that recompute a school's derived values after each statement on these tables:
// during a batch they would rewrite every school three times (curriculums, fees, ratings), and
// make its school years' fee rows before it has fees.
const DEFERRED_TRIGGERS = [
  ['school', 'school_year_fees_insert'],
  ['school_curriculum', 'school_curriculum_insert'],
  ['school_fee', 'school_fee_insert'],
  ['school_rating', 'school_rating_insert'],
] as const;

/**
 * Writes one batch in one transaction: schools, then what refers to them, then each school's
 * derived values once — curriculum ids, average fee (the database's own function), approved
 * ratings' average and count, and through the update trigger whether it is listed and the
 * per-country counts — and the fees of each school year.
 * The triggers on the linked tables are switched off meanwhile (transactional DDL: they are
 * back on at commit or rollback), which halves the time of a large seed. The seed's test
 * checks the result against what the triggers compute.
 */
async function insertBatch(db: Db, batch: DemoBatch): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const tables = trx.withTables<OpenSchoolTables>();
    for (const [table, trigger] of DEFERRED_TRIGGERS) {
      await sql`alter table ${sql.table(table)} disable trigger ${sql.id(trigger)}`.execute(trx);
    }
    await insertChunked(batch.schools, (rows) => tables.insertInto('school').values(rows).execute());
    await insertChunked(batch.curriculumLinks, (rows) =>
      tables.insertInto('school_curriculum').values(rows).execute(),
    );
    await insertChunked(batch.fees, (rows) => tables.insertInto('school_fee').values(rows).execute());
    await insertChunked(batch.ratings, (rows) => tables.insertInto('school_rating').values(rows).execute());
    await insertChunked(batch.revisions, (rows) =>
      tables.insertInto('school_revision').values(rows).execute(),
    );
    await insertChunked(batch.proposals, (rows) =>
      tables.insertInto('school_proposal').values(rows).execute(),
    );
    const ids = batch.schools.map((school) => school.id);
    await sql`
      update school set
        curriculum_ids = array(select curriculum_id from school_curriculum
          where school_id = school.id order by curriculum_id),
        avg_fees_usd_cents = school_avg_fees_usd_cents(school.id),
        rating_avg = (select round(avg(overall), 2) from school_rating
          where school_id = school.id and status = 'approved'),
        rating_count = (select count(*)::int from school_rating
          where school_id = school.id and status = 'approved')
      where school.id = any(${ids}::uuid[])`.execute(trx);
    await sql`select school_year_fees_refresh(${ids}::uuid[])`.execute(trx);
    for (const [table, trigger] of DEFERRED_TRIGGERS) {
      await sql`alter table ${sql.table(table)} enable trigger ${sql.id(trigger)}`.execute(trx);
    }
  });
}

/**
 * Inserts `count` generated demo schools with everything about them — curriculums, fees,
 * ratings by demo members, their revisions and a few pending proposals — a few multi-row
 * INSERTs per batch, and returns how many schools. The database derives each school's average
 * fee, rating, curriculum ids and whether it is listed. The tables are vacuumed and analyzed
 * at the end: the planner knows their new sizes, and the batches' dead rows and the GIN indexes'
 * pending entries are cleared (PGlite has no autovacuum; searches would read them all). Each
 * batch commits on its own: a million rows in one transaction would hold PGlite's only
 * connection for minutes, and demo data half-seeded after a crash is harmless.
 */
export async function seedDemoSchools(db: Db, options: SeedDemoOptions): Promise<number> {
  const batchSize = options.batchSize ?? DEFAULT_BATCH_SIZE;
  if (!Number.isInteger(batchSize) || batchSize < 1 || batchSize > MAX_BATCH_SIZE) {
    throw new RangeError(`batchSize must be a whole number from 1 to ${MAX_BATCH_SIZE}, got ${batchSize}`);
  }
  const now = options.now ?? new Date();
  const reference = await loadReference(db);
  const members =
    options.count > 0 ? await ensureDemoMembers(db, options.seed, demoMemberCount(options.count), now) : [];
  const academicYear = academicYearOf(now);
  let done = 0;
  let batch: NewSchoolRow[] = [];
  const flush = async () => {
    const schools: SchoolWithExtras[] = batch.map((row) =>
      demoExtras(completeSchool(row, reference, academicYear, now), {
        members,
        digits: reference.digits,
        now,
      }),
    );
    await insertBatch(db, {
      schools: schools.map((entry) => entry.school),
      curriculumLinks: schools.flatMap((entry) =>
        entry.curriculumIds.map((curriculumId) => ({
          school_id: entry.school.id,
          curriculum_id: curriculumId,
        })),
      ),
      fees: schools.flatMap((entry) => entry.fees),
      ratings: schools.flatMap((entry) => entry.ratings),
      revisions: schools.flatMap((entry) => entry.revisions),
      proposals: schools.flatMap((entry) => entry.proposals),
    });
    done += batch.length;
    batch = [];
    options.onProgress?.(done);
  };
  for (const row of generateDemoSchools({ ...options, now })) {
    batch.push(row);
    if (batch.length === batchSize) await flush();
  }
  if (batch.length > 0) await flush();
  if (done > 0) {
    // Every table, not a list: the triggers fill more tables than the batches name, and a table
    // left out (school_year_fee was, once added) keeps no statistics, so the planner guesses its
    // size and takes the wrong index (the filtered list's count took five times as long).
    await sql`vacuum analyze`.execute(db);
  }
  return done;
}

/** Whether the school table has any row, demo or not: seeding at start only fills an empty one. */
export async function hasSchools(db: Db): Promise<boolean> {
  const row = await db
    .withTables<OpenSchoolTables>()
    .selectFrom('school')
    .select('id')
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}
