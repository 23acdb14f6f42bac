import { expect, type Page, test } from '@playwright/test';
import { seriousViolations } from './support/accessibility';
import { gotoHydrated } from './support/hydrated';

/** What a plan shows: each child's school years by system, then the schools in order with their totals. */
async function planOf(page: Page) {
  await expect(page.getByRole('heading', { name: 'School year of each child' })).toBeVisible();
  const years = await page.locator('[data-testid^="placement-"]').allInnerTexts();
  const schools = await page.getByTestId('planned-school').allInnerTexts();
  return { years, schools };
}

test.describe('the relocation planner', () => {
  test('two children moving to Singapore: their school years, the schools taking both, and a link that reproduces it', async ({
    page,
    browser,
  }) => {
    await gotoHydrated(page, '/planner');
    const form = page.getByRole('form', { name: 'Plan a move with your children' });
    await form.getByLabel('Child 1: date of birth').fill('2015-09-01');
    await form.getByRole('button', { name: 'Add a child' }).click();
    await form.getByLabel('Child 2: date of birth').fill('2019-05-10');
    await form.getByLabel('Move date').fill('2027-08-15');
    await form.getByRole('combobox', { name: 'Destination country' }).selectOption({ label: 'Singapore' });
    await form.getByRole('combobox', { name: 'Currency' }).selectOption('SGD');
    await form.getByLabel('First-year budget, all children (optional)').fill('60000');
    await form.getByRole('button', { name: 'Show the plan' }).click();

    await expect(page).toHaveURL(
      /born=2015-09-01,2019-05-10&move=2027-08-15&country=SG&budget=60000&currency=SGD/,
    );
    const plan = await planOf(page);
    // Born on 1 September: 12 on the US cut-off, 11 on England's, and borderline in both.
    const us = page.getByTestId('placement-0-US');
    const uk = page.getByTestId('placement-0-UK');
    await expect(us).toContainText('Grade 7');
    await expect(uk).toContainText('Year 7');
    await expect(uk).toContainText('Borderline');
    await expect(uk).toContainText('a school may place the child in Year 8 instead');
    await expect(page.getByTestId('placement-1-UK')).toContainText('Year 4');
    expect(plan.schools.length).toBeGreaterThan(0);
    for (const school of plan.schools) expect(school).toMatch(/First year, all children: SGD|Fees not given/);

    expect(await seriousViolations(page)).toEqual([]);

    // The first school links to its page and to the comparison at each child's year.
    const first = page.getByTestId('planned-school').first();
    await expect(first.getByRole('link').first()).toHaveAttribute(
      'href',
      /^\/schools\/singapore\/[0-9a-f-]{36}$/,
    );
    await expect(first.getByRole('link', { name: /Compare for child 2/ })).toHaveAttribute(
      'href',
      /^\/compare\?ids=[0-9a-f-]{36}&grade=[A-Z]{2}-/,
    );

    // Someone else opening the link sees the same plan, rendered by the server.
    const shared = await browser.newContext();
    const other = await shared.newPage();
    await gotoHydrated(other, page.url());
    expect(await planOf(other)).toEqual(plan);
    await shared.close();
  });
});
