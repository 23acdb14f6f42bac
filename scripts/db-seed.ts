/**
 * Adds fictional demo schools to the database named by the environment (DATABASE_URL, or the
 * PGlite in DATA_DIR), applying pending migrations first.
 *   npm run db:seed -- --schools 100000 --seed 7
 */
import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from '@/core/server/config';
import { DataDirLockedError } from '@/core/server/db/data-dir-lock';
import { openMigratedDatabase } from '@/core/server/db/prepare';
import { loadServerModules } from '@/core/server/modules';
import { seedDemoSchools } from '@/modules/openschool/server/demo/seed-demo';

const USAGE = `Usage: npm run db:seed -- [--schools N] [--seed S]

Adds N fictional demo schools (is_demo = true) to the database, with their curriculums,
fees, ratings by demo members (locked accounts on parents.example), revisions and a few
pending proposals; rows already there stay.
  --schools N   how many schools, 0 to 1000000 (default 3000)
  --seed S      whole number; the same seed gives the same schools (default 1)
  --help        show this text

Database: DATABASE_URL if set, else PGlite in DATA_DIR (default ./data).`;

const MAX_SCHOOLS = 1_000_000;

function fail(message: string): never {
  console.error(`db:seed: ${message}\n\n${USAGE}`);
  process.exit(1);
}

function wholeNumber(name: string, text: string, range?: { min: number; max: number }): number {
  const value = /^-?\d+$/.test(text.trim()) ? Number(text) : Number.NaN;
  const inRange = !range || (value >= range.min && value <= range.max);
  if (!Number.isSafeInteger(value) || !inRange) {
    const expected = range ? ` from ${range.min} to ${range.max}` : '';
    fail(`--${name} must be a whole number${expected}, got "${text}"`);
  }
  return value;
}

async function main(): Promise<void> {
  let values: { schools?: string; seed?: string; help?: boolean };
  try {
    ({ values } = parseArgs({
      options: {
        schools: { type: 'string', default: '3000' },
        seed: { type: 'string', default: '1' },
        help: { type: 'boolean', short: 'h', default: false },
      },
      strict: true,
    }));
  } catch (error) {
    fail((error as Error).message);
  }
  if (values.help) {
    console.log(USAGE);
    return;
  }
  const count = wholeNumber('schools', values.schools ?? '3000', { min: 0, max: MAX_SCHOOLS });
  const seed = wholeNumber('seed', values.seed ?? '1');

  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) fail(error.message);
    throw error;
  }
  const database = await openMigratedDatabase(config, await loadServerModules());
  const where = database.engine === 'pglite' ? `PGlite in ${config.DATA_DIR}` : 'PostgreSQL (DATABASE_URL)';
  console.log(`Seeding ${count} demo schools (seed ${seed}) into ${where}`);
  const started = performance.now();
  let reported = 0;
  try {
    const inserted = await seedDemoSchools(database.db, {
      count,
      seed,
      onProgress: (done) => {
        // About every 10 %, so a million rows print ten lines, not five hundred.
        if (done === count || done - reported >= count / 10) {
          reported = done;
          console.log(`  ${done} / ${count}`);
        }
      },
    });
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.log(`Inserted ${inserted} demo schools in ${seconds} s`);
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  // A locked data directory is an expected situation (the server is running): say so plainly.
  console.error(error instanceof DataDirLockedError ? `db:seed: ${error.message}` : error);
  process.exit(1);
});
