import { expect, type Page, type Request, test } from '@playwright/test';
import sharp from 'sharp';
import { publicQuery } from './support/api';
import { gotoHydrated } from './support/hydrated';

interface Site {
  name: string;
  url: string;
  languages: string[];
}

async function siteSettings(request: Parameters<typeof publicQuery>[0]): Promise<Site> {
  const data = await publicQuery<{ settings: { items: { key: string; value: unknown }[] } }>(
    request,
    '{ settings { items { key value } } }',
  );
  const value = (key: string) => data.settings.items.find((item) => item.key === key)?.value;
  return {
    name: String(value('WEBSITE_NAME')),
    url: String(value('WEBSITE_URL')).replace(/\/+$/, ''),
    languages: value('LANGUAGES') as string[],
  };
}

const metaContent = (page: Page, attribute: 'name' | 'property', key: string) =>
  page.locator(`head meta[${attribute}="${key}"]`).getAttribute('content');

/** The GraphQL operation a request asks for, by its name. */
const operationOf = (request: Request): unknown =>
  request.method() === 'POST' && request.url().includes('/api/graphql')
    ? request.postDataJSON()?.operationName
    : undefined;

const formatted = (n: number) => new Intl.NumberFormat('en').format(n);

/** The description in a page's HTML as the server sends it, as a crawler reads it. */
async function descriptionOf(request: Parameters<typeof publicQuery>[0], path: string): Promise<string> {
  const response = await request.get(path);
  expect(response.status(), path).toBe(200);
  const html = await response.text();
  const content = /<meta name="description" content="([^"]*)"/.exec(html)?.[1] ?? '';
  return content.replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code)));
}

test.describe('page metadata', () => {
  test('the home page’s HTML carries its title, canonical URL, social cards, languages and search action', async ({
    browser,
    request,
  }) => {
    const site = await siteSettings(request);
    // Read the server's HTML as a crawler does: without running the page's JavaScript.
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/');
    await expect(page).toHaveTitle(site.name);
    await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute('href', `${site.url}/`);
    // Indexation is off by default (ENABLE_SEO_INDEX).
    expect(await metaContent(page, 'name', 'robots')).toBe('noindex, nofollow');
    expect(await metaContent(page, 'property', 'og:title')).toBe(site.name);
    expect(await metaContent(page, 'property', 'og:url')).toBe(`${site.url}/`);
    expect(await metaContent(page, 'property', 'og:type')).toBe('website');
    expect(await metaContent(page, 'property', 'og:image')).toBe(`${site.url}/social-default.png`);
    expect(await metaContent(page, 'property', 'og:image:width')).toBe('686');
    expect(await metaContent(page, 'property', 'og:image:height')).toBe('220');
    expect(await metaContent(page, 'name', 'twitter:card')).toBe('summary_large_image');

    const alternates = await page
      .locator('head link[rel="alternate"][hreflang]')
      .evaluateAll((links) =>
        links.map((link) => [link.getAttribute('hreflang'), link.getAttribute('href')]),
      );
    expect(alternates).toEqual([
      // The site's language at the address without `?lang=` (decision 082).
      ...site.languages.map((lang) => [lang, lang === 'en' ? `${site.url}/` : `${site.url}/?lang=${lang}`]),
      ['x-default', `${site.url}/`],
    ]);

    const jsonLd = JSON.parse(
      (await page.locator('head script[type="application/ld+json"]').textContent()) ?? '{}',
    );
    expect(jsonLd).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'WebSite',
      url: `${site.url}/`,
      potentialAction: {
        '@type': 'SearchAction',
        target: { urlTemplate: `${site.url}/?q={search_term_string}` },
        'query-input': 'required name=search_term_string',
      },
    });
    await context.close();
  });

  test('every public page kind has a description drawn from what it shows', async ({ request }) => {
    const data = await publicQuery<{
      schools: {
        items: { _id: string; name: string; city: string; countrySlug: string; countryName: string }[];
      };
      schoolsCountByCountry: { items: { name: string; slug: string; count: number }[] };
      curriculums: { slug: string; schoolCount: number }[];
      privacy: { text: string };
      terms: { text: string };
    }>(
      request,
      `{ schools(limit: 5, sort: "name") { items { _id name city countrySlug countryName } }
         schoolsCountByCountry { items { name slug count } }
         curriculums { slug schoolCount }
         privacy: legalPage(name: privacy) { text } terms: legalPage(name: terms) { text } }`,
    );
    const countries = data.schoolsCountByCountry.items;
    const total = countries.reduce((sum, country) => sum + country.count, 0);
    expect(await descriptionOf(request, '/')).toContain(
      `${formatted(total)} international schools listed in ${countries.length} countries. Search`,
    );

    const [country] = countries;
    expect(await descriptionOf(request, `/schools/${country!.slug}`)).toContain(
      `International schools in ${country!.name}: ${formatted(country!.count)} schools listed.`,
    );
    // Not a city-state's: the list of its city names the city and the country.
    const school = data.schools.items.find((item) => item.city !== item.countryName);
    const place = `/schools/${school!.countrySlug}`;
    expect(await descriptionOf(request, `${place}?city=${encodeURIComponent(school!.city)}`)).toContain(
      `International schools in ${school!.city}, ${school!.countryName}: `,
    );
    // A school: its name, where it is, what it teaches, the ages it takes and its tuition.
    const described = await descriptionOf(request, `${place}/${school!._id}`);
    expect(described).toContain(school!.name);
    expect(described).toContain(school!.countryName);
    // A long name leaves no room for what follows the tuition: the description is cut there,
    // at a word of the tuition's sentence or after it.
    expect(described).toMatch(/, ages \d+ to \d+, tuition \S+.*[.…]$/);
    expect(described.length).toBeLessThanOrEqual(160);
    expect(await descriptionOf(request, `${place}/${school!._id}/fees`)).toBe(described);

    const curriculum = data.curriculums.find((entry) => entry.schoolCount > 1)!;
    expect(await descriptionOf(request, `/school-curriculums/${curriculum.slug}`)).toMatch(
      new RegExp(`^Taught in ${formatted(curriculum.schoolCount)} listed schools in \\d+ countr`),
    );
    // Legal pages: the start of their text, cut at a word.
    for (const name of ['privacy', 'terms'] as const) {
      const start = data[name].text.split(/\s+/).slice(0, 8).join(' ');
      expect(await descriptionOf(request, `/${name}`)).toContain(start);
    }
    for (const path of [
      '/countries',
      '/school-curriculums',
      '/map',
      '/about',
      '/contact-us',
      '/newsletter',
    ]) {
      expect((await descriptionOf(request, path)).length, path).toBeGreaterThan(50);
    }
    expect(await descriptionOf(request, '/login')).toMatch(/^Log in to rate schools/);
    expect(await descriptionOf(request, '/register')).toMatch(/^Create an account to rate schools/);
    expect(await descriptionOf(request, '/password-lost')).toMatch(
      /^Enter the email address of your account/,
    );
  });

  test('the default social image is a 686×220 PNG', async ({ request }) => {
    const response = await request.get('/social-default.png');
    expect(response.headers()['content-type']).toBe('image/png');
    const { width, height, format } = await sharp(await response.body()).metadata();
    expect({ width, height, format }).toEqual({ width: 686, height: 220, format: 'png' });
  });

  test('a missing page is titled so and kept out of search engines', async ({ request }) => {
    const site = await siteSettings(request);
    const response = await request.get('/no-such-page');
    expect(response.status()).toBe(404);
    const html = await response.text();
    expect(html).toContain(`<title>Ooops!! Page not found ! | ${site.name}</title>`);
    expect(html).toContain(`<link rel="canonical" href="${site.url}/no-such-page" data-page-meta />`);
    expect(html).toContain('<meta name="robots" content="noindex, nofollow" data-page-meta />');
  });

  test('client-side navigation keeps the metadata in step with the page', async ({ page, request }) => {
    const site = await siteSettings(request);
    // The page's other translations are held back until its tags have been looked at.
    let releaseTranslations = () => {};
    const translationsHeld = new Promise<void>((resolve) => {
      releaseTranslations = resolve;
    });
    await page.route('**/locales/**', async (route) => {
      await translationsHeld;
      await route.continue();
    });
    await gotoHydrated(page, '/no-such-page');
    await expect(page).toHaveTitle(`Ooops!! Page not found ! | ${site.name}`);
    await expect(page.locator('head script[type="application/ld+json"]')).toHaveCount(0);

    // The page's tags are computed again once its other translations have arrived (the browser
    // loads them when idle): the same tags are left in place, not removed and written anew.
    const pageTags = page.locator('head [data-page-meta]');
    await expect(pageTags.first()).toBeAttached();
    await pageTags.evaluateAll((tags) => {
      for (const tag of tags) Object.assign(tag, { seen: true });
    });
    const translationsArrived = page.waitForResponse('**/locales/**');
    releaseTranslations();
    await translationsArrived;
    await page.waitForLoadState('networkidle');
    expect(await pageTags.evaluateAll((tags) => tags.every((tag) => 'seen' in tag))).toBe(true);

    await page.getByRole('link', { name: 'Back to the home page' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page).toHaveTitle(site.name);
    await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute('href', `${site.url}/`);
    await expect(page.locator('head script[type="application/ld+json"]')).toHaveCount(1);
    // Each tag exists once: the browser replaced the server's, it did not add to them.
    await expect(page.locator('head link[rel="canonical"]')).toHaveCount(1);
    await expect(page.locator('head meta[property="og:url"]')).toHaveCount(1);

    await page.getByRole('banner').getByRole('link', { name: 'Login' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute('href', `${site.url}/login`);
    await expect(page.locator('head meta[property="og:url"]')).toHaveAttribute(
      'content',
      `${site.url}/login`,
    );
    await expect(page.locator('head script[type="application/ld+json"]')).toHaveCount(0);
  });

  test('a page whose data comes after the navigation is titled by it when it comes', async ({ page }) => {
    let releaseSchool = () => {};
    const schoolHeld = new Promise<void>((resolve) => {
      releaseSchool = resolve;
    });
    await page.route('**/api/graphql', async (route) => {
      if (operationOf(route.request()) === 'schoolDetail') await schoolHeld;
      await route.continue();
    });
    await gotoHydrated(page, '/schools');
    await page.waitForLoadState('networkidle');
    const link = page.getByTestId('school-list').getByRole('listitem').first().getByRole('link').first();
    const name = (await link.textContent())!;
    const schoolAsked = page.waitForRequest(
      (request) => request.postDataJSON()?.operationName === 'schoolDetail',
    );
    await link.click();
    await schoolAsked;
    await expect(page).toHaveURL(/\/schools\/[a-z-]+\/[0-9a-f-]{36}$/);
    const namedBySchool = new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);
    expect(await page.title()).not.toMatch(namedBySchool);

    releaseSchool();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
    await expect(page).toHaveTitle(namedBySchool);
  });
});
