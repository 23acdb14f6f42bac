import { chromium } from '@playwright/test';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { CHROMIUM_LAUNCH } from '../tests/chromium';
import { freePort } from './targets';

/** Lighthouse's default preset (a phone) or its desktop one. */
export type FormFactor = 'mobile' | 'desktop';

/** Lighthouse's performance and SEO audits of one page, the median of several runs. */
export interface LighthouseResult {
  name: string;
  path: string;
  formFactor: FormFactor;
  runs: number;
  /** 0–100, the median run's. */
  performance: number;
  /** 0–100, the median run's. */
  seo: number;
  /** The SEO audits the median run failed (`is-crawlable` on a page kept out of search engines). */
  seoFailed: string[];
  /** Milliseconds, the median run's. */
  firstContentfulPaint: number;
  largestContentfulPaint: number;
  totalBlockingTime: number;
  speedIndex: number;
  cumulativeLayoutShift: number;
  /** The elements that moved most in the median run, as Lighthouse names them. */
  shifted: string[];
  /** The median run's largest contentful paint: the element, by a short snippet. */
  largestElement: string;
  /**
   * How fast Lighthouse found the host's CPU in each run (`environment.benchmarkIndex`): its
   * slowdown multiplies what the host takes, so blocking times compare only between hosts of
   * about the same index (it warns under 1,000).
   */
  benchmarkIndexes: number[];
}

/**
 * The host's CPU benchmark index over every run of `results`: its median and range, for a report
 * to say which hosts its blocking times compare with.
 */
export function benchmarkIndexOf(results: LighthouseResult[]): string {
  const indexes = results.flatMap((result) => result.benchmarkIndexes).sort((a, b) => a - b);
  if (indexes.length === 0) return 'not measured';
  const median = indexes[Math.floor(indexes.length / 2)];
  return `median ${median}, ${indexes[0]}–${indexes.at(-1)} over ${indexes.length} runs (blocking times compare between hosts of about the same index; Lighthouse warns under 1,000)`;
}

/** An element's snippet in a Markdown table's cell. */
export const inCode = (snippet: string) =>
  snippet === '—' ? snippet : `\`${snippet.replace(/[|`]/g, ' ')}\``;

interface ShiftItem {
  node?: { snippet?: string; selector?: string };
  score?: number;
}

/** An element as a report names it: its HTML's start, on one line, at most 80 characters. */
function snippetOf(node: ShiftItem['node']): string {
  const snippet = (node?.snippet ?? node?.selector ?? '').replace(/\s+/g, ' ');
  return snippet.length > 80 ? `${snippet.slice(0, 79)}…` : snippet;
}

/** The elements of the layout-shift audit, largest shift first, named by a short snippet. */
function shiftedElements(details: unknown): string[] {
  const items = ((details as { items?: ShiftItem[] } | undefined)?.items ?? []).filter(
    (item) => item.node && (item.score ?? 0) > 0.001,
  );
  return items.slice(0, 3).map((item) => `${snippetOf(item.node)} (${(item.score ?? 0).toFixed(3)})`);
}

/** The element of the largest-paint audit (its details: a table of the element, then its phases). */
function largestElementOf(details: unknown): string {
  const tables = (details as { items?: { items?: ShiftItem[] }[] } | undefined)?.items ?? [];
  return snippetOf(tables[0]?.items?.[0]?.node) || '—';
}

/**
 * One Lighthouse run. Chromium sometimes records a trace without the navigation's start
 * (`NO_NAVSTART`): such a run is done again, up to twice.
 */
async function auditOnce(url: string, port: number, formFactor: FormFactor) {
  for (let attempt = 0; ; attempt++) {
    const outcome = await lighthouse(
      url,
      { port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'seo'] },
      formFactor === 'desktop' ? desktopConfig : undefined,
    );
    if (!outcome) throw new Error(`Lighthouse returned nothing for ${url}`);
    const { lhr } = outcome;
    if (!lhr.runtimeError) return lhr;
    if (attempt >= 2) throw new Error(`Lighthouse on ${url}: ${lhr.runtimeError.message}`);
  }
}

/**
 * Lighthouse's mobile preset (a mid-range phone on a slow 4G network, simulated) or its desktop
 * one against each page, in Debian's Chromium. Each page is audited `runs` times in a fresh
 * browser context and the run with the median performance score is kept: a single run varies by
 * a few points.
 */
export async function lighthouseOf(
  base: string,
  pages: { name: string; path: string }[],
  runs = 3,
  formFactor: FormFactor = 'mobile',
): Promise<LighthouseResult[]> {
  const port = await freePort();
  const browser = await chromium.launch({
    ...CHROMIUM_LAUNCH,
    args: [...CHROMIUM_LAUNCH.args, `--remote-debugging-port=${port}`],
  });
  try {
    const results: LighthouseResult[] = [];
    for (const page of pages) {
      const audits: LighthouseResult[] = [];
      const benchmarkIndexes: number[] = [];
      for (let run = 0; run < runs; run++) {
        const lhr = await auditOnce(`${base}${page.path}`, port, formFactor);
        const ms = (id: string) => Math.round(lhr.audits[id]?.numericValue ?? Number.NaN);
        const seo = lhr.categories.seo;
        benchmarkIndexes.push(Math.round(lhr.environment.benchmarkIndex));
        audits.push({
          name: page.name,
          path: page.path,
          formFactor,
          runs,
          performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
          seo: Math.round((seo?.score ?? 0) * 100),
          seoFailed: (seo?.auditRefs ?? [])
            .filter((ref) => ref.weight > 0 && lhr.audits[ref.id]?.score === 0)
            .map((ref) => ref.id),
          firstContentfulPaint: ms('first-contentful-paint'),
          largestContentfulPaint: ms('largest-contentful-paint'),
          totalBlockingTime: ms('total-blocking-time'),
          speedIndex: ms('speed-index'),
          cumulativeLayoutShift:
            Math.round((lhr.audits['cumulative-layout-shift']?.numericValue ?? Number.NaN) * 1000) / 1000,
          shifted: shiftedElements(lhr.audits['layout-shifts']?.details),
          largestElement: largestElementOf(lhr.audits['largest-contentful-paint-element']?.details),
          benchmarkIndexes: [],
        });
      }
      audits.sort((a, b) => a.performance - b.performance);
      results.push({ ...audits[Math.floor(audits.length / 2)]!, benchmarkIndexes });
    }
    return results;
  } finally {
    await browser.close();
  }
}
