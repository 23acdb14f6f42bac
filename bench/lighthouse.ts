import net from 'node:net';
import { chromium } from '@playwright/test';
import lighthouse from 'lighthouse';
import { CHROMIUM_LAUNCH } from '../tests/chromium';

/** Lighthouse's performance audit of one page, the median of several runs. */
export interface LighthouseResult {
  name: string;
  path: string;
  runs: number;
  /** 0–100, the median run's. */
  performance: number;
  /** Milliseconds, the median run's. */
  firstContentfulPaint: number;
  largestContentfulPaint: number;
  totalBlockingTime: number;
  speedIndex: number;
  cumulativeLayoutShift: number;
}

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/**
 * Lighthouse's default (mobile) preset — a mid-range phone on a slow 4G network, simulated —
 * against each page, in Debian's Chromium. Each page is audited `runs` times in a fresh
 * browser context and the run with the median score is kept: a single run varies by a few points.
 */
export async function lighthouseOf(
  base: string,
  pages: { name: string; path: string }[],
  runs = 3,
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
      for (let run = 0; run < runs; run++) {
        const outcome = await lighthouse(`${base}${page.path}`, {
          port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance'],
        });
        if (!outcome) throw new Error(`Lighthouse returned nothing for ${page.path}`);
        const { lhr } = outcome;
        if (lhr.runtimeError) throw new Error(`Lighthouse on ${page.path}: ${lhr.runtimeError.message}`);
        const ms = (id: string) => Math.round(lhr.audits[id]?.numericValue ?? Number.NaN);
        audits.push({
          name: page.name,
          path: page.path,
          runs,
          performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
          firstContentfulPaint: ms('first-contentful-paint'),
          largestContentfulPaint: ms('largest-contentful-paint'),
          totalBlockingTime: ms('total-blocking-time'),
          speedIndex: ms('speed-index'),
          cumulativeLayoutShift:
            Math.round((lhr.audits['cumulative-layout-shift']?.numericValue ?? Number.NaN) * 1000) / 1000,
        });
      }
      audits.sort((a, b) => a.performance - b.performance);
      results.push(audits[Math.floor(audits.length / 2)]!);
    }
    return results;
  } finally {
    await browser.close();
  }
}
