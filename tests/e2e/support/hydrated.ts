import { expect, type Page } from '@playwright/test';

/**
 * Opens a page and waits until React has hydrated it, its islands too (`core/client/island.tsx`),
 * so typing and clicks reach React's handlers.
 * `timeout` is for a page that hydrates on a throttled CPU, longer than an assertion's default.
 */
export async function gotoHydrated(page: Page, url: string, options: { timeout?: number } = {}) {
  const response = await page.goto(url, { timeout: options.timeout });
  await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(1, { timeout: options.timeout });
  return response;
}
