import type { Insertable } from 'kysely';
import { v7 as uuidv7 } from 'uuid';
import { countryByCode } from '../../../../core/server/countries/countries';
import type { Db } from '../../../../core/server/db/database';
import { academicYearOf } from '../../shared/directory-constants';
import type { OpenSchoolTables, SchoolFeeTable, SchoolTable } from '../tables';
import { demoTeaching } from './demo-curriculums';
import { type DemoCurrency, demoFees } from './demo-fees';
import { demoProfile } from './demo-profile';
import { type DemoSchoolOptions, generateDemoSchools, type NewSchoolRow } from './demo-schools';
import { Random } from './random';

// PostgreSQL's wire protocol numbers bind parameters with 16 bits: at most 65,535 per statement.
const MAX_PARAMETERS = 65_535;
const COLUMNS_PER_ROW = 28;
const FEE_COLUMNS = 10;
export const MAX_BATCH_SIZE = Math.floor(MAX_PARAMETERS / COLUMNS_PER_ROW);
const DEFAULT_BATCH_SIZE = 2_000;

export interface SeedDemoOptions extends DemoSchoolOptions {
  /** Rows per multi-row INSERT; at most MAX_BATCH_SIZE. */
  batchSize?: number;
  /** Called after each batch with the number of rows inserted so far. */
  onProgress?: (done: number) => void;
}

/** A 32-bit seed from a school's id: its details are reproducible without a second stream. */
function seedOf(id: string): number {
  let hash = 2_166_136_261;
  for (const char of id) hash = Math.imul(hash ^ char.charCodeAt(0), 16_777_619);
  return hash >>> 0;
}

interface Reference {
  curriculums: Map<string, { id: string; name: string }>;
  currencies: Map<string, DemoCurrency>;
}

async function loadReference(db: Db): Promise<Reference> {
  const tables = db.withTables<OpenSchoolTables>();
  const [curriculums, rates] = await Promise.all([
    tables.selectFrom('curriculum').select(['id', 'slug', 'name']).execute(),
    tables.selectFrom('exchange_rate').select(['currency', 'units_per_usd', 'minor_digits']).execute(),
  ]);
  return {
    curriculums: new Map(curriculums.map((row) => [row.slug, { id: row.id, name: row.name }])),
    currencies: new Map(
      rates.map((row) => [
        row.currency,
        { code: row.currency, unitsPerUsd: Number(row.units_per_usd), minorDigits: row.minor_digits },
      ]),
    ),
  };
}

/** A generated school with what it teaches, its profile and its fees. */
function completeSchool(row: NewSchoolRow, reference: Reference, academicYear: string) {
  const random = new Random(seedOf(row.id));
  const country = countryByCode(row.country_code);
  const teaching = demoTeaching(random, row.name, row.country_code);
  const curriculums = teaching.curriculums.flatMap((slug) => reference.curriculums.get(slug) ?? []);
  const profile = demoProfile(
    random,
    {
      slug: row.slug,
      city: row.city,
      countryLanguages: country?.languages ?? [],
      createdAt: row.created_at as Date,
      updatedAt: row.updated_at as Date,
    },
    teaching,
    curriculums.map((curriculum) => curriculum.name),
  );
  // Many schools abroad charge in US dollars; local currency when its rate is known.
  const local = country?.currency ? reference.currencies.get(country.currency) : undefined;
  const currency = local && random.chance(0.8) ? local : reference.currencies.get('USD')!;
  const yearlyUsd = row.avg_fees_usd_cents == null ? null : Number(row.avg_fees_usd_cents) / 100;
  const fees: Insertable<SchoolFeeTable>[] =
    yearlyUsd === null
      ? []
      : demoFees(random, teaching, yearlyUsd, currency).map((fee) => ({
          id: uuidv7({ msecs: (row.created_at as Date).getTime(), random: random.bytes(16) }),
          school_id: row.id,
          kind: fee.kind,
          age_from: fee.ageFrom,
          age_to: fee.ageTo,
          amount_minor: fee.amountMinor,
          currency: currency.code,
          period: fee.period,
          academic_year: academicYear,
          note: null,
        }));
  const school: Insertable<SchoolTable> = { ...row, ...profile };
  return { school, curriculumIds: curriculums.map((curriculum) => curriculum.id), fees };
}

/**
 * Inserts `count` generated demo schools with their curriculums and fees, a multi-row INSERT per
 * batch, and returns how many. The database derives each school's average fee and whether it is
 * listed. Each batch commits on its own: a million rows in one transaction would hold PGlite's
 * only connection for minutes, and demo data half-seeded after a crash is harmless.
 */
export async function seedDemoSchools(db: Db, options: SeedDemoOptions): Promise<number> {
  const batchSize = options.batchSize ?? DEFAULT_BATCH_SIZE;
  if (!Number.isInteger(batchSize) || batchSize < 1 || batchSize > MAX_BATCH_SIZE) {
    throw new RangeError(`batchSize must be a whole number from 1 to ${MAX_BATCH_SIZE}, got ${batchSize}`);
  }
  const tables = db.withTables<OpenSchoolTables>();
  const reference = await loadReference(db);
  const academicYear = academicYearOf(options.now ?? new Date());
  let done = 0;
  let batch: NewSchoolRow[] = [];
  const flush = async () => {
    const complete = batch.map((row) => completeSchool(row, reference, academicYear));
    await tables
      .insertInto('school')
      .values(complete.map((entry) => entry.school))
      .execute();
    const links = complete.flatMap((entry) =>
      entry.curriculumIds.map((curriculumId) => ({
        school_id: entry.school.id,
        curriculum_id: curriculumId,
      })),
    );
    if (links.length > 0) await tables.insertInto('school_curriculum').values(links).execute();
    const fees = complete.flatMap((entry) => entry.fees);
    const feesPerStatement = Math.floor(MAX_PARAMETERS / FEE_COLUMNS);
    for (let start = 0; start < fees.length; start += feesPerStatement) {
      await tables
        .insertInto('school_fee')
        .values(fees.slice(start, start + feesPerStatement))
        .execute();
    }
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
