import { type APIRequestContext, type Browser, expect, type Page, test } from '@playwright/test';
import { horizontalOverflow, SCREENS, seriousViolations } from './support/accessibility';
import { publicQuery } from './support/api';
import { chunkOf, holdChunk } from './support/chunks';
import { gotoHydrated } from './support/hydrated';
import { layoutShiftSoFar, watchLayoutShifts } from './support/layout-shift';
import { serveEmptyTiles, wakeMap } from './support/map-tiles';
import { saveSchoolAsAdmin, singaporeSchool } from './support/schools';

interface Amount {
  amountMinor: number;
  currency: string;
  minorDigits: number;
  usd: number | null;
}

interface SchoolFacts {
  _id: string;
  name: string;
  country: string;
  countrySlug: string;
  latitude: number | null;
  longitude: number | null;
  avgFees: number;
  fees: { grades: { grade: { name: string } | null; tuition: { yearly: Amount | null } | null }[] };
}

interface Rate {
  currency: string;
  unitsPerUsd: number;
  minorDigits: number;
}

const SCHOOL_FIELDS =
  '_id name country countrySlug latitude longitude avgFees fees { grades { grade { name } tuition { yearly { amountMinor currency minorDigits usd } } } }';

/**
 * A listed school whose fees are in neither euros nor dollars, with coordinates, and the rates:
 * switching to euros then shows a third column. Demo data has many.
 */
async function schoolWithLocalFees(
  request: APIRequestContext,
): Promise<{ school: SchoolFacts; rates: Rate[] }> {
  const list = await publicQuery<{ schools: { items: { _id: string }[] } }>(
    request,
    '{ schools(limit: 40, sort: "-updatedAt") { items { _id } } }',
  );
  for (const { _id } of list.schools.items) {
    const data = await publicQuery<{ school: SchoolFacts; exchangeRates: Rate[] }>(
      request,
      `{ school(id: "${_id}") { ${SCHOOL_FIELDS} } exchangeRates { currency unitsPerUsd minorDigits } }`,
    );
    const yearly = data.school.fees.grades[0]?.tuition?.yearly;
    if (yearly && !['EUR', 'USD', 'GBP'].includes(yearly.currency) && data.school.latitude !== null) {
      return { school: data.school, rates: data.exchangeRates };
    }
  }
  throw new Error('No demo school with fees in a local currency among the latest 40');
}

/** What the page must print for an amount converted to another currency: whole units, no decimals. */
function converted(amount: Amount, target: string, rates: Rate[]): string {
  const from = rates.find((rate) => rate.currency === amount.currency)!;
  const to = rates.find((rate) => rate.currency === target)!;
  const whole = Math.round(
    (amount.amountMinor / 10 ** amount.minorDigits / from.unitsPerUsd) * to.unitsPerUsd,
  );
  return new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: target,
    maximumFractionDigits: 0,
    minimumFractionDigits: 0,
  }).format(whole);
}

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const schoolPath = (school: SchoolFacts, tab?: string) =>
  `/schools/${school.countrySlug}/${school._id}${tab ? `/${tab}` : ''}`;
const tabs = (page: Page) => page.getByRole('navigation', { name: 'School sections' });
const currencyPicker = (page: Page) => page.getByLabel('Also show fees in');
/** The captions of the page's tables that are wider than a box they sit in (which then scrolls). */
const tablesScrolledSideways = (page: Page) =>
  page.locator('main table').evaluateAll((tables) =>
    tables
      .filter((table) => {
        for (let box: Element | null = table; box && box.tagName !== 'MAIN'; box = box.parentElement) {
          if (box.scrollWidth > box.clientWidth) return true;
        }
        return false;
      })
      .map((table) => (table as HTMLTableElement).caption?.textContent ?? 'a table without caption'),
  );

const firstFeeRow = (page: Page) => page.getByTestId('fee-grade-table').locator('tbody tr').first();

const ENQUIRE_MENU_CODE = 'src/modules/openschool/client/detail/header/enquire-menu-loaded.tsx';

/** A new school's page, open with the Enquire menu's code held back until `release`. */
async function schoolPageWithMenuCodeHeld(page: Page, browser: Browser, name: string) {
  const admin = await browser.newPage();
  const school = await saveSchoolAsAdmin(admin, {
    id: null,
    input: singaporeSchool(`${name} ${Date.now()}`),
  });
  await admin.close();
  const held = await holdChunk(page, ENQUIRE_MENU_CODE);
  await gotoHydrated(page, school.publicPath);
  return held;
}

test.describe('school page', () => {
  test('a parent opens a school from the list and goes through its tabs', async ({ page, request }) => {
    // Schools for an 11-year-old: their pages have ages (schools other tests made may not).
    await gotoHydrated(page, '/schools?age=11');
    const link = page.getByTestId('school-list').getByRole('listitem').first().getByRole('link').first();
    const name = (await link.textContent())!;
    await link.click();
    await expect(page).toHaveURL(/\/schools\/[a-z-]+\/[0-9a-f-]{36}$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
    await expect(page.getByRole('heading', { level: 2, name: 'Overview' })).toBeVisible();
    await expect(page.getByTestId('school-facts')).toContainText('Ages');
    await expect(page.getByTestId('school-updated')).toHaveText(/^Last updated /);
    await expect(page).toHaveTitle(new RegExp(`^${escaped(name)}`));
    const overviewUrl = page.url();

    await tabs(page).getByRole('link', { name: 'Fees', exact: true }).click();
    await expect(page).toHaveURL(`${overviewUrl}/fees`);
    await expect(page.getByRole('heading', { level: 2, name: 'Fees' })).toBeVisible();
    await expect(tabs(page).getByRole('link', { name: 'Fees', exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    );

    await tabs(page).getByRole('link', { name: 'Curriculums & grades' }).click();
    await expect(page).toHaveURL(`${overviewUrl}/curriculums`);
    const grades = page.getByTestId('grade-equivalence');
    await expect(grades).toBeVisible();
    for (const system of ['UK Year', 'US Grade', 'French class', 'IB year']) {
      await expect(grades.getByRole('columnheader', { name: new RegExp(system) })).toBeVisible();
    }
    // Each age's school year in every system, as the API gives them.
    const id = new URL(overviewUrl).pathname.split('/')[3]!;
    const { school } = await publicQuery<{
      school: { gradeEquivalence: { age: number; grades: { name: string }[] }[] };
    }>(request, `{ school(id: "${id}") { gradeEquivalence { age grades { name } } } }`);
    const [youngest] = school.gradeEquivalence;
    const row = grades.locator('tbody tr').first();
    await expect(row.getByRole('rowheader')).toHaveText(String(youngest!.age));
    for (const grade of youngest!.grades) await expect(row).toContainText(grade.name);

    await tabs(page).getByRole('link', { name: 'Ratings', exact: true }).click();
    await expect(page).toHaveURL(`${overviewUrl}/ratings`);
    await expect(page.getByTestId('ratings-tab')).toBeVisible();

    await tabs(page).getByRole('link', { name: 'Photos', exact: true }).click();
    await expect(page).toHaveURL(`${overviewUrl}/photos`);
    await expect(page.getByRole('heading', { level: 2, name: 'Photos' })).toBeVisible();

    await tabs(page).getByRole('link', { name: 'Overview', exact: true }).click();
    await expect(page).toHaveURL(overviewUrl);
    // Back goes through the tabs visited.
    await page.goBack();
    await expect(page).toHaveURL(`${overviewUrl}/photos`);
  });

  test('a school in a city-state: its place named once, its history without repeats, how to enquire', async ({
    page,
    browser,
    request,
  }) => {
    const name = `Marina Bay Academy ${Date.now()}`;
    const admin = await browser.newPage();
    const created = await saveSchoolAsAdmin(admin, { id: null, input: singaporeSchool(name) });
    // Moved across the street, and a year older at both ends: two fields each, one topic each.
    await saveSchoolAsAdmin(admin, {
      id: created._id,
      version: created.version,
      input: singaporeSchool(name, { latitude: 1.3525, longitude: 103.8201, ageFrom: 4, ageTo: 19 }),
    });
    await admin.close();

    await watchLayoutShifts(page);
    await gotoHydrated(page, created.publicPath);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
    await expect(page.getByTestId('school-place')).toHaveText('Singapore');
    // Nothing moved as the page loaded and hydrated: its tabs' styles came with it, the footer
    // stayed as the server wrote it.
    expect(await layoutShiftSoFar(page)).toBeLessThan(0.1);

    const history = page.getByTestId('school-history').getByRole('listitem');
    await expect(history).toHaveCount(2);
    await expect(history.first()).toContainText('Edited: location and ages');
    const touched = (await history.first().innerText()).replace(/^.*Edited: /s, '').replace(/\s*\(.*$/s, '');
    const topics = touched.split(/, | and /);
    expect(topics).toEqual([...new Set(topics)]);

    // "Last updated" is the day of the newest change, the history's first line.
    const newest = (await history.first().innerText()).split(' · ')[0];
    await expect(page.getByTestId('school-updated')).toHaveText(`Last updated ${newest}`);

    // Enquire: the school's website in a new tab, and an email about it naming this site.
    await page.getByRole('button', { name: 'Enquire' }).click();
    const website = page.getByRole('menuitem', { name: /Visit the school’s website/ });
    await expect(website).toHaveAttribute('href', 'https://marina-bay.example/');
    await expect(website).toHaveAttribute('target', '_blank');
    await expect(website).toHaveAttribute('rel', /\bnoopener\b/);
    const email = page.getByRole('menuitem', { name: 'Email the school' });
    const href = (await email.getAttribute('href'))!;
    expect(href).toMatch(/^mailto:admissions@marina-bay\.example\?subject=/);
    const { settings } = await publicQuery<{ settings: { items: { key: string; value: unknown }[] } }>(
      request,
      '{ settings { items { key value } } }',
    );
    const site = settings.items.find((item) => item.key === 'WEBSITE_NAME')!.value;
    expect(new URL(href).searchParams.get('subject')).toBe(`Enquiry about ${name} (found on ${site})`);
    // The menu closes with Escape, back on its button.
    await page.keyboard.press('Escape');
    await expect(website).toBeHidden();
    await expect(page.getByRole('button', { name: 'Enquire' })).toBeFocused();
  });

  test('a school with neither website nor email has no Enquire button; one with a website only offers it', async ({
    page,
    browser,
  }) => {
    const admin = await browser.newPage();
    const bare = await saveSchoolAsAdmin(admin, {
      id: null,
      input: singaporeSchool(`Tanjong Pagar School ${Date.now()}`, { website: null, email: null }),
    });
    const webOnly = await saveSchoolAsAdmin(admin, {
      id: null,
      input: singaporeSchool(`Bukit Timah School ${Date.now()}`, { email: null }),
    });
    await admin.close();
    await gotoHydrated(page, bare.publicPath);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Enquire' })).toHaveCount(0);
    await gotoHydrated(page, webOnly.publicPath);
    await page.getByRole('button', { name: 'Enquire' }).click();
    await expect(page.getByRole('menuitem')).toHaveCount(1);
    await expect(page.getByRole('menuitem', { name: /Visit the school’s website/ })).toBeVisible();
  });

  test('Enquire works before its menu’s code has loaded: pressed, the menu opens once the code is there', async ({
    page,
    browser,
  }) => {
    const { release } = await schoolPageWithMenuCodeHeld(page, browser, 'Orchard Enquiry School');
    const enquire = page.getByRole('button', { name: 'Enquire' });
    await enquire.click();
    await expect(page.getByRole('menuitem')).toHaveCount(0);
    release();
    await expect(page.getByRole('menuitem', { name: /Visit the school’s website/ })).toBeVisible();
    await expect(page.getByRole('menuitem', { name: 'Email the school' })).toBeVisible();
    // Escape closes it, back on its button, as when the code was there first.
    await page.keyboard.press('Escape');
    await expect(page.getByRole('menuitem')).toHaveCount(0);
    await expect(enquire).toBeFocused();
  });

  test('Enquire pressed as its menu’s code arrives: the press still opens the menu', async ({
    page,
    browser,
  }) => {
    const { release } = await schoolPageWithMenuCodeHeld(page, browser, 'Holland Enquiry School');
    const enquire = page.getByRole('button', { name: 'Enquire' });
    const box = (await enquire.boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    // The code arrives while the button is held down, as it can on a phone: the button the press
    // began on has to be the one it ends on, or no click comes.
    const arrived = page.waitForResponse(`**/${chunkOf(ENQUIRE_MENU_CODE)}`);
    release();
    await arrived;
    await page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 100))),
    );
    await page.mouse.up();
    await expect(page.getByRole('menuitem', { name: 'Email the school' })).toBeVisible();
  });

  test('a demo school’s “last updated” is the day of its newest change', async ({ page }) => {
    // A recently updated school, yet past those the tests write: one of the demo data's, whose
    // rows used to carry a generated date that no change in their history had.
    await gotoHydrated(page, '/schools?page=3');
    await page.getByTestId('school-list').getByRole('listitem').first().getByRole('link').first().click();
    await expect(page).toHaveURL(/\/schools\/[a-z-]+\/[0-9a-f-]{36}$/);
    await expect(page.getByTestId('school-history')).toContainText('(source: Demo data)');
    const newest = page.getByTestId('school-history').getByRole('listitem').first();
    const day = (await newest.innerText()).split(' · ')[0];
    await expect(page.getByTestId('school-updated')).toHaveText(`Last updated ${day}`);
  });

  test('fees switch to the visitor’s currency and back, remembered in the URL and the browser', async ({
    page,
    request,
  }) => {
    const { school, rates } = await schoolWithLocalFees(request);
    const first = school.fees.grades[0]!.tuition!.yearly!;
    await gotoHydrated(page, schoolPath(school, 'fees'));
    // Under the title, the average in dollars and in what the school charges in.
    const average = {
      amountMinor: Math.round(school.avgFees * 100),
      currency: 'USD',
      minorDigits: 2,
      usd: null,
    };
    await expect(page.getByTestId('school-currency')).toHaveText(
      `${converted(average, first.currency, rates)} per year in the school’s currency`,
    );
    await expect(page.getByTestId('visitor-currency-head')).toHaveCount(0);
    await expect(firstFeeRow(page)).toContainText(converted(first, 'USD', rates));
    await expect(page.getByTestId('rates-date')).toContainText('exchange rates of');

    await currencyPicker(page).selectOption('EUR');
    await expect(page).toHaveURL(/\/fees\?currency=EUR$/);
    await expect(page.getByTestId('fee-grade-table').getByTestId('visitor-currency-head')).toHaveText(
      'In EUR',
    );
    const euros = converted(first, 'EUR', rates);
    expect(euros).toMatch(/^€[\d,]+$/);
    await expect(firstFeeRow(page).getByTestId('visitor-amount')).toHaveText(euros);
    await expect(page.getByTestId('first-year-visitor')).toHaveText(/^€[\d,]+$/);

    // Another currency, other amounts.
    await currencyPicker(page).selectOption('GBP');
    await expect(page).toHaveURL(/\?currency=GBP$/);
    await expect(firstFeeRow(page).getByTestId('visitor-amount')).toHaveText(converted(first, 'GBP', rates));

    await currencyPicker(page).selectOption('EUR');
    // The choice goes along from tab to tab, and comes back on the next visit.
    await tabs(page).getByRole('link', { name: 'Overview', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${school._id}\\?currency=EUR$`));
    await gotoHydrated(page, schoolPath(school, 'fees'));
    await expect(page).toHaveURL(/\/fees\?currency=EUR$/);
    await expect(firstFeeRow(page).getByTestId('visitor-amount')).toHaveText(euros);

    // And back: no third currency.
    await currencyPicker(page).selectOption({ label: 'No other currency' });
    await expect(page).toHaveURL(/\/fees$/);
    await expect(page.getByTestId('visitor-currency-head')).toHaveCount(0);
    await gotoHydrated(page, schoolPath(school, 'fees'));
    await expect(page).toHaveURL(/\/fees$/);
  });

  test('the currency chosen in the list’s fee filter goes along to a school’s fees, and to the next school', async ({
    page,
    request,
  }) => {
    const { school, rates } = await schoolWithLocalFees(request);
    const first = school.fees.grades[0]!.tuition!.yearly!;
    await gotoHydrated(page, `/schools?q=${encodeURIComponent(school.name)}`);
    await page.getByRole('combobox', { name: 'Currency' }).selectOption('EUR');
    await expect(page).toHaveURL(/[?&]currency=EUR(&|$)/);
    // The card says what the school charges in its own currency, beside the dollars and euros.
    const card = page.getByTestId('school-list').getByRole('listitem').filter({ hasText: school.name });
    await expect(card.getByTestId('school-currency')).toHaveText(/ per year in the school’s currency$/);
    // The card's link carries it (a school opened from this list, with scripts or without).
    const link = page.getByTestId('school-list').getByRole('link', { name: school.name, exact: true });
    await expect(link).toHaveAttribute('href', `${schoolPath(school)}?currency=EUR`);
    await link.click();
    await tabs(page).getByRole('link', { name: 'Fees', exact: true }).click();
    await expect(page).toHaveURL(/\/fees\?currency=EUR$/);
    await expect(firstFeeRow(page).getByTestId('visitor-amount')).toHaveText(converted(first, 'EUR', rates));
    // Opened without it, the school's fees come in the currency chosen last.
    await gotoHydrated(page, schoolPath(school, 'fees'));
    await expect(page).toHaveURL(/\/fees\?currency=EUR$/);
    await expect(firstFeeRow(page).getByTestId('visitor-amount')).toHaveText(converted(first, 'EUR', rates));
  });

  test('the server sends the page with its JSON-LD, and it works without JavaScript', async ({
    browser,
    request,
  }) => {
    const { school, rates } = await schoolWithLocalFees(request);
    const html = await (await request.get(schoolPath(school))).text();
    const scripts = [...html.matchAll(/<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/gs)].map(
      (match) => JSON.parse(match[1]!),
    );
    const jsonLd = scripts.find((data) => data['@type'] === 'School');
    expect(jsonLd).toMatchObject({
      '@context': 'https://schema.org',
      name: school.name,
      address: { '@type': 'PostalAddress', addressCountry: school.country },
      geo: { '@type': 'GeoCoordinates', latitude: school.latitude },
    });
    expect(jsonLd.url).toMatch(new RegExp(`${schoolPath(school)}$`));
    expect(html).toMatch(new RegExp(`<link rel="canonical" href="[^"]*${schoolPath(school)}"`));

    // Another country's slug: a permanent redirect to the school's own URL, the query kept.
    const moved = await request.get(`/schools/atlantis/${school._id}/fees?currency=EUR`, { maxRedirects: 0 });
    expect(moved.status()).toBe(301);
    expect(moved.headers().location).toMatch(new RegExp(`${schoolPath(school, 'fees')}\\?currency=EUR$`));
    expect((await request.get(`/schools/${school.countrySlug}/${school._id}/nothing`)).status()).toBe(404);
    expect(
      (await request.get(`/schools/${school.countrySlug}/00000000-0000-7000-8000-000000000000`)).status(),
    ).toBe(404);

    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    const response = await page.goto(`${schoolPath(school, 'fees')}?currency=EUR`);
    expect(response?.status()).toBe(200);
    const first = school.fees.grades[0]!.tuition!.yearly!;
    await expect(firstFeeRow(page).getByTestId('visitor-amount')).toHaveText(converted(first, 'EUR', rates));
    // The form applies another currency without JavaScript.
    await currencyPicker(page).selectOption('GBP');
    await page.getByRole('button', { name: 'Show' }).click();
    await expect(page).toHaveURL(/\/fees\?currency=GBP$/);
    await expect(firstFeeRow(page).getByTestId('visitor-amount')).toHaveText(converted(first, 'GBP', rates));
    await tabs(page).getByRole('link', { name: 'Curriculums & grades' }).click();
    await expect(page).toHaveURL(new RegExp(`${schoolPath(school, 'curriculums')}\\?currency=GBP$`));
    await expect(page.getByTestId('grade-equivalence')).toBeVisible();
    await context.close();
  });

  test('the map tab loads the map in the browser without errors', async ({ page, request }) => {
    const { school } = await schoolWithLocalFees(request);
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await serveEmptyTiles(page);
    const html = await (await request.get(schoolPath(school, 'map'))).text();
    // Nothing of Leaflet is rendered on the server.
    expect(html).not.toContain('leaflet-container');
    // Plain elements, as the rest of the school's page: neither Mantine's components nor its
    // stylesheet come with the tab.
    expect(html.match(/class="[^"]*\bmantine-[A-Za-z]+-root/g) ?? []).toEqual([]);
    expect(html.split('</head>')[0]).not.toMatch(/href="\/assets\/with-mantine-[^"]+\.css"/);
    await gotoHydrated(page, schoolPath(school, 'map'));
    await expect(page.locator('.leaflet-container')).toBeVisible();
    await expect(page.locator('.leaflet-marker-icon')).toBeVisible();
    await expect(page.getByRole('link', { name: 'OpenStreetMap', exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Open in OpenStreetMap' })).toHaveAttribute(
      'href',
      new RegExp(`mlat=${school.latitude}`),
    );
    await tabs(page).getByRole('link', { name: 'Overview', exact: true }).click();
    await tabs(page).getByRole('link', { name: 'Map', exact: true }).click();
    await expect(page.locator('.leaflet-marker-icon')).toBeVisible();
    // With the map of all schools on (ENABLE_PLACE), the school's neighbours are one click away,
    // at the zoom where each school is a marker of its own, never hidden in a neighbour's cluster.
    await page.getByRole('link', { name: 'The schools around it on the map' }).click();
    const round7 = (value: number | null) => Math.round((value ?? 0) * 1e7) / 1e7;
    await expect(page).toHaveURL(
      new RegExp(`/map@${round7(school.latitude)},${round7(school.longitude)},16z$`),
    );
    await wakeMap(page);
    await expect(page.getByRole('button', { name: school.name, exact: true })).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('the countries page and a curriculum page are reachable from the menu', async ({ page, request }) => {
    const counts = await publicQuery<{
      schoolsCountByCountry: { items: { name: string; slug: string; count: number }[] };
    }>(request, '{ schoolsCountByCountry { items { name slug count } } }');
    await gotoHydrated(page, '/');
    await page
      .getByRole('navigation', { name: 'Main menu' })
      .getByRole('link', { name: 'Countries' })
      .click();
    await expect(page).toHaveURL(/\/countries$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('International schools by country');
    const columns = page.getByTestId('country-columns');
    await expect(columns).toHaveCSS('column-count', '4');
    const country = counts.schoolsCountByCountry.items[0]!;
    // Filed under its first letter, accents aside.
    const letter = country.name.normalize('NFD')[0]!.toUpperCase();
    await expect(page.getByRole('heading', { level: 2, name: letter, exact: true })).toBeVisible();
    await expect(columns.getByRole('listitem').filter({ hasText: country.name }).first()).toContainText(
      `(${country.count})`,
    );
    await columns.getByRole('link', { name: country.name, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/schools/${country.slug}$`));

    const { curriculum } = await publicQuery<{
      curriculum: { curriculum: { schoolCount: number }; countries: { name: string; count: number }[] };
    }>(request, '{ curriculum(slug: "ib-dp") { curriculum { schoolCount } countries { name count } } }');
    await page
      .getByRole('navigation', { name: 'Main menu' })
      .getByRole('link', { name: 'Curriculums' })
      .click();
    await expect(page).toHaveURL(/\/school-curriculums$/);
    await page.getByRole('link', { name: 'IB Diploma Programme' }).click();
    await expect(page).toHaveURL(/\/school-curriculums\/ib-dp$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('IB Diploma Programme');
    await expect(page.getByTestId('curriculum-summary')).toContainText(
      new Intl.NumberFormat('en').format(curriculum.curriculum.schoolCount),
    );
    const where = curriculum.countries[0];
    if (where) {
      await expect(
        page.getByRole('heading', { level: 3, name: new RegExp(`^${escaped(where.name)}`) }),
      ).toContainText(`(${where.count})`);
    }
  });

  for (const { device, viewport, scan } of SCREENS) {
    test(`every tab and reference page fits a ${device}, ${scan ? 'each passing axe-core' : 'the school’s page and fees passing axe-core'}`, async ({
      page,
      request,
    }) => {
      test.setTimeout(180_000);
      const { school } = await schoolWithLocalFees(request);
      await serveEmptyTiles(page);
      await page.setViewportSize(viewport);
      const pages = [
        ...['', 'fees?currency=EUR', 'admissions', 'curriculums', 'ratings', 'map', 'photos'].map(
          (tab) => `${schoolPath(school)}${tab ? `/${tab}` : ''}`,
        ),
        '/countries',
        '/school-curriculums',
        '/school-curriculums/ib-dp',
      ];
      for (const [index, pathname] of pages.entries()) {
        await gotoHydrated(page, pathname);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        if (pathname.endsWith('/map')) await expect(page.locator('.leaflet-marker-icon')).toBeVisible();
        // On a phone the school's tabs and fee table have a layout of their own: scanned too.
        if (scan || index < 2) expect(await seriousViolations(page), pathname).toEqual([]);
        expect(await horizontalOverflow(page), pathname).toBeLessThanOrEqual(0);
        // Every fee reads without scrolling a table sideways (on a phone, a block per school year).
        if (pathname.includes('/fees')) expect(await tablesScrolledSideways(page)).toEqual([]);
      }
    });
  }
});
