import type { Page } from '@playwright/test';

declare global {
  interface Window {
    __largestPaints?: string[];
  }
}

/**
 * Records what the browser reports as the page's largest paint, each time it reports a new one
 * (`largest-contentful-paint` entries), by the painted element's `data-testid` or tag name. A
 * line painted again is a new paint to the browser. Call before opening the page.
 */
export async function watchLargestPaints(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const painted: string[] = [];
    window.__largestPaints = painted;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { element: Element | null })[])
        painted.push(entry.element?.getAttribute('data-testid') ?? entry.element?.tagName ?? '');
    }).observe({ type: 'largest-contentful-paint', buffered: true });
  });
}

/** The elements reported as the largest paint so far, in the order the browser reported them. */
export function largestPaintsSoFar(page: Page): Promise<string[]> {
  return page.evaluate(() => window.__largestPaints ?? []);
}
