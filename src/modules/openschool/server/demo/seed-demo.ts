import type { Db } from '../../../../core/server/db/database';
import type { OpenSchoolTables } from '../tables';
import { type DemoSchoolOptions, generateDemoSchools, type NewSchoolRow } from './demo-schools';

// PostgreSQL's wire protocol numbers bind parameters with 16 bits: at most 65,535 per statement.
const MAX_PARAMETERS = 65_535;
const COLUMNS_PER_ROW = 11;
export const MAX_BATCH_SIZE = Math.floor(MAX_PARAMETERS / COLUMNS_PER_ROW);
const DEFAULT_BATCH_SIZE = 2_000;

export interface SeedDemoOptions extends DemoSchoolOptions {
  /** Rows per multi-row INSERT; at most MAX_BATCH_SIZE. */
  batchSize?: number;
  /** Called after each batch with the number of rows inserted so far. */
  onProgress?: (done: number) => void;
}

/**
 * Inserts `count` generated demo schools, a multi-row INSERT per batch, and returns how many.
 * Each batch commits on its own: a million rows in one transaction would hold PGlite's only
 * connection for minutes, and demo data half-seeded after a crash is harmless.
 */
export async function seedDemoSchools(db: Db, options: SeedDemoOptions): Promise<number> {
  const batchSize = options.batchSize ?? DEFAULT_BATCH_SIZE;
  if (!Number.isInteger(batchSize) || batchSize < 1 || batchSize > MAX_BATCH_SIZE) {
    throw new RangeError(`batchSize must be a whole number from 1 to ${MAX_BATCH_SIZE}, got ${batchSize}`);
  }
  const schools = db.withTables<OpenSchoolTables>();
  let done = 0;
  let batch: NewSchoolRow[] = [];
  const flush = async () => {
    await schools.insertInto('school').values(batch).execute();
    done += batch.length;
    batch = [];
    options.onProgress?.(done);
  };
  for (const row of generateDemoSchools(options)) {
    batch.push(row);
    if (batch.length === batchSize) await flush();
  }
  if (batch.length > 0) await flush();
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
