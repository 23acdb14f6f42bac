import { expect, type Page, test } from '@playwright/test';
import { horizontalOverflow, SCREENS, seriousViolations } from './support/accessibility';
import { publicQuery } from './support/api';
import { holdChunk } from './support/chunks';
import { gotoHydrated } from './support/hydrated';
import { layoutShiftSoFar, watchLayoutShifts } from './support/layout-shift';
import { saveSchoolAsAdmin, singaporeSchool } from './support/schools';

const formatted = (n: number) => new Intl.NumberFormat('en').format(n);

interface ListPage {
  schools: { pageInfo: { count: number }; items: { name: string; countryName: string }[] };
}

/** What a list page must show, according to the API (20 schools a page). */
function expectedList(request: Parameters<typeof publicQuery>[0], args: string) {
  return publicQuery<ListPage>(
    request,
    `{ schools(limit: 20, ${args}) { pageInfo { count } items { name countryName } } }`,
  );
}

async function largestCountry(request: Parameters<typeof publicQuery>[0]) {
  const data = await publicQuery<{
    schoolsCountByCountry: { items: { _id: string; name: string; slug: string; count: number }[] };
  }>(request, '{ schoolsCountByCountry { items { _id name slug count } } }');
  return data.schoolsCountByCountry.items.toSorted((a, b) => b.count - a.count)[0]!;
}

/**
 * The country the picker's first match is for a text typed: the options in their order, of which
 * the picker keeps those whose label holds the text.
 */
async function firstCountryHolding(request: Parameters<typeof publicQuery>[0], text: string) {
  const { schoolsCountByCountry } = await publicQuery<{
    schoolsCountByCountry: { items: { name: string; slug: string }[] };
  }>(request, '{ schoolsCountByCountry { items { name slug } } }');
  return schoolsCountByCountry.items.find((country) =>
    country.name.toLowerCase().includes(text.toLowerCase()),
  )!;
}

const schoolItems = (page: Page) => page.getByTestId('school-list').getByRole('listitem');

test.describe('school list pages', () => {
  test('the Schools menu entry leads to the list of all schools', async ({ page, request }) => {
    const expected = await expectedList(request, 'sort: "-updatedAt"');
    await gotoHydrated(page, '/about');
    await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Schools' }).click();
    await expect(page).toHaveURL(/\/schools$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('International schools worldwide');
    await expect(page.getByTestId('school-list-count')).toHaveText(
      `${formatted(expected.schools.pageInfo.count)} schools listed`,
    );
    await expect(schoolItems(page)).toHaveCount(20);
    await expect(schoolItems(page).first()).toContainText(expected.schools.items[0]!.name);
    await expect(page).toHaveTitle(/^International schools worldwide/);
  });

  test('changing page and sort updates the URL and the list', async ({ page, request }) => {
    const second = await expectedList(request, 'page: 2');
    const byName = await expectedList(request, 'sort: "name"');
    const byNameSecond = await expectedList(request, 'sort: "name", page: 2');
    await gotoHydrated(page, '/schools');
    const pages = page.getByRole('navigation', { name: 'Pages of the list' });

    await pages.getByRole('link', { name: 'Page 2' }).click();
    await expect(page).toHaveURL(/\/schools\?page=2$/);
    await expect(schoolItems(page).first()).toContainText(second.schools.items[0]!.name);
    await expect(pages.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');

    await page.getByRole('combobox', { name: 'Sort by' }).selectOption({ label: 'Name, A to Z' });
    // A new sort starts again at page 1.
    await expect(page).toHaveURL(/\/schools\?sort=name$/);
    await expect(schoolItems(page).first()).toContainText(byName.schools.items[0]!.name);

    await pages.getByRole('link', { name: 'Next page' }).click();
    await expect(page).toHaveURL(/\/schools\?sort=name&page=2$/);
    await expect(schoolItems(page).first()).toContainText(byNameSecond.schools.items[0]!.name);
    await expect(page).toHaveTitle(/^International schools worldwide, page 2/);

    // Back goes to the previous list.
    await page.goBack();
    await expect(schoolItems(page).first()).toContainText(byName.schools.items[0]!.name);
  });

  test('a country of the home page lists only that country’s schools', async ({ page, request }) => {
    await gotoHydrated(page, '/');
    const countryLink = page.getByRole('region', { name: 'Schools by country' }).getByRole('link').first();
    const name = (await countryLink.textContent())!;
    await countryLink.click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`International schools in ${name}`);
    const slug = new URL(page.url()).pathname.split('/')[2]!;
    const country = await publicQuery<{ country: { _id: string } }>(
      request,
      `{ country(slug: "${slug}") { _id } }`,
    );
    const expected = await expectedList(request, `filter: { country: "${country.country._id}" }`);
    await expect(page.getByTestId('school-list-count')).toHaveText(
      new RegExp(`^${formatted(expected.schools.pageInfo.count)} schools? listed$`),
    );
    const items = schoolItems(page);
    await expect(items).toHaveCount(Math.min(20, expected.schools.pageInfo.count));
    // "City, Country", or the country's name alone for a city-state.
    for (const place of await items.getByTestId('school-place').allTextContents()) {
      expect(place === name || place.endsWith(`, ${name}`), place).toBe(true);
    }
    await expect(page.getByRole('combobox', { name: 'Country' })).toHaveValue(new RegExp(`^${name} \\(`));
  });

  test('the country select and the search box narrow the list', async ({ page, request }) => {
    const largest = await largestCountry(request);
    await gotoHydrated(page, '/schools?sort=name');
    await page.getByRole('combobox', { name: 'Country' }).fill(largest.name);
    await page.getByRole('option', { name: new RegExp(`^${largest.name} \\(`) }).click();
    // The sort stays, the page starts again at 1.
    await expect(page).toHaveURL(new RegExp(`/schools/${largest.slug}\\?sort=name$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      `International schools in ${largest.name}`,
    );

    const city = (await schoolItems(page).first().getByText(`, ${largest.name}`).textContent())!.split(
      ',',
    )[0]!;
    const expected = await expectedList(request, `filter: { country: "${largest._id}", q: "${city}" }`);
    await page.getByRole('searchbox', { name: 'Search schools' }).pressSequentially(city, { delay: 20 });
    await expect(page).toHaveURL(/\?(q=[^&]+&sort=name|sort=name&q=[^&]+)$/);
    const count = expected.schools.pageInfo.count;
    await expect(page.getByTestId('school-list-count')).toHaveText(
      `${formatted(count)} ${count === 1 ? 'school matches' : 'schools match'} “${city}”`,
    );

    await page.getByRole('searchbox', { name: 'Search schools' }).fill('zzzz-no-such-school');
    await expect(page.getByText('No school matches “zzzz-no-such-school”.')).toBeVisible();
    await page.getByRole('link', { name: 'Clear the search' }).click();
    await expect(page).toHaveURL(new RegExp(`/schools/${largest.slug}\\?sort=name$`));
    await expect(schoolItems(page)).toHaveCount(Math.min(20, largest.count));
  });

  test('the country picker from the keyboard: typing replaces the country shown, Enter picks the first match', async ({
    page,
    request,
  }) => {
    const typed = (await largestCountry(request)).name.slice(0, 5);
    const first = await firstCountryHolding(request, typed);
    await gotoHydrated(page, '/schools');
    await page.getByRole('searchbox', { name: 'Search schools' }).focus();
    await page.keyboard.press('Tab');
    const picker = page.getByRole('combobox', { name: 'Country' });
    await expect(picker).toBeFocused();
    // The country shown stays as the placeholder: what is typed replaces it.
    await expect(picker).toHaveValue('');
    await expect(picker).toHaveAttribute('placeholder', 'All countries');
    await page.keyboard.type(typed);
    await expect(picker).toHaveValue(typed);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/schools/${first.slug}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      `International schools in ${first.name}`,
    );
  });

  test('the country picker works before its searchable list has loaded, which then takes over with what was typed', async ({
    page,
    request,
  }) => {
    // The searchable select's code held back, as on a slow network (decision 093: it is not part of
    // what the list loads before it is interactive).
    const { release } = await holdChunk(
      page,
      'src/modules/openschool/client/list/country-picker-searchable.tsx',
    );
    await gotoHydrated(page, '/schools');
    const picker = page.getByRole('combobox', { name: 'Country' });
    const reach = async () => {
      await page.getByRole('searchbox', { name: 'Search schools' }).focus();
      await page.keyboard.press('Tab');
      await expect(picker).toBeFocused();
      await expect(picker).toHaveValue('');
    };

    // Without it, the stand-in takes the text, and Enter picks the first country holding it.
    const largest = await largestCountry(request);
    const typed = largest.name.slice(0, 5);
    await reach();
    await page.keyboard.type(typed);
    await expect(picker).toHaveValue(typed);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/schools/${(await firstCountryHolding(request, typed)).slug}$`));

    // The code arrives while a country is being typed: the searchable select takes the stand-in's
    // place with the focus and the text, its list open; Enter picks the first match.
    const again = largest.name.slice(0, 4);
    await reach();
    await page.keyboard.type(again);
    release();
    const first = await firstCountryHolding(request, again);
    await expect(page.getByRole('option', { name: new RegExp(`^${first.name} \\(`) })).toBeVisible();
    await expect(picker).toBeFocused();
    await expect(picker).toHaveValue(again);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/schools/${first.slug}$`));
  });

  test('the filters hydrate on their own: until their code comes they work as a plain form, then apply at once', async ({
    page,
    request,
  }) => {
    // Their code held back, as on a slow network: the rest of the page does not wait for it.
    const { release } = await holdChunk(page, 'src/modules/openschool/client/list/school-list-filters.tsx');
    const documents: string[] = [];
    page.on('request', (sent) => {
      if (sent.resourceType() === 'document') documents.push(sent.url());
    });
    await page.goto('/schools');
    await expect(page.locator('html[data-hydrated="islands-pending"]')).toHaveCount(1);
    const filters = page.getByRole('form', { name: 'Filters' });
    await expect(filters.getByRole('checkbox', { name: 'Boarding school' })).toBeVisible();

    // The rest of the page is live meanwhile: a school goes on the shortlist in the page.
    const compare = schoolItems(page)
      .first()
      .getByRole('button', { name: /^Compare / });
    await compare.click();
    await expect(compare).toHaveAttribute('aria-pressed', 'true');
    expect(documents).toHaveLength(1);

    // Sent meanwhile, the form goes to the server, which answers with the list's one URL.
    const boarding = await expectedList(request, 'filter: { boarding: true }');
    await filters.getByRole('checkbox', { name: 'Boarding school' }).check();
    await filters.getByRole('button', { name: 'Show schools' }).click();
    await expect(page).toHaveURL(/\/schools\?boarding=true$/);
    await expect(page.getByTestId('school-list-count')).toContainText(
      formatted(boarding.schools.pageInfo.count),
    );
    // The page, the form sent with every field, and the list's URL it was sent to.
    expect(documents).toHaveLength(3);
    expect(documents[1]).toMatch(/[?&]boarding=true/);

    // Once it has come, the page is interactive and a box applies at once, in the page.
    release();
    await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(1);
    await filters.getByRole('checkbox', { name: 'Boarding school' }).uncheck();
    await expect(page).toHaveURL(/\/schools$/);
    await expect(filters.getByRole('checkbox', { name: 'Boarding school' })).not.toBeChecked();
    expect(documents).toHaveLength(3);
  });

  test('a list does not move when its forms’ code arrives: their stylesheets come with the page', async ({
    page,
  }) => {
    // On a desktop the search, country and sort stand in one row, the filters beside the list:
    // styled only once their code came, they stood stacked first (a layout shift of 0.34).
    await page.setViewportSize({ width: 1350, height: 940 });
    await watchLayoutShifts(page);
    await gotoHydrated(page, '/schools');
    expect(await layoutShiftSoFar(page)).toBeLessThan(0.01);
  });

  test('a search matching more than 1,000 schools says so instead of counting them all', async ({
    page,
    request,
  }) => {
    const broad = await publicQuery<{ schools: { pageInfo: { count: number }; countIsLowerBound: boolean } }>(
      request,
      '{ schools(filter: { q: "school" }, limit: 20) { pageInfo { count } countIsLowerBound } }',
    );
    expect(broad.schools).toEqual({ pageInfo: { count: 1000 }, countIsLowerBound: true });
    await gotoHydrated(page, '/schools?q=school');
    await expect(page.getByTestId('school-list-count')).toHaveText('1,000+ schools match “school”');
    // Every page up to the count is linked: 50 pages of 20.
    await expect(
      page.getByRole('navigation', { name: 'Pages of the list' }).getByRole('link', { name: 'Page 50' }),
    ).toBeVisible();
    // The home page's search box says the same.
    await gotoHydrated(page, '/?q=school');
    await expect(
      page.getByRole('region', { name: 'Schools matching “school”' }).getByText('1,000+ schools found'),
    ).toBeVisible();
  });

  test('a school in a city-state names its place once on its card', async ({ page, browser }) => {
    const name = `Sentosa International School ${Date.now()}`;
    const admin = await browser.newPage();
    await saveSchoolAsAdmin(admin, { id: null, input: singaporeSchool(name) });
    await admin.close();
    await gotoHydrated(page, '/schools/singapore');
    const card = schoolItems(page).filter({ hasText: name });
    await expect(card.getByTestId('school-place')).toHaveText('Singapore');
  });

  test('an unknown country answers 404 with the not-found screen', async ({ page }) => {
    const response = await page.goto('/schools/atlantis');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Ooops!! Page not found !' })).toBeVisible();
    await expect(page).toHaveTitle(/^Ooops!! Page not found !/);
    // The site's menu is still there.
    await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
  });

  test('works without JavaScript: country, sort, pages, filters, search and the compare button', async ({
    browser,
    request,
  }) => {
    const largest = await largestCountry(request);
    expect(largest.count).toBeGreaterThan(20);
    const byName = await expectedList(
      request,
      `filter: { country: "${largest._id}" }, sort: "name", page: 2`,
    );
    const boarding = await expectedList(
      request,
      `filter: { country: "${largest._id}", boarding: true }, sort: "name"`,
    );
    expect(boarding.schools.pageInfo.count).toBeGreaterThan(0);
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    const response = await page.goto('/schools');
    expect(response?.status()).toBe(200);
    await expect(schoolItems(page)).toHaveCount(20);

    // The country and the sort: native selects of one GET form, sent by its own button (the
    // first "Show schools"; the filters have theirs).
    await page.getByRole('combobox', { name: 'Country' }).selectOption(largest.slug);
    await page.getByRole('combobox', { name: 'Sort by' }).selectOption({ label: 'Name, A to Z' });
    await page.getByRole('button', { name: 'Show schools' }).first().click();
    await expect(page).toHaveURL(new RegExp(`/schools/${largest.slug}\\?sort=name$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      `International schools in ${largest.name}`,
    );

    await page
      .getByRole('navigation', { name: 'Pages of the list' })
      .getByRole('link', { name: 'Page 2' })
      .click();
    await expect(page).toHaveURL(new RegExp(`/schools/${largest.slug}\\?sort=name&page=2$`));
    await expect(schoolItems(page).first()).toContainText(byName.schools.items[0]!.name);

    // A filter starts again at page 1 and keeps the sort.
    const filters = page.getByRole('form', { name: 'Filters' });
    await filters.getByRole('checkbox', { name: 'Boarding school' }).check();
    await filters.getByRole('button', { name: 'Show schools' }).click();
    await expect(page).toHaveURL(
      new RegExp(`/schools/${largest.slug}\\?(sort=name&boarding=true|boarding=true&sort=name)$`),
    );
    await expect(schoolItems(page).first()).toContainText(boarding.schools.items[0]!.name);

    // The search keeps the filter and the sort.
    const name = boarding.schools.items[0]!.name;
    await page.getByRole('searchbox', { name: 'Search schools' }).fill(name);
    await page.getByRole('searchbox', { name: 'Search schools' }).press('Enter');
    await expect(page).toHaveURL(/\?q=[^&]+&.*boarding=true/);
    await expect(page).toHaveURL(/sort=name/);
    const item = schoolItems(page).filter({ hasText: name }).first();
    await expect(item).toBeVisible();

    // The compare button is a form the server answers, back on the same list.
    const listUrl = page.url();
    await item.getByRole('button', { name: `Compare ${name}` }).click();
    await expect(page).toHaveURL(listUrl);
    await expect(item.getByRole('button', { name: `Compare ${name}` })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    const indicator = page.getByRole('link', { name: 'Compare schools: 1 school on your shortlist' });
    await expect(indicator).toBeVisible();
    await indicator.click();
    await expect(page.getByTestId('compare-table').getByRole('columnheader', { name })).toBeVisible();
    await page.goBack();
    await item.getByRole('button', { name: `Compare ${name}` }).click();
    await expect(item.getByRole('button', { name: `Compare ${name}` })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    await context.close();
  });

  test('at the width where the filters move beside the list, they are in one place or the other', async ({
    page,
  }) => {
    // 899 px: the filters behind their button; 900 px (56.25em) and wider: beside the list.
    for (const width of [899, 900, 901]) {
      await page.setViewportSize({ width, height: 800 });
      await gotoHydrated(page, '/schools');
      const beside = page.locator('#school-filters');
      const button = page.getByTestId('school-list-filters-open');
      if (width < 900) {
        await expect(button, `${width} px`).toBeVisible();
        await expect(beside, `${width} px`).toBeHidden();
      } else {
        await expect(beside, `${width} px`).toBeVisible();
        await expect(button, `${width} px`).toBeHidden();
        expect((await beside.boundingBox())?.width ?? 0, `${width} px`).toBeGreaterThan(200);
      }
    }
  });

  for (const { device, viewport } of SCREENS) {
    // The phone has a layout of its own here (the filters above the list): both are scanned.
    test(`has no serious axe-core violation and fits a ${device}`, async ({ page, request }) => {
      const largest = await largestCountry(request);
      await page.setViewportSize(viewport);
      const lists = [
        { pathname: '/schools', items: 20, scan: true },
        {
          pathname: `/schools/${largest.slug}?page=2`,
          items: Math.min(20, largest.count - 20),
          scan: device === 'desktop',
        },
      ];
      for (const { pathname, items, scan } of lists) {
        await gotoHydrated(page, pathname);
        await expect(schoolItems(page)).toHaveCount(items);
        if (scan) expect(await seriousViolations(page)).toEqual([]);
        expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
      }
    });
  }
});
