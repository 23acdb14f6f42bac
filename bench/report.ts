import fs from 'node:fs';
import type { healthUnderAttack } from './attack';
import type { LatencyResult } from './latency';
import { benchmarkIndexOf, inCode, type LighthouseResult } from './lighthouse';
import type { LoadResult } from './load';
import type { OpenDataResult } from './open-data';
import type { PageResult } from './pages';
import { type StallsRun, stallsLines } from './report-stalls';
import { PAIRS } from './scenarios';
import type { Sample } from './targets';

export interface Run {
  engine: string;
  schools: number;
  /** Null: copied from an already seeded database. */
  seedSeconds: number | null;
  sample: Sample;
  results: LoadResult[];
  latencies: LatencyResult[];
  pages: PageResult[];
  /** The map's first answers, before any tile was kept. */
  mapFirst: { name: string; ms: number; status: number }[];
  /** Lighthouse's mobile preset on the same pages; null where not audited. */
  lighthouse: LighthouseResult[] | null;
  mixed: LoadResult;
  /** The open-data CSV of every listed school, downloaded once. */
  openData: OpenDataResult;
  attack: Awaited<ReturnType<typeof healthUnderAttack>>;
  stalls: StallsRun;
  /** Home pages rendered for every request by one process and by two (PostgreSQL only). */
  processes: { one: number; two: number; errors: number } | null;
  rssMb: number;
}

interface Report {
  date: string;
  machine: string;
  seconds: number;
  bundle: { files: string[]; bytes: number; rebuilt: boolean };
  runs: Run[];
}

const ratio = (a: LoadResult | undefined, b: LoadResult | undefined) =>
  a && b && b.requestsPerSecond > 0 ? (a.requestsPerSecond / b.requestsPerSecond).toFixed(2) : 'n/a';

const SCENARIOS = [
  '- *search, exact*: `q` = the city with the most listed schools (a contains-match on names and cities).',
  '- *search, typo*: `q` = `Internatinal` + that city less a letter: nothing matches as typed, so the',
  '  close words of school names and cities are tried (trigram similarity on a table of their words).',
  '- *search, country name*: `q` = `Allemagne` (Germany in French): matched against the 20 languages’ names.',
  '- *filtered list*: IB Diploma, a child of 11, at most €25,000 a year, most recently updated first.',
  '- *school detail*: the `school` query of the school page (a listed school halfway through by id).',
  '- Searches and the filtered list ask 20 schools with the list page’s fields, count included.',
  '- *map, world*: `mapMarkers` for the whole world at zoom 3 (clusters); *map, city streets*: the',
  '  sample city’s centre, ±0.01°, at zoom 16 (every school on its own, unless a tile holds more',
  '  than 200). Tiles kept in the loads.',
];

function lighthouseLines(audits: LighthouseResult[]): string[] {
  return [
    'Lighthouse performance and SEO, mobile preset (a mid-range phone on slow 4G, simulated), Debian’s Chromium,',
    `the site open to search engines; the median of ${audits[0]?.runs ?? 0} runs per page, its timings in ms`,
    '(every public page kind, desktop too: `npm run bench:pages`).',
    `Lighthouse's CPU benchmark index of this host: ${benchmarkIndexOf(audits)}.`,
    '',
    '| page | performance | first contentful paint | largest contentful paint | largest paint | total blocking time | speed index | layout shift | SEO |',
    '| --- | ---: | ---: | ---: | --- | ---: | ---: | ---: | ---: |',
    ...audits.map(
      (a) =>
        `| ${a.name} | **${a.performance}** | ${a.firstContentfulPaint} | ${a.largestContentfulPaint} | ${inCode(a.largestElement)} | ${a.totalBlockingTime} | ${a.speedIndex} | ${a.cumulativeLayoutShift} | ${a.seo} |`,
    ),
    '',
  ];
}

/** The readings written by hand under the figures: kept when a run replaces the figures. */
const READINGS = '\n## Reading (by hand';

function readingsOf(file: string): string {
  const previous = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '';
  const start = previous.indexOf(READINGS);
  return start === -1 ? '' : previous.slice(start);
}

/**
 * Writes the latest figures as markdown, replacing the previous figures and keeping the
 * readings written by hand below them. Returns the file written.
 */
export function writeReport(file: string, report: Report): string {
  const kb = (report.bundle.bytes / 1024).toFixed(1);
  const lines = [
    '# Benchmarks',
    '',
    'Written by `npm run bench` (see `bench/run.ts`); the latest run replaces the figures, and the readings written by hand below them are kept.',
    '',
    `- Date: ${report.date}`,
    `- Machine: ${report.machine}`,
    `- Load: autocannon on loopback, 10 connections, ${report.seconds} s per line`,
    `- One visitor: requests one after the other for ${report.seconds} s per line (after 20 to warm up)`,
    `- JavaScript the home page loads first: **${kb} kB gzip** (${report.bundle.files.length} files: the entry, the route's chunk with its imports and the blocks, decision 093${report.bundle.rebuilt ? '' : '; existing build'})`,
    '',
    'Loads:',
    '',
    ...SCENARIOS,
    '',
  ];
  for (const run of report.runs) {
    const by = (name: string) => run.results.find((result) => result.name === name);
    const seeded =
      run.seedSeconds === null
        ? 'Copied from a database seeded beforehand with `npm run db:seed` (seed 1).'
        : `Seeded in ${run.seedSeconds.toFixed(1)} s.`;
    lines.push(
      `## ${run.engine}, ${run.schools.toLocaleString('en')} schools`,
      '',
      `${seeded} Server RSS after the loads: ${run.rssMb} MB. Sample city: ${run.sample.city}.`,
      '',
      '| load | req/s | p50 ms | p99 ms | errors |',
      '| --- | ---: | ---: | ---: | ---: |',
      ...run.results.map((r) => `| ${r.name} | ${r.requestsPerSecond} | ${r.p50} | ${r.p99} | ${r.errors} |`),
      '',
      `GraphQL/bare ratio: ${PAIRS.map(([graphql, bare]) => `${graphql.replace('GraphQL ', '')} **${ratio(by(graphql), by(bare))}**`).join(', ')}.`,
      '',
      `The map's first answers, nothing kept yet: ${run.mapFirst.map((entry) => `${entry.name.replace('GraphQL ', '')} **${entry.ms} ms** (HTTP ${entry.status})`).join(', ')}.`,
      '',
      'One visitor at a time (GraphQL):',
      '',
      '| request | requests | p50 ms | p95 ms | p99 ms | errors |',
      '| --- | ---: | ---: | ---: | ---: | ---: |',
      ...run.latencies.map(
        (r) =>
          `| ${r.name.replace('GraphQL ', '')} | ${r.requests} | ${r.p50} | ${r.p95} | ${r.p99} | ${r.errors} |`,
      ),
      '',
      'Pages, 10 connections: the same bytes served by plain Node (*static*), kept for anonymous',
      'visitors (*kept*: every request a cache hit), and rendered for every request (*rendered*: a',
      'query parameter new each time). CPU per render is the server process’s, compressing the kept',
      'copy included.',
      '',
      '| page | HTML kB | static req/s | kept req/s | kept/static | kept p99 ms | rendered req/s | rendered p50 ms | CPU ms per render | errors |',
      '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
      ...run.pages.map(
        (p) =>
          `| ${p.name} | ${(p.bytes / 1024).toFixed(0)} | ${p.staticRps} | ${p.hitRps} | **${(p.hitRps / Math.max(1, p.staticRps)).toFixed(2)}** | ${p.hitP99} | ${p.missRps} | ${p.missP50} | **${p.missCpuMs}** | ${p.errors} |`,
      ),
      '',
      ...(run.lighthouse ? lighthouseLines(run.lighthouse) : []),
      `Open data: the CSV of every listed school (${run.openData.lines.toLocaleString('en')} lines, ${run.openData.mb} MB) ` +
        `downloaded in **${run.openData.ms} ms** (HTTP ${run.openData.status}); the server's RSS grew by **${run.openData.rssGrowthMb} MB** meanwhile.`,
      '',
      `50 visitors at once, mixed (the three pages, a country list at pages 2–9, a search and a school over GraphQL): ` +
        `**${run.mixed.requestsPerSecond} req/s, p50 ${run.mixed.p50} ms, p99 ${run.mixed.p99} ms, ${run.mixed.errors} errors**.`,
      '',
      `\`/api/health\` one request after the other while 4 connections send 1,000-alias documents (answered \`${run.attack.bombAnswer}\`, ${run.attack.bombs} sent) ` +
        `and 2 the heaviest allowed query (30 lists of 50 schools; ${run.attack.heavy} answered, ${run.attack.heavyErrors} errors): ` +
        `**p50 ${run.attack.health.p50} ms, p95 ${run.attack.health.p95} ms, p99 ${run.attack.health.p99} ms** over ${run.attack.health.requests} requests.`,
      '',
      ...stallsLines(run.engine, run.stalls, report.date),
      '',
      ...(run.processes
        ? [
            `Home pages rendered for every request, one process against two sharing the port: ` +
              `**${run.processes.one} → ${run.processes.two} req/s (${(run.processes.two / Math.max(1, run.processes.one)).toFixed(2)}×)**, ${run.processes.errors} errors.`,
            '',
          ]
        : []),
    );
  }
  fs.writeFileSync(file, lines.join('\n') + readingsOf(file));
  return file;
}
