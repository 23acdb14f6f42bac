import fs from 'node:fs';
import type { LoadResult } from './load';

interface Run {
  engine: string;
  schools: number;
  seedSeconds: number;
  results: LoadResult[];
  rssMb: number;
}

interface Report {
  date: string;
  machine: string;
  seconds: number;
  bundle: { files: string[]; bytes: number };
  runs: Run[];
}

const ratio = (a: LoadResult | undefined, b: LoadResult | undefined) =>
  a && b && b.requestsPerSecond > 0 ? (a.requestsPerSecond / b.requestsPerSecond).toFixed(2) : 'n/a';

/** Writes the latest figures as markdown, replacing the previous ones. Returns the file written. */
export function writeReport(file: string, report: Report): string {
  const lines = [
    '# Benchmarks',
    '',
    'Written by `npm run bench` (see `bench/run.ts`); the latest run replaces this file.',
    '',
    `- Date: ${report.date}`,
    `- Machine: ${report.machine}`,
    `- Load: autocannon on loopback, 10 connections, ${report.seconds} s per line`,
    `- JavaScript the home page loads first: **${(report.bundle.bytes / 1024).toFixed(1)} kB gzip** (${report.bundle.files.length} files)`,
    '',
  ];
  for (const run of report.runs) {
    const by = (name: string) => run.results.find((result) => result.name === name);
    lines.push(
      `## ${run.engine}, ${run.schools.toLocaleString('en')} schools`,
      '',
      `Seeded in ${run.seedSeconds.toFixed(1)} s. Server RSS after the loads: ${run.rssMb} MB.`,
      '',
      '| load | req/s | p50 ms | p99 ms | errors |',
      '| --- | ---: | ---: | ---: | ---: |',
      ...run.results.map((r) => `| ${r.name} | ${r.requestsPerSecond} | ${r.p50} | ${r.p99} | ${r.errors} |`),
      '',
      `GraphQL/bare ratio: schools **${ratio(by('GraphQL schools'), by('bare schools'))}**, ` +
        `schoolsCountByCountry **${ratio(by('GraphQL schoolsCountByCountry'), by('bare count by country'))}**.`,
      '',
    );
  }
  fs.writeFileSync(file, lines.join('\n'));
  return file;
}
