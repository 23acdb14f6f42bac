/**
 * `tsx bench/search-cost.ts`: what the search cases of `npm run bench` cost the database and the
 * search's own work, in-process (no HTTP, no GraphQL), on BENCH_SCHOOLS (100000) demo schools
 * on PGlite: p50 and p95 over BENCH_SECONDS (10) of searches one after the other, each case
 * after a few to warm up. The cases: the sample city (the bench's "search, exact"), the same
 * city by another of its names, a typo search (the bench's "search, typo"), a misspelt city name.
 * BENCH_DATA_DIR: seed there once and reuse it on later runs (to compare two versions of the
 * code on the same data). Asserts nothing; figures go to docs/benchmarks.md by hand.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import type { Db } from '@/core/server/db/database';
import { openMigratedDatabase } from '@/core/server/db/prepare';
import { loadServerModules } from '@/core/server/modules';
import { MAX_BATCH_SIZE, seedDemoSchools } from '@/modules/openschool/server/demo/seed-demo';
import { searchSchools } from '@/modules/openschool/server/search/search-schools';
import { schoolsQueryInputSchema } from '@/modules/openschool/shared/school-filter-input';

const schools = Number(process.env.BENCH_SCHOOLS ?? 100_000);
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const dataDir = process.env.BENCH_DATA_DIR ?? fs.mkdtempSync(path.join(os.tmpdir(), 'bench-search-'));
const database = await openMigratedDatabase({ DATA_DIR: dataDir }, await loadServerModules());
const db = database.db;
const seeded = await sql<{ n: number }>`select count(*)::int as n from school`.execute(db);
console.log(`${seeded.rows[0]!.n} schools there already`);
if (seeded.rows[0]!.n === 0) {
  const started = performance.now();
  await seedDemoSchools(db, { count: schools, seed: 1, batchSize: MAX_BATCH_SIZE });
  console.log(`${schools} schools seeded in ${((performance.now() - started) / 1000).toFixed(1)} s`);
}

/** The city with the most listed schools among those of 6+ plain letters, as bench/targets.ts picks it. */
async function sampleCity(db: Db): Promise<string> {
  const row = await sql<{ city: string }>`
    select city from school where listed and city ~ '^[A-Za-z]{6,}$'
    group by city order by count(*) desc, city limit 1`.execute(db);
  return row.rows[0]!.city;
}

const city = await sampleCity(db);
const misspelt = (word: string) => word.slice(0, -2) + word.slice(-1);
const cases: [string, string][] = [
  ['search, exact', city],
  ['search, the city by another name', process.env.BENCH_OTHER_NAME ?? city],
  ['search, typo', `Internatinal ${misspelt(city)}`],
  ['search, misspelt city', misspelt(city)],
];

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;

for (const [name, q] of cases) {
  const run = async () => {
    const query = schoolsQueryInputSchema.parse({ filter: { q }, limit: 20 });
    return (await searchSchools(db, query)).page('en');
  };
  for (let i = 0; i < 5; i++) await run();
  const durations: number[] = [];
  let found = 0;
  const end = performance.now() + seconds * 1000;
  while (performance.now() < end) {
    const started = performance.now();
    found = (await run()).pageInfo.count;
    durations.push(performance.now() - started);
  }
  durations.sort((a, b) => a - b);
  console.log(
    `| ${name} (\`${q}\`) | ${found} | ${durations.length} | ${percentile(durations, 50).toFixed(1)} | ${percentile(durations, 95).toFixed(1)} |`,
  );
}
await database.close();
if (!process.env.BENCH_DATA_DIR) fs.rmSync(dataDir, { recursive: true, force: true });
