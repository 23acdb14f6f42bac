import { expect, type Page, test } from '@playwright/test';
import { seriousViolations } from './support/accessibility';
import { publicQuery } from './support/api';
import { gotoHydrated } from './support/hydrated';

const formatted = (n: number) => new Intl.NumberFormat('en').format(n);
const TYPO = 'Internatinal';

/** How many listed schools the API finds for this `filter` of `schools`. */
async function countOf(request: Parameters<typeof publicQuery>[0], args: Record<string, unknown>) {
  const literal = Object.entries(args)
    .map(([name, value]) => `${name}: ${JSON.stringify(value)}`)
    .join(', ');
  const data = await publicQuery<{
    schools: { pageInfo: { count: number }; countIsLowerBound: boolean; approximate: boolean };
  }>(request, `{ schools(filter: { ${literal} }) { pageInfo { count } countIsLowerBound approximate } }`);
  const { pageInfo, countIsLowerBound, approximate } = data.schools;
  return { count: pageInfo.count, countIsLowerBound, approximate };
}

/** The count line of a search: "1,000+" when counting stopped there. */
const matches = (found: { count: number; countIsLowerBound: boolean }, q: string) =>
  `${formatted(found.count)}${found.countIsLowerBound ? '+' : ''} ${found.count === 1 ? 'school matches' : 'schools match'} “${q}”`;
const schoolItems = (page: Page) => page.getByTestId('school-list').getByRole('listitem');
const filtersOf = (page: Page) => page.getByRole('form', { name: 'Filters' });

/** The yearly fee in euros an item shows (`≈ €18,345 per year`), as a number. */
async function euroFees(page: Page): Promise<number[]> {
  const texts = await schoolItems(page)
    .getByText(/^≈ €[\d,]+ per year$/)
    .allTextContents();
  return texts.map((text) => Number(text.replace(/[^\d]/g, '')));
}

test.describe('searching and filtering schools', () => {
  test('a parent searches with a typo, then narrows by curriculum and by fees in euros', async ({
    page,
    request,
  }) => {
    const all = await countOf(request, { q: TYPO });
    expect(all.approximate).toBe(true);
    expect(all.count).toBeGreaterThan(0);

    // From the home page: the misspelt word still finds the international schools.
    await gotoHydrated(page, '/');
    await page.getByRole('searchbox', { name: 'Search schools' }).pressSequentially(TYPO, { delay: 20 });
    await expect(page).toHaveURL(new RegExp(`/\\?q=${TYPO}$`));
    const results = page.getByRole('region', { name: `Schools matching “${TYPO}”` });
    await expect(
      results.getByText(`No school matches “${TYPO}” exactly. These schools come close.`),
    ).toBeVisible();
    await expect(results.getByRole('listitem').first()).toContainText('International');
    await results.getByRole('link', { name: 'Filter these results' }).click();

    // The list with the filters.
    await expect(page).toHaveURL(new RegExp(`/schools\\?q=${TYPO}$`));
    const count = page.getByTestId('school-list-count');
    await expect(count).toHaveText(matches(all, TYPO));
    await expect(page.getByTestId('school-list-approximate')).toBeVisible();

    const filters = filtersOf(page);
    await filters.locator('summary', { hasText: 'Curriculum' }).click();
    await filters.getByRole('checkbox', { name: 'IB Diploma Programme' }).check();
    await expect(page).toHaveURL(new RegExp(`/schools\\?q=${TYPO}&curriculum=ib-dp$`));
    const ib = await countOf(request, { q: TYPO, curriculums: ['ib-dp'] });
    await expect(count).toHaveText(matches(ib, TYPO));
    for (const item of await schoolItems(page).all()) await expect(item).toContainText('IB DP');

    await filters.getByRole('combobox', { name: 'Currency' }).selectOption('EUR');
    await expect(page).toHaveURL(new RegExp(`/schools\\?q=${TYPO}&curriculum=ib-dp&currency=EUR$`));
    await expect(
      schoolItems(page)
        .getByText(/^≈ €[\d,]+ per year$/)
        .first(),
    ).toBeVisible();
    await expect(count).toHaveText(matches(ib, TYPO));

    const upTo = filters.getByRole('spinbutton', { name: 'To (EUR)' });
    await upTo.fill('20000');
    await upTo.press('Enter');
    const sharedUrl = new RegExp(`/schools\\?q=${TYPO}&curriculum=ib-dp&currency=EUR&feeMax=20000$`);
    await expect(page).toHaveURL(sharedUrl);
    const capped = await countOf(request, {
      q: TYPO,
      curriculums: ['ib-dp'],
      currency: 'EUR',
      feeMax: 20000,
    });
    expect(capped.count).toBeLessThan(ib.count);
    await expect(count).toHaveText(matches(capped, TYPO));
    await expect(page.getByRole('link', { name: 'Remove filter: Up to €20,000' })).toBeVisible();
    for (const fee of await euroFees(page)) expect(fee).toBeLessThanOrEqual(20000);

    // The URL carries it all: opened afresh, the same list with the same choices.
    await gotoHydrated(page, page.url());
    await expect(count).toHaveText(matches(capped, TYPO));
    await expect(filters.getByRole('checkbox', { name: 'IB Diploma Programme' })).toBeChecked();
    await expect(filters.getByRole('combobox', { name: 'Currency' })).toHaveValue('EUR');
    await expect(upTo).toHaveValue('20000');

    // Back and forward step through the choices.
    await page.goBack();
    await expect(page).toHaveURL(new RegExp(`/schools\\?q=${TYPO}&curriculum=ib-dp&currency=EUR$`));
    await expect(count).toHaveText(matches(ib, TYPO));
    await expect(upTo).toHaveValue('');
    await page.goBack();
    await expect(page).toHaveURL(new RegExp(`/schools\\?q=${TYPO}&curriculum=ib-dp$`));
    await expect(filters.getByRole('combobox', { name: 'Currency' })).toHaveValue('USD');
    await page.goForward();
    await page.goForward();
    await expect(page).toHaveURL(sharedUrl);
    await expect(upTo).toHaveValue('20000');
    await expect(count).toHaveText(matches(capped, TYPO));

    // Each filter can be removed on its own; clearing keeps the search and the currency.
    await page.getByRole('link', { name: 'Remove filter: IB DP' }).click();
    await expect(page).toHaveURL(new RegExp(`/schools\\?q=${TYPO}&currency=EUR&feeMax=20000$`));
    await filters.getByRole('link', { name: 'Clear filters' }).click();
    await expect(page).toHaveURL(new RegExp(`/schools\\?q=${TYPO}&currency=EUR$`));
    await expect(count).toHaveText(matches(all, TYPO));
  });

  test('on a slow device, the list asks nothing more after loading and once per choice', async ({ page }) => {
    // A phone four times slower than this machine: results arrive while the page still renders.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    const asked: string[] = [];
    page.on('request', (request) => {
      const operation = request.method() === 'POST' && request.postDataJSON()?.operationName;
      if (operation) asked.push(operation);
    });
    // Four times slower: a page hydrating in 4 s on a busy two-core machine takes 16 there.
    await gotoHydrated(page, `/schools?q=${TYPO}&curriculum=ib-dp`, { timeout: 60_000 });
    // The page came with the server's data: hydrating it asks for none again.
    expect(asked).toEqual([]);

    await filtersOf(page).getByRole('combobox', { name: 'Currency' }).selectOption('EUR');
    await expect(
      schoolItems(page)
        .getByText(/^≈ €[\d,]+ per year$/)
        .first(),
    ).toBeVisible();
    // Time for a loop between the old and the new choice to show, were there one.
    await page.waitForTimeout(1500);
    expect(asked).toEqual(['schoolList']);
  });

  test('a filter that matches nothing says so and offers to clear it', async ({ page }) => {
    // No school charges more than €100 million a year.
    await gotoHydrated(page, '/schools?currency=EUR&feeMin=100000000');
    await expect(page.getByText('No school matches these filters.')).toBeVisible();
    await page.getByTestId('school-list-empty').getByRole('link', { name: 'Clear filters' }).click();
    await expect(page).toHaveURL(/\/schools\?currency=EUR$/);
    await expect(schoolItems(page)).toHaveCount(20);
  });

  test('the filters work without JavaScript, as a plain form', async ({ browser, request }) => {
    const expected = await countOf(request, { curriculums: ['ib-dp'], boarding: true });
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/schools');
    const filters = filtersOf(page);
    await filters.locator('summary', { hasText: 'Curriculum' }).click();
    await filters.getByRole('checkbox', { name: 'IB Diploma Programme' }).check();
    await filters.getByRole('checkbox', { name: 'Boarding school' }).check();
    await filters.getByRole('button', { name: 'Show schools' }).click();
    await expect(page).toHaveURL(/curriculum=ib-dp/);
    await expect(page).toHaveURL(/boarding=true/);
    await expect(page.getByTestId('school-list-count')).toHaveText(
      `${formatted(expected.count)} ${expected.count === 1 ? 'school matches' : 'schools match'} these filters`,
    );
    await expect(filters.getByRole('checkbox', { name: 'Boarding school' })).toBeChecked();
    await context.close();
  });

  test('a filtered list has no serious axe-core violation', async ({ page }) => {
    await gotoHydrated(page, `/schools?q=${TYPO}&curriculum=ib-dp&currency=EUR&feeMax=30000&age=11`);
    await expect(schoolItems(page).first()).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
});
