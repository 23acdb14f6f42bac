import { expect, test } from '@playwright/test';
import { seriousViolations } from './support/accessibility';
import { gotoHydrated } from './support/hydrated';

// Every public page a visitor can reach without an emailed link (the e2e server has the
// optional modules on). Pages with their own journeys check their other states there.
const PUBLIC_PAGES = [
  '/',
  '/?q=zurich',
  '/about',
  '/privacy',
  '/terms',
  '/contact-us',
  '/contact-us/thanks',
  '/newsletter',
  '/newsletter/thanks',
  '/coming-soon',
  '/login',
  '/register',
  '/register/thanks',
  '/password-lost',
  '/password-lost/thanks',
  '/profile',
  '/_debug',
  '/_debug/style',
  '/no-such-page',
];

for (const [device, viewport] of [
  ['desktop', { width: 1280, height: 800 }],
  ['phone', { width: 375, height: 740 }],
] as const) {
  test.describe(`accessibility on a ${device}`, () => {
    test.use({ viewport });

    // One page (one browser context) visits every page in turn: a context per page cost more
    // than the scans. Each page is a step of its own in the report, and every page is checked
    // even when an earlier one fails, so one run lists all that is wrong.
    test('no public page has a serious or critical axe-core violation', async ({ page }) => {
      test.setTimeout(PUBLIC_PAGES.length * 15_000);
      const failures: Record<string, string[]> = {};
      for (const pathname of PUBLIC_PAGES) {
        await test.step(pathname, async () => {
          await gotoHydrated(page, pathname);
          const violations = await seriousViolations(page);
          if (violations.length > 0) failures[pathname] = violations;
        });
      }
      expect(failures).toEqual({});
    });
  });
}
