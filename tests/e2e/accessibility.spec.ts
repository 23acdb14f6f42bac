import { expect, test } from '@playwright/test';
import { horizontalOverflow, SCREENS, seriousViolations } from './support/accessibility';
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

for (const { device, viewport, scan } of SCREENS) {
  test.describe(`accessibility on a ${device}`, () => {
    test.use({ viewport });

    // One page (one browser context) visits every page in turn: a context per page cost more
    // than the scans. Each page is a step of its own in the report, and every page is checked
    // even when an earlier one fails, so one run lists all that is wrong.
    test(`no public page ${scan ? 'has a serious or critical axe-core violation' : 'is wider than the screen'}`, async ({
      page,
    }) => {
      test.setTimeout(PUBLIC_PAGES.length * 15_000);
      const failures: Record<string, string[]> = {};
      for (const pathname of PUBLIC_PAGES) {
        await test.step(pathname, async () => {
          await gotoHydrated(page, pathname);
          const problems = scan ? await seriousViolations(page) : [];
          const overflow = await horizontalOverflow(page);
          if (overflow > 0) problems.push(`${overflow} px wider than the screen`);
          if (problems.length > 0) failures[pathname] = problems;
        });
      }
      expect(failures).toEqual({});
    });
  });
}
