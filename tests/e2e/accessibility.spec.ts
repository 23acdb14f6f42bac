import { type APIRequestContext, expect, test } from '@playwright/test';
import { horizontalOverflow, SCREENS, seriousViolations } from './support/accessibility';
import { publicQuery } from './support/api';
import { htmlErrors } from './support/html-checker';
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

/** One page of every kind a visitor reaches, filled from the demo data (a post when the blog has one). */
async function pageKinds(request: APIRequestContext): Promise<string[]> {
  const { schools } = await publicQuery<{
    schools: { items: { _id: string; countrySlug: string; city: string; curriculums: { slug: string }[] }[] };
  }>(
    request,
    '{ schools(limit: 2, filter: { country: "MX" }) { items { _id countrySlug city curriculums { slug } } } }',
  );
  // The blog switched off (blog.spec.ts switches it) answers an error.
  const blogPosts = await publicQuery<{ blogPosts: { items: { slug: string }[] } }>(
    request,
    '{ blogPosts(limit: 1) { items { slug } } }',
  ).then(
    (data) => data.blogPosts,
    () => null,
  );
  const [school, other] = schools.items;
  if (!school || !other) throw new Error('the demo data has no two schools in Mexico');
  const country = `/schools/${school.countrySlug}`;
  const schoolPage = `${country}/${school._id}`;
  const post = blogPosts?.items[0]?.slug;
  return [
    // The developers' samples (/_debug/style) show Mantine's components as they are, its Switch
    // (a <div> in a <label>) among them.
    ...PUBLIC_PAGES.filter((pathname) => !pathname.startsWith('/_debug')),
    '/?lang=ar',
    '/schools',
    country,
    `${country}?city=${encodeURIComponent(school.city)}`,
    schoolPage,
    ...['fees?currency=EUR', 'admissions', 'curriculums', 'ratings', 'map', 'photos'].map(
      (tab) => `${schoolPage}/${tab}`,
    ),
    '/countries',
    '/school-curriculums',
    `/school-curriculums/${school.curriculums[0]?.slug ?? 'ib-dp'}`,
    // Two schools: the table and its "only what differs" choice.
    `/compare?ids=${school._id},${other._id}`,
    '/planner',
    '/map',
    '/open-data',
    '/moderation',
    '/blog',
    ...(post ? [`/blog/${post}`] : []),
  ];
}

// The server's HTML as a browser (or a search engine) first gets it, before any script runs.
test('the HTML of every public page kind is valid (Nu Html Checker)', async ({ request }) => {
  test.setTimeout(120_000);
  expect(await htmlErrors(request, await pageKinds(request))).toEqual([]);
});
