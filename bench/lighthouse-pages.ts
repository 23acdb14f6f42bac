/**
 * `npm run bench:pages`: Lighthouse's SEO score and layout shift (with performance) of one page of
 * every public kind, on the desktop and the mobile preset, the site open to search engines
 * (ENABLE_SEO_INDEX on). Figures go to docs/benchmarks-pages.md. Asserts nothing.
 *
 * BENCH_SCHOOLS (3000) demo schools on a fresh PGlite database, with one blog post; or
 * BENCH_BASE_URL: audit that running site instead (its first listed school).
 * BENCH_LIGHTHOUSE_RUNS (3): audits per page and preset, the median kept.
 * BENCH_SKIP_BUILD=1: audit the existing build instead of building (when another build runs).
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { v7 as uuidv7 } from 'uuid';
import type { Db } from '@/core/server/db/database';
import { untilQuiet } from './attack';
import { benchmarkIndexOf, type FormFactor, inCode, type LighthouseResult, lighthouseOf } from './lighthouse';
import { publicPagesOf } from './public-pages';
import { prepareTarget } from './targets';

const ROOT = path.resolve(import.meta.dirname, '..');
const runs = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
const given = process.env.BENCH_BASE_URL?.replace(/\/+$/, '');

/** A published post, so /blog lists one and /blog/{slug} exists. */
async function addBlogPost(db: Db): Promise<void> {
  await sql`
    insert into blog_post (id, slug, title, summary, body, language, status, published_at)
    values (${uuidv7()}, 'choosing-a-school-after-a-move', 'Choosing a school after a move',
      'What to ask a school before a move: curriculum, fees, places and the first weeks.',
      ${'## Before you call\n\nList what your child studies now, and which exams come next.'},
      'en', 'published', now())`.execute(db);
}

async function firstListedSchool(base: string): Promise<string> {
  const response = await fetch(`${base}/api/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query: '{ schools(limit: 1) { items { _id } } }' }),
  });
  const { data } = (await response.json()) as { data: { schools: { items: { _id: string }[] } } };
  const id = data.schools.items[0]?._id;
  if (!id) throw new Error(`${base} lists no school.`);
  return id;
}

function table(formFactor: FormFactor, audits: LighthouseResult[]): string[] {
  return [
    `### ${formFactor === 'desktop' ? 'Desktop' : 'Mobile'}`,
    '',
    '| page | SEO | SEO audits failed | layout shift | moved most | performance | LCP ms | largest paint | TBT ms |',
    '| --- | ---: | --- | ---: | --- | ---: | ---: | --- | ---: |',
    ...audits.map(
      (a) =>
        `| ${a.name} (\`${a.path.replace(/[0-9a-f-]{36}/g, '{id}')}\`) | **${a.seo}** | ${a.seoFailed.join(', ') || '—'} | **${a.cumulativeLayoutShift}** | ${a.shifted.map(inCode).join('<br>') || '—'} | ${a.performance} | ${a.largestContentfulPaint} | ${inCode(a.largestElement)} | ${a.totalBlockingTime} |`,
    ),
    '',
  ];
}

if (!given && process.env.BENCH_SKIP_BUILD !== '1') {
  execFileSync('npx', ['tsx', 'scripts/build-if-needed.ts'], { cwd: ROOT, stdio: 'inherit' });
}
const target = given
  ? null
  : await prepareTarget(
      { engine: 'PGlite', schools: Number(process.env.BENCH_SCHOOLS ?? 3000) },
      { prepare: addBlogPost },
    );
try {
  const base = given ?? target!.url;
  const schoolId = target?.sample.schoolId ?? (await firstListedSchool(base));
  const pages = await publicPagesOf(base, schoolId);
  await untilQuiet(base);
  // Pages rendered once before the audits: the first render of a page kind loads its code.
  for (const page of pages) await (await fetch(`${base}${page.path}`)).arrayBuffer();
  const results = new Map<FormFactor, LighthouseResult[]>();
  for (const formFactor of ['desktop', 'mobile'] as const) {
    const audits = await lighthouseOf(base, pages, runs, formFactor);
    for (const a of audits) {
      console.log(
        `${formFactor} ${a.name}: SEO ${a.seo}${a.seoFailed.length ? ` (${a.seoFailed.join(', ')})` : ''}, CLS ${a.cumulativeLayoutShift}, performance ${a.performance}`,
      );
    }
    results.set(formFactor, audits);
  }
  const file = path.join(ROOT, 'docs/benchmarks-pages.md');
  fs.writeFileSync(
    file,
    [
      '# Public pages in Lighthouse',
      '',
      'Written by `npm run bench:pages` (see `bench/lighthouse-pages.ts`); the latest run replaces this file.',
      '',
      `- Date: ${new Date().toISOString()}`,
      `- Machine: ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'cpu'}, Node ${process.version}, Debian’s Chromium`,
      `- Site: ${given ? base : `${target!.schools.toLocaleString('en')} demo schools on PGlite, one blog post`}, open to search engines (ENABLE_SEO_INDEX on)`,
      `- Lighthouse ${runs} runs per page and preset, the median kept; desktop: its desktop preset, mobile: its default one (a mid-range phone on slow 4G, simulated)`,
      `- Lighthouse's CPU benchmark index of this host: ${benchmarkIndexOf([...results.values()].flat())}`,
      '- `compare` and the city list are kept out of search engines on purpose (`noindex`): their SEO',
      '  score lacks `is-crawlable` by design.',
      '',
      ...table('desktop', results.get('desktop') ?? []),
      ...table('mobile', results.get('mobile') ?? []),
    ].join('\n'),
  );
  console.log(`figures written to ${path.relative(ROOT, file)}`);
} finally {
  await target?.stop();
}
