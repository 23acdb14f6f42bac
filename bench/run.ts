/**
 * `npm run bench`: seeds schools, loads the public queries over GraphQL and the same work
 * through bare Fastify routes, and prints requests/s, latency and the GraphQL/bare ratio, what
 * one visitor waits for a search, a filtered list and a school's page (p50/p95/p99), the home
 * page's first JavaScript (gzip) and the server's RSS. Asserts nothing.
 * Figures go to docs/benchmarks.md.
 *
 * BENCH_SCHOOLS (100000) on PGlite; with BENCH_DATABASE_URL also on that PostgreSQL server,
 * BENCH_PG_SCHOOLS (1000000) schools in a fresh database. BENCH_SECONDS (10) per load.
 * BENCH_PGLITE_TEMPLATE / BENCH_PG_TEMPLATE: copy an already seeded database (see targets.ts).
 * BENCH_SKIP_BUILD=1: measure the existing build instead of building (when another build runs).
 * BENCH_LIGHTHOUSE_RUNS (3): Lighthouse audits per page, on the first engine only (0: none).
 * BENCH_SECTIONS=stalls: only the stalling loads (typo searches, open data downloads; bench/stalls.ts),
 * whose block in docs/benchmarks.md is replaced and the rest of the file kept.
 */
import { execFileSync } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { healthUnderAttack, untilQuiet } from './attack';
import { homeJavaScriptGzip } from './bundle-size';
import { type LatencyResult, sequentialLatency } from './latency';
import { type LighthouseResult, lighthouseOf } from './lighthouse';
import { type LoadResult, load } from './load';
import { openDataDownload } from './open-data';
import { measurePage, type PageResult, pagePathsOf } from './pages';
import { type Run, writeReport } from './report';
import { replaceStallsBlock, type StallsRun, stallsLines } from './report-stalls';
import { loadsOf, mixedRequestsOf } from './scenarios';
import { healthDuringDownloads, healthDuringTypoPages, healthDuringTypoSearches } from './stalls';
import { type PreparedTarget, prepareTarget, type Target } from './targets';

const ROOT = path.resolve(import.meta.dirname, '..');
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const mixedSeconds = Number(process.env.BENCH_MIXED_SECONDS ?? 60);
const skipBuild = process.env.BENCH_SKIP_BUILD === '1';
const lighthouseRuns = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
const onlyStalls = process.env.BENCH_SECTIONS === 'stalls';
const REPORT = path.join(ROOT, 'docs/benchmarks.md');

/** The stalling loads, each printed as it ends. */
async function stallsOf(target: PreparedTarget): Promise<StallsRun> {
  const load = os
    .loadavg()
    .map((value) => value.toFixed(2))
    .join(', ');
  const typoSearches = await healthDuringTypoSearches(target.url, seconds);
  console.log(`${target.engine} typo searches:`, JSON.stringify(typoSearches));
  const typoPages = await healthDuringTypoPages(target.url, seconds);
  console.log(`${target.engine} typo pages:`, JSON.stringify(typoPages));
  const downloads = await healthDuringDownloads(target.url, target.rssMb);
  console.log(`${target.engine} downloads:`, JSON.stringify(downloads));
  return { typoSearches, typoPages, downloads, load };
}

if (!skipBuild) execFileSync('npx', ['tsx', 'scripts/build-if-needed.ts'], { cwd: ROOT, stdio: 'inherit' });
const bundle = homeJavaScriptGzip(path.join(ROOT, 'dist/client'));
console.log(
  `home page JavaScript: ${(bundle.bytes / 1024).toFixed(1)} kB gzip in ${bundle.files.length} files`,
);

const targets: Omit<Target, 'url'>[] = [
  { engine: 'PGlite', schools: Number(process.env.BENCH_SCHOOLS ?? 100_000) },
];
if (process.env.BENCH_DATABASE_URL) {
  targets.push({ engine: 'PostgreSQL', schools: Number(process.env.BENCH_PG_SCHOOLS ?? 1_000_000) });
}

const runs: Run[] = [];
for (const spec of targets) {
  const target = await prepareTarget(spec);
  try {
    if (onlyStalls) {
      const stalls = await stallsOf(target);
      replaceStallsBlock(REPORT, target.engine, stallsLines(target.engine, stalls, new Date().toISOString()));
      continue;
    }
    const scenarios = loadsOf(target.url, target.sample);
    console.log(`${target.engine}: sample city ${target.sample.city}, school ${target.sample.schoolId}`);
    // The map keeps each tile's answer until a school changes: its first answer, with nothing
    // kept, is timed once before the loads measure kept tiles.
    const mapFirst: Run['mapFirst'] = [];
    for (const scenario of scenarios.filter((entry) => entry.name.startsWith('GraphQL map'))) {
      const started = performance.now();
      const response = await fetch(scenario.request.url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: scenario.request.body ?? null,
      });
      await response.text();
      mapFirst.push({
        name: scenario.name,
        ms: Math.round(performance.now() - started),
        status: response.status,
      });
      console.log(`${target.engine} ${scenario.name}, nothing kept: ${mapFirst.at(-1)?.ms} ms`);
    }
    const results: LoadResult[] = [];
    for (const scenario of scenarios) {
      // Two seconds first, unmeasured: the code each load runs is compiled and optimised as it
      // goes, and GraphQL runs more of it than a bare route; both are measured warm.
      await load(scenario.name, { ...scenario.request, seconds: 2, connections: 10 });
      const result = await load(scenario.name, { ...scenario.request, seconds, connections: 10 });
      console.log(
        `${target.engine} ${scenario.name}: ${result.requestsPerSecond} req/s, p50 ${result.p50} ms, p99 ${result.p99} ms, errors ${result.errors}`,
      );
      results.push(result);
    }
    const latencies: LatencyResult[] = [];
    for (const scenario of scenarios.filter((entry) => entry.latency)) {
      const result = await sequentialLatency(scenario.name, { ...scenario.request, seconds });
      console.log(
        `${target.engine} ${scenario.name}, one at a time: p50 ${result.p50} ms, p95 ${result.p95} ms, p99 ${result.p99} ms, errors ${result.errors}`,
      );
      latencies.push(result);
    }
    const pages: PageResult[] = [];
    const paths = await pagePathsOf(target.url, target.sample.schoolId);
    for (const page of paths) {
      const result = await measurePage(target.url, page, { seconds, cpuMs: target.cpuMs });
      console.log(
        `${target.engine} ${page.name}: static ${result.staticRps}, kept ${result.hitRps}, rendered ${result.missRps} req/s, ${result.missCpuMs} ms CPU per render`,
      );
      pages.push(result);
    }
    // What a phone on a slow network sees is the browser's work, whichever database answers:
    // audited once, on the first engine, after the loads above have settled.
    let lighthouse: LighthouseResult[] | null = null;
    if (lighthouseRuns > 0 && runs.length === 0) {
      await untilQuiet(target.url);
      lighthouse = await lighthouseOf(target.url, paths, lighthouseRuns);
      for (const audit of lighthouse) {
        console.log(
          `Lighthouse ${audit.name}: performance ${audit.performance}, LCP ${audit.largestContentfulPaint} ms, TBT ${audit.totalBlockingTime} ms, CLS ${audit.cumulativeLayoutShift}, SEO ${audit.seo}`,
        );
      }
    }
    const openData = await openDataDownload(target.url, target.rssMb);
    console.log(
      `${target.engine} open data CSV: ${openData.mb} MB, ${openData.lines} lines in ${openData.ms} ms, RSS +${openData.rssGrowthMb} MB (HTTP ${openData.status})`,
    );
    const mixed = await load('50 visitors, mixed', {
      url: target.url,
      seconds: mixedSeconds,
      connections: 50,
      requests: mixedRequestsOf(paths, target.sample),
    });
    console.log(
      `${target.engine} mixed: ${mixed.requestsPerSecond} req/s, p99 ${mixed.p99} ms, errors ${mixed.errors}`,
    );
    const attack = await healthUnderAttack(target.url, seconds);
    const stalls = await stallsOf(target);
    // Several processes need PostgreSQL: home pages rendered for every request, by one process
    // (the server measured above) and by two sharing a port.
    let processes: Run['processes'] = null;
    if (target.engine === 'PostgreSQL') {
      const home = paths[0]!;
      const rendered = (url: string) =>
        load('home, rendered', { url, seconds, connections: 10, pathOf: (n) => `/?bench-miss=${n}` });
      await untilQuiet(target.url);
      const one = await rendered(target.url);
      const pair = await target.startProcesses(2);
      try {
        // New processes compile and optimise as they go: a first load warms them, as the
        // measured server was warmed by every load before.
        await fetch(`${pair.url}${home.path}`);
        await rendered(pair.url);
        const two = await rendered(pair.url);
        processes = {
          one: one.requestsPerSecond,
          two: two.requestsPerSecond,
          errors: one.errors + two.errors,
        };
        console.log(
          `${target.engine} home rendered: 1 process ${one.requestsPerSecond}, 2 processes ${two.requestsPerSecond} req/s`,
        );
      } finally {
        await pair.stop();
      }
    }
    console.log(
      `${target.engine} /api/health under attack: p50 ${attack.health.p50} ms, p99 ${attack.health.p99} ms (bomb answered ${attack.bombAnswer})`,
    );
    runs.push({
      processes,
      pages,
      lighthouse,
      mapFirst,
      mixed,
      openData,
      attack,
      stalls,
      engine: target.engine,
      schools: target.schools,
      seedSeconds: target.seedSeconds,
      sample: target.sample,
      results,
      latencies,
      rssMb: target.rssMb(),
    });
  } finally {
    await target.stop();
  }
}

if (onlyStalls) {
  console.log('stalling loads written to docs/benchmarks.md');
  process.exit(0);
}
const file = writeReport(REPORT, {
  date: new Date().toISOString(),
  machine: `${os.cpus().length} × ${os.cpus()[0]?.model ?? 'cpu'}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}`,
  seconds,
  bundle: { ...bundle, rebuilt: !skipBuild },
  runs,
});
console.log(`figures written to ${path.relative(ROOT, file)}`);
