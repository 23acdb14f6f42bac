import { expect, type Page, test } from '@playwright/test';
import { publicQuery } from './support/api';
import { gotoHydrated } from './support/hydrated';

/**
 * A parent's currency and family, kept by the site (decision 103): the currency chosen in a
 * list goes along into the pages reached by the menu, into pages opened afresh (the server
 * sends them to the address with it), and is forgotten when US dollars are chosen again; the
 * family set in a list is offered again on the next list and on compare, applied in one click
 * or forgotten.
 */

const mainMenu = (page: Page) => page.getByRole('banner').getByRole('navigation', { name: 'Main menu' });

test('the currency chosen in a list goes along to the menu’s pages and to the next visit, until US dollars again', async ({
  page,
}) => {
  await gotoHydrated(page, '/schools/singapore');
  await page.getByRole('combobox', { name: 'Currency' }).selectOption('EUR');
  await expect(page).toHaveURL(/[?&]currency=EUR(&|$)/);

  // A link of the menu, followed in the page: the list opens in euros.
  await gotoHydrated(page, '/countries');
  await mainMenu(page).getByRole('link', { name: 'Schools', exact: true }).click();
  await expect(page).toHaveURL(/\/schools\?currency=EUR$/);
  await expect(page.getByRole('combobox', { name: 'Currency' })).toHaveValue('EUR');

  // Pages opened afresh come from the server in euros: the planner, compare.
  await gotoHydrated(page, '/planner');
  await expect(page).toHaveURL(/\/planner\?currency=EUR$/);
  await expect(page.getByLabel('Currency', { exact: true })).toHaveValue('EUR');
  await page.goto('/compare');
  await expect(page).toHaveURL(/\/compare\?currency=EUR$/);

  // A budget in pounds on the planner: the lists follow.
  await gotoHydrated(page, '/planner');
  const form = page.getByRole('form', { name: 'Plan a move with your children' });
  await form.getByLabel('Child 1: date of birth').fill('2015-09-01');
  await form.getByLabel('Move date').fill('2027-08-15');
  await form.getByRole('combobox', { name: 'Destination country' }).selectOption({ label: 'Singapore' });
  await form.getByRole('combobox', { name: 'Currency' }).selectOption('GBP');
  await form.getByRole('button', { name: 'Show the plan' }).click();
  await expect(page).toHaveURL(/[?&]currency=GBP(&|$)/);
  await page.goto('/schools');
  await expect(page).toHaveURL(/\/schools\?currency=GBP$/);

  // US dollars again: nothing is put back any more.
  await gotoHydrated(page, '/schools/singapore');
  await page.getByRole('combobox', { name: 'Currency' }).selectOption('USD');
  await expect(page).not.toHaveURL(/currency=/);
  await gotoHydrated(page, '/countries');
  await mainMenu(page).getByRole('link', { name: 'Schools', exact: true }).click();
  await expect(page).toHaveURL(/\/schools$/);
  await page.goto('/planner');
  await expect(page).toHaveURL(/\/planner$/);
});

test('the family set in a list is offered on the next one, applied in one click, and forgotten on request', async ({
  page,
}) => {
  await gotoHydrated(page, '/schools/singapore');
  await expect(page.getByTestId('remembered-family')).toHaveCount(0);
  await page.getByRole('textbox', { name: 'Your children' }).fill('2015-09-01, 7');
  await page.getByRole('textbox', { name: 'Your children' }).blur();
  await expect(page).toHaveURL(/children=2015-09-01,7/);

  // Another list, opened afresh: the family is not applied, it is offered.
  await gotoHydrated(page, '/schools');
  const offer = page.getByTestId('remembered-family');
  await expect(offer).toContainText('Your family, as you set it last: 2015-09-01, 7');
  await expect(page).not.toHaveURL(/children=/);
  await offer.getByRole('button', { name: 'Show for your family' }).click();
  await expect(page).toHaveURL(/children=2015-09-01,7/);
  await expect(page.getByRole('textbox', { name: 'Your children' })).toHaveValue('2015-09-01, 7');
  await expect(offer).toHaveCount(0);

  // Compare offers it in place of one child's age: one row per child once applied.
  const { schools } = await publicQuery<{ schools: { items: { _id: string }[] } }>(
    page.request,
    '{ schools(limit: 2, sort: "name", filter: { country: "SG" }) { items { _id } } }',
  );
  await gotoHydrated(page, `/compare?ids=${schools.items.map((school) => school._id).join(',')}`);
  await page.getByTestId('remembered-family').getByRole('button', { name: 'Show for your family' }).click();
  await expect(page).toHaveURL(/children=2015-09-01,7/);
  await expect(page.getByTestId('compare-family')).toHaveText('Your family: 2015-09-01, 7');

  // Forgotten: not offered again, on this visit or the next.
  await gotoHydrated(page, '/schools/singapore');
  await page.getByTestId('remembered-family').getByRole('button', { name: 'Forget it' }).click();
  await expect(page.getByTestId('remembered-family')).toHaveCount(0);
  await gotoHydrated(page, '/schools');
  await expect(page.getByRole('textbox', { name: 'Your children' })).toHaveValue('');
  await expect(page.getByTestId('remembered-family')).toHaveCount(0);
});
