import { expect, type Page, test } from '@playwright/test';
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
      ...site.languages.map((lang) => [lang, `${site.url}/?lang=${lang}`]),
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
    await gotoHydrated(page, '/no-such-page');
    await expect(page).toHaveTitle(`Ooops!! Page not found ! | ${site.name}`);
    await expect(page.locator('head script[type="application/ld+json"]')).toHaveCount(0);

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
});
