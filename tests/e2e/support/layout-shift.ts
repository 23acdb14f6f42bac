import type { Page } from '@playwright/test';

declare global {
  interface Window {
    __layoutShift?: number;
  }
}

/**
 * Sums the page's layout shifts as the browser reports them (`layout-shift` entries, those
 * right after an input left out, as Cumulative Layout Shift does), from its first paint on.
 * Call before opening the page.
 */
export async function watchLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    window.__layoutShift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
      })[]) {
        if (!entry.hadRecentInput) window.__layoutShift = (window.__layoutShift ?? 0) + entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/**
 * How far the page has moved so far, once what it loads has arrived. Under 0.1 a page is
 * "good" by Core Web Vitals.
 */
export async function layoutShiftSoFar(page: Page): Promise<number> {
  await page.waitForLoadState('networkidle');
  return page.evaluate(() => window.__layoutShift ?? 0);
}
