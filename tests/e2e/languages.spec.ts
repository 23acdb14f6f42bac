import fs from 'node:fs';
import path from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { LANGUAGE_CODES } from '@/core/shared/languages';
import { gotoHydrated } from './support/hydrated';
import { followRequests } from './support/quiet-network';

const LOCALES = path.resolve(import.meta.dirname, '../../public/locales');
const heroTitle = (lang: string) =>
  JSON.parse(fs.readFileSync(path.join(LOCALES, lang, 'openschool.json'), 'utf8')).home.hero.title as string;

/** Every request of the page that failed or was answered 4xx/5xx, as `status url`. */
function failedRequests(page: Page): string[] {
  const failed: string[] = [];
  page.on('requestfailed', (request) => failed.push(`${request.failure()?.errorText} ${request.url()}`));
  page.on('response', (response) => {
    if (response.status() >= 400) failed.push(`${response.status()} ${response.url()}`);
  });
  return failed;
}

test.describe('languages', () => {
  test('no page asks for a file that fails, in any of the 20 languages', async ({ page }) => {
    test.setTimeout(LANGUAGE_CODES.length * 15_000);
    const failed = failedRequests(page);
    const network = followRequests(page);
    // Each language on one of these in turn: public pages, and the console's (its own translations).
    const paths = ['/', '/schools', '/login', '/_admin/dashboard'];
    for (const [index, lang] of LANGUAGE_CODES.entries()) {
      const url = `${paths[index % paths.length]}?lang=${lang}`;
      await gotoHydrated(page, url);
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      // Translations and code still on their way would be cut off by the next page.
      await network.quiet();
      expect(failed, url).toEqual([]);
    }
  });

  test('?lang=fr renders the page in French, and the choice is remembered', async ({ page }) => {
    await page.goto('/?lang=fr');
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heroTitle('fr'));
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heroTitle('fr'));
    // French groups thousands with a narrow no-break space and puts the symbol after: `15 000 $US`.
    await page.goto('/schools');
    await expect(
      page
        .locator('main')
        .getByText(/\d{1,3}\u202f\d{3}(,\d+)?\u00a0\$US/)
        .first(),
    ).toBeVisible();
  });

  test('the footer switches to Arabic, written right to left', async ({ page }) => {
    await gotoHydrated(page, '/');
    await page.getByRole('combobox', { name: 'Language' }).selectOption('ar');
    await expect(page).toHaveURL(/\?lang=ar$/);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heroTitle('ar'));

    // One numbering system on a page: the list's counts, ages and fees, and a school's page,
    // all in the digits the locale formats with.
    const digitSystems = async () => {
      const text = await page.locator('main').innerText();
      return { latin: /[0-9]/.test(text), arabic: /[\u0660-\u0669\u06f0-\u06f9]/.test(text) };
    };
    await gotoHydrated(page, '/schools?lang=ar');
    expect(await digitSystems()).toEqual({ latin: true, arabic: false });
    const school = await page
      .locator('main a')
      .evaluateAll((links) =>
        links
          .map((link) => link.getAttribute('href') ?? '')
          .find((href) => /^\/schools\/[^/?]+\/[^/?]+/.test(href)),
      );
    await gotoHydrated(page, school!);
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
    expect(await digitSystems()).toEqual({ latin: true, arabic: false });
  });

  test('curriculums are named in the reader’s language: their page, and the badges of the list’s cards', async ({
    page,
  }) => {
    for (const [lang, name, short] of [
      ['fr', 'Programme américain', 'Américain'],
      ['de', 'Amerikanischer Lehrplan', 'Amerikanisch'],
      ['ar', 'المنهج الأمريكي', 'الأمريكية'],
      ['zh-Hans', '美国课程', '美式'],
    ] as const) {
      await page.goto(`/school-curriculums/american?lang=${lang}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
      await page.goto(`/schools?curriculum=american&lang=${lang}`);
      // The badge says the short name; its title the whole name.
      await expect(page.getByTitle(name, { exact: true }).first()).toHaveText(short);
    }
  });

  test('a city as the reader writes it finds its schools, and euros chosen in the list go along to a school, in four languages', async ({
    page,
    request,
  }) => {
    for (const lang of ['fr', 'de', 'ar', 'zh-Hans']) {
      const answer = await request.post('/api/graphql', {
        headers: { 'accept-language': lang },
        data: { query: '{ schools(limit: 100, sort: "name") { items { city cityName } } }' },
      });
      const schools: { name: string; city: string; cityName: string }[] = (await answer.json()).data.schools
        .items;
      // A school whose city this language writes its own way (Pékin, München, بكين, 北京).
      const school = schools.find((candidate) => candidate.cityName !== candidate.city);
      expect(school, lang).toBeDefined();
      await page.goto(`/schools?q=${encodeURIComponent(school!.cityName)}&currency=EUR&lang=${lang}`);
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      // Every card found is in that city, named as the reader writes it.
      await expect(page.getByTestId('school-place').first()).toContainText(school!.cityName);
      // The card's link carries the currency: the school's page opens in euros.
      await page.getByTestId('school-list').getByRole('link').first().click();
      await expect(page).toHaveURL(/[?&]currency=EUR(&|$)/);
    }
  });

  test('a page comes with the translations it read; the next one waits for its own and never shows a key', async ({
    page,
    request,
  }) => {
    // Home reads no text of the accounts' namespace: the login page's are not in its HTML.
    const html = await (await request.get('/')).text();
    const state = JSON.parse(/window\.__APP_STATE__=(.*?)<\/script>/s.exec(html)![1]!);
    expect(state.namespaces).toContain('user');
    expect(Object.keys(state.translations)).toContain('openschool');
    expect(Object.keys(state.translations)).not.toContain('user');

    // Every main heading the browser shows, as it shows it.
    await page.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { headingsSeen: string[] }).headingsSeen = seen;
      new MutationObserver(() => {
        const text = document.querySelector('main h1')?.textContent;
        if (text && seen.at(-1) !== text) seen.push(text);
      }).observe(document, { subtree: true, childList: true, characterData: true });
    });
    // The accounts' texts are held back on their way until everything else has arrived.
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const pending = new Set<string>();
    page.on('request', (sent) => pending.add(sent.url()));
    page.on('requestfinished', (done) => pending.delete(done.url()));
    page.on('requestfailed', (failed) => pending.delete(failed.url()));
    await page.route('**/locales/en/user.json', async (route) => {
      await held;
      await route.continue();
    });
    await gotoHydrated(page, '/');
    await page.getByRole('banner').getByRole('link', { name: 'Login' }).click();
    await expect.poll(() => [...pending].filter((url) => !url.endsWith('/locales/en/user.json'))).toEqual([]);
    // The login page's code has arrived, its texts not: the home page stays.
    await expect(page).toHaveURL(/\/$/);
    release();
    await expect(page.getByRole('heading', { name: 'Log in', level: 1 })).toBeVisible();
    const seen = await page.evaluate(() => (window as unknown as { headingsSeen: string[] }).headingsSeen);
    expect(seen).toEqual([heroTitle('en'), 'Log in']);
  });

  test('a browser set to German gets German pages and country names', async ({ browser, request }) => {
    const answer = await request.post('/api/graphql', {
      headers: { 'accept-language': 'de' },
      data: { query: '{ schoolsCountByCountry { items { name } } }' },
    });
    const germanNames: string[] = (await answer.json()).data.schoolsCountByCountry.items.map(
      (c: { name: string }) => c.name,
    );
    const context = await browser.newContext({ locale: 'de-DE' });
    const page = await context.newPage();
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heroTitle('de'));
    const countries = page.getByTestId('country-counts').getByRole('link');
    await expect(countries.first()).toHaveText(germanNames[0]!);
    await expect(countries.last()).toHaveText(germanNames.at(-1)!);
    await context.close();
  });
});
