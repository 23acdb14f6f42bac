import { expect, type Page, test } from '@playwright/test';
import { seriousViolations } from './support/accessibility';
import { gotoHydrated } from './support/hydrated';
import { type OwnSite, startOwnSite } from './support/own-site';

const heading = (page: Page, name: string | RegExp, level: number) =>
  page.getByRole('heading', { name, level });

test.describe('content pages', () => {
  test('the footer leads to about, privacy and terms, each accessible', async ({ page }) => {
    await gotoHydrated(page, '/');
    const footer = page.getByRole('contentinfo');

    await footer.getByRole('link', { name: 'About' }).click();
    await expect(page).toHaveURL(/\/about$/);
    await expect(heading(page, /^About /, 1)).toBeVisible();
    await expect(heading(page, 'A community-based list', 2)).toBeVisible();
    await expect(page.getByText('parents and schools add the schools they know')).toBeVisible();
    await expect(page.getByText('average annual fees in US dollars')).toBeVisible();
    // Whole amounts without decimals.
    await expect(page.getByText('For example: $15,230 per year.')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    await footer.getByRole('link', { name: 'Privacy' }).click();
    await expect(heading(page, 'Privacy policy', 1)).toBeVisible();
    await expect(heading(page, 'Your rights', 2)).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    await footer.getByRole('link', { name: 'Terms' }).click();
    await expect(heading(page, 'Terms of use', 1)).toBeVisible();
    await expect(heading(page, 'Your contributions', 2)).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('the legal texts are in the server-rendered HTML, in the visitor’s language', async ({ request }) => {
    const html = await (await request.get('/terms?lang=fr')).text();
    expect(html).toContain('Conditions d&#x27;utilisation');
    expect(html).toContain('Vos contributions');
  });

  test('about, privacy and terms are plain HTML: no Mantine component, nor Mantine’s stylesheet', async ({
    request,
  }) => {
    for (const pagePath of ['/about', '/privacy', '/terms']) {
      const html = await (await request.get(pagePath)).text();
      expect(html, pagePath).toContain('<h1');
      // Mantine's components carry its hashed classes (`m_8a5d1357 mantine-Title-root`).
      expect(html.match(/class="[^"]*\bmantine-[A-Za-z]+-root/g) ?? [], pagePath).toEqual([]);
      expect(html.split('</head>')[0], pagePath).not.toMatch(/href="\/assets\/with-mantine-[^"]+\.css"/);
    }
  });

  test('coming soon names the site and links to the newsletter', async ({ page }) => {
    await gotoHydrated(page, '/coming-soon');
    await expect(heading(page, 'Coming soon', 1)).toBeVisible();
    await expect(
      page.getByRole('main').getByRole('link', { name: 'Subscribe to the newsletter' }),
    ).toHaveAttribute('href', '/newsletter');
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('/_debug shows build and runtime information, /_debug/style the design system', async ({ page }) => {
    await gotoHydrated(page, '/_debug');
    await expect(heading(page, 'Debug', 1)).toBeVisible();
    await expect(page.getByRole('row', { name: /App version \d+\.\d+\.\d+/ })).toBeVisible();
    await expect(page.getByRole('row', { name: 'Current language en' })).toBeVisible();
    await expect(page.getByRole('row', { name: /ENABLE_DEBUG true/ })).toBeVisible();
    await expect(page.getByText('Nobody is signed in.')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByRole('link', { name: 'Design system' }).click();
    await expect(heading(page, 'Design system', 1)).toBeVisible();
    for (const section of ['Colour palette', 'Typography', 'Buttons', 'Form inputs', 'Alerts']) {
      await expect(heading(page, section, 2)).toBeVisible();
    }
    await expect(page.getByText('#FF851B')).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Text input' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('/_debug?crash=render crashes while rendering in the browser', async ({ page }) => {
    await page.goto('/_debug?crash=render');
    await expect(heading(page, "Oups, we're sorry — something's gone wrong.", 1)).toBeVisible();
  });
});

test.describe('with contact, debug and schools switched off', () => {
  test.describe.configure({ timeout: 120_000 });
  let site: OwnSite;

  test.beforeAll(async () => {
    // A hook's own limit is the test timeout's default (60 s), not the describe's: a server
    // started on a loaded machine takes longer.
    test.setTimeout(180_000);
    site = await startOwnSite('schools-off-', {
      ENABLE_OPENSCHOOL: 'false',
      ENABLE_CONTACT_US: 'false',
      ENABLE_DEBUG: 'false',
    });
  });
  test.afterAll(async () => {
    await site?.stop();
  });

  test('their pages are not found and the home page is the coming-soon page', async ({ page }) => {
    for (const pathname of ['/_debug', '/_debug/style', '/contact-us', '/contact-us/thanks']) {
      const response = await page.goto(`${site.url}${pathname}`);
      expect(response?.status(), pathname).toBe(404);
    }
    await gotoHydrated(page, `${site.url}/`);
    await expect(heading(page, 'Coming soon', 1)).toBeVisible();
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('link', { name: 'Terms' })).toBeVisible();
    await expect(footer.getByRole('link', { name: 'Contact' })).toHaveCount(0);
  });
});
