/**
 * `npm run bench`: seeds schools, loads the public queries over GraphQL and the same SQL
 * through bare Fastify routes, and prints requests/s, latency and the GraphQL/bare ratio,
 * the home page's first JavaScript (gzip) and the server's RSS. Asserts nothing.
 * Figures go to docs/benchmarks.md.
 *
 * BENCH_SCHOOLS (100000) on PGlite; with BENCH_DATABASE_URL also on that PostgreSQL server,
 * BENCH_PG_SCHOOLS (1000000) schools in a fresh database. BENCH_SECONDS (10) per load.
 */
import { execFileSync } from 'node:child_process';

import os from 'node:os';
import path from 'node:path';
import { homeJavaScriptGzip } from './bundle-size';
import { type LoadResult, load } from './load';
import { writeReport } from './report';
import { prepareTarget, type Target } from './targets';

const ROOT = path.resolve(import.meta.dirname, '..');
const seconds = Number(process.env.BENCH_SECONDS ?? 10);

execFileSync('npx', ['tsx', 'scripts/build-if-needed.ts'], { cwd: ROOT, stdio: 'inherit' });
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

const graphql = (query: string) => JSON.stringify({ query });
const runs = [];
for (const spec of targets) {
  const target = await prepareTarget(spec);
  try {
    const base = target.url;
    const loads: [string, Parameters<typeof load>[1]][] = [
      [
        'GraphQL schools',
        {
          url: `${base}/api/graphql`,
          method: 'POST',
          body: graphql(
            '{ schools { pageInfo { count limit page } items { _id name avgFees city country slug } } }',
          ),
          seconds,
          connections: 10,
        },
      ],
      ['bare schools', { url: `${base}/bench/bare/schools`, seconds, connections: 10 }],
      [
        'GraphQL schoolsCountByCountry',
        {
          url: `${base}/api/graphql`,
          method: 'POST',
          body: graphql('{ schoolsCountByCountry { items { _id name count } } }'),
          seconds,
          connections: 10,
        },
      ],
      ['bare count by country', { url: `${base}/bench/bare/count-by-country`, seconds, connections: 10 }],
      ['home page (SSR HTML)', { url: `${base}/`, seconds, connections: 10 }],
    ];
    const results: LoadResult[] = [];
    for (const [name, options] of loads) {
      const result = await load(name, options);
      console.log(
        `${target.engine} ${name}: ${result.requestsPerSecond} req/s, p50 ${result.p50} ms, p99 ${result.p99} ms, errors ${result.errors}`,
      );
      results.push(result);
    }
    runs.push({
      engine: target.engine,
      schools: target.schools,
      seedSeconds: target.seedSeconds,
      results,
      rssMb: target.rssMb(),
    });
  } finally {
    await target.stop();
  }
}

const file = writeReport(path.join(ROOT, 'docs/benchmarks.md'), {
  date: new Date().toISOString(),
  machine: `${os.cpus().length} × ${os.cpus()[0]?.model ?? 'cpu'}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}`,
  seconds,
  bundle,
  runs,
});
console.log(`figures written to ${path.relative(ROOT, file)}`);
