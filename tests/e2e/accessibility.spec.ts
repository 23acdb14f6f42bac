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

    for (const pathname of PUBLIC_PAGES) {
      test(`${pathname} has no serious or critical axe-core violation`, async ({ page }) => {
        await gotoHydrated(page, pathname);
        expect(await seriousViolations(page)).toEqual([]);
      });
    }
  });
}
