import { expect, type Page } from '@playwright/test';

/**
 * Follows the page's requests, so that a test can wait for the page to be done with the network:
 * `networkidle` comes once, 500 ms after the load, and a page starts more when it is idle (the
 * other translations, code for controls not yet used). Leaving a page before those arrive aborts
 * them, and the next page's failed requests would list them.
 */
export function followRequests(page: Page) {
  const pending = new Set<unknown>();
  let started = 0;
  page.on('request', (request) => {
    started += 1;
    pending.add(request);
  });
  page.on('requestfinished', (request) => pending.delete(request));
  page.on('requestfailed', (request) => pending.delete(request));

  /** Resolves once the page's idle callbacks have run and no request started or ran for 500 ms. */
  async function quiet() {
    await page.evaluate(
      () =>
        new Promise((resolve) => requestIdleCallback(() => requestIdleCallback(() => resolve(undefined)))),
    );
    await expect
      .poll(async () => {
        const before = started;
        await page.waitForTimeout(500);
        return pending.size === 0 && started === before;
      })
      .toBe(true);
  }
  return { quiet };
}
