import { expect, type Page, test } from '@playwright/test';
import { publicQuery } from './support/api';
import { gotoHydrated } from './support/hydrated';

/**
 * A parent moving to Singapore with an 11-year-old and a budget of USD 30,000 a year: the list
 * shows, filters and sorts by what that child's school year costs, on a desktop and on a phone.
 */

const schoolItems = (page: Page) => page.getByTestId('school-list').getByRole('listitem');
const yearFees = (page: Page) => schoolItems(page).getByTestId('school-year-fees');
const amountOf = (text: string) => Number(text.replace(/[^\d.]/g, ''));

/** "Year 7 · $28,100 a year" → the school year and the amount as shown. */
function readYear(text: string) {
  const match = /^(.+) · (\$[\d,.]+) a year/.exec(text);
  if (!match) throw new Error(`not a school year's fee: ${text}`);
  return { grade: match[1]!, amount: match[2]! };
}

test('the budget at age 11 keeps the schools whose Year 7 fits, with the fees tab’s own figure', async ({
  page,
  request,
}) => {
  const found = await publicQuery<{ schools: { pageInfo: { count: number } } }>(
    request,
    '{ schools(filter: { country: "SG", age: 11, feeMax: 30000 }) { pageInfo { count } } }',
  );
  expect(found.schools.pageInfo.count).toBeGreaterThan(0);

  await gotoHydrated(page, '/schools/singapore?age=11&feeMax=30000');
  await expect(yearFees(page).first()).toBeVisible();
  const cards = await yearFees(page).allTextContents();
  for (const text of cards) expect(amountOf(readYear(text).amount)).toBeLessThanOrEqual(30_000);

  // The first school's card says what its page's fees tab says for that school year.
  const first = schoolItems(page).first();
  const { grade, amount } = readYear((await first.getByTestId('school-year-fees').textContent()) ?? '');
  await first.getByRole('link').first().click();
  await page
    .getByRole('navigation', { name: 'School sections' })
    .getByRole('link', { name: 'Fees', exact: true })
    .click();
  const row = page
    .getByTestId('fee-grade-table')
    .getByRole('row')
    .filter({
      has: page.getByRole('rowheader', { name: grade, exact: true }),
    });
  await expect(row).toHaveCount(1);
  await expect(row.getByRole('cell').nth(0)).toHaveText('11');
  await expect(row).toContainText(amount);
});

test('the budget can be the first year with its one-off fees, and the list sorts by it', async ({ page }) => {
  await gotoHydrated(page, '/schools/singapore?age=11&sort=avgFees');
  await expect(yearFees(page).first()).toBeVisible();
  const tuition = (await yearFees(page).allTextContents()).map((text) => amountOf(readYear(text).amount));
  expect(tuition).toEqual([...tuition].sort((a, b) => a - b));

  await page.getByRole('radio', { name: 'The first year, with one-off fees' }).check();
  await expect(page).toHaveURL(/basis=firstYear/);
  await expect(yearFees(page).first()).toContainText('the first year');
  const firstYears = (await yearFees(page).allTextContents()).map((text) =>
    amountOf(/· (\$[\d,.]+) the first year/.exec(text)?.[1] ?? 'x'),
  );
  expect(firstYears.every(Number.isFinite)).toBe(true);
  expect(firstYears).toEqual([...firstYears].sort((a, b) => a - b));
});

test('typed fee bounds apply once typing pauses, as the other filters do', async ({ page }) => {
  await gotoHydrated(page, '/schools/singapore?age=11');
  const upTo = page.getByRole('spinbutton', { name: 'To (USD)' });
  await upTo.pressSequentially('30000', { delay: 30 });
  await expect(page).toHaveURL(/feeMax=30000/);
  await expect(page.getByRole('link', { name: 'Remove filter: Up to $30,000' })).toBeVisible();
  // What was typed stays as typed while the list follows.
  await expect(upTo).toHaveValue('30000');

  // A reversed range is refused where it is typed, and changes nothing.
  await page.getByRole('spinbutton', { name: 'From (USD)' }).fill('40000');
  await expect(page.getByText('The highest fee must be at least the lowest.')).toBeVisible();
  await page.waitForTimeout(1200);
  await expect(page).not.toHaveURL(/feeMin=/);
});

test('sorted by rating, the best rated school comes first', async ({ page }) => {
  await gotoHydrated(page, '/schools?sort=-rating');
  const ratings = await schoolItems(page)
    .getByText(/^★ [\d.]+ \(/)
    .allTextContents();
  expect(ratings.length).toBeGreaterThan(1);
  const values = ratings.map((text) => Number(/★ ([\d.]+)/.exec(text)?.[1]));
  expect(values).toEqual([...values].sort((a, b) => b - a));
  await expect(page.getByRole('combobox', { name: 'Sort by' }).first().locator('option:checked')).toHaveText(
    'Best rated first',
  );
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });

  test('the results come first; the filters open in a drawer and apply as chosen', async ({ page }) => {
    await gotoHydrated(page, '/schools/singapore');
    const firstSchool = schoolItems(page).first();
    await expect(firstSchool).toBeVisible();
    const box = await firstSchool.boundingBox();
    expect(box!.y).toBeLessThan(812);
    await expect(page.getByRole('form', { name: 'Filters' })).toBeHidden();

    await page.getByRole('link', { name: 'Filters' }).click();
    const drawer = page.getByRole('dialog', { name: 'Filters' });
    await expect(drawer).toBeVisible();
    await drawer.getByRole('combobox', { name: "Child's age" }).selectOption('11');
    await expect(page).toHaveURL(/age=11/);
    await drawer.getByRole('spinbutton', { name: 'To (USD)' }).fill('30000');
    await drawer.getByRole('button', { name: 'Show schools' }).click();
    await expect(drawer).toBeHidden();
    await expect(page).toHaveURL(/feeMax=30000/);
    await expect(page.getByRole('link', { name: 'Filters (2)' })).toBeVisible();
    await expect(yearFees(page).first()).toBeVisible();
    const top = await schoolItems(page).first().boundingBox();
    expect(top!.y).toBeLessThan(812);
  });

  test('without JavaScript, the Filters button leads to the filters', async ({ browser }) => {
    const context = await browser.newContext({
      javaScriptEnabled: false,
      viewport: { width: 375, height: 812 },
    });
    const page = await context.newPage();
    await page.goto('/schools/singapore');
    await expect(page.getByRole('form', { name: 'Filters' })).toBeHidden();
    await page.getByRole('link', { name: 'Filters' }).click();
    await expect(page.getByRole('form', { name: 'Filters' })).toBeVisible();
    await context.close();
  });
});
