import { expect, test } from '@playwright/test';
import { gotoHydrated } from './support/hydrated';
import { signedInMember } from './support/members';
import { saveSchoolAsAdmin, singaporeSchool } from './support/schools';

test('a signed-in parent confirms a school’s fee as shown, and the page says who confirmed it', async ({
  page,
  browser,
}) => {
  // A school of its own: its fee has no confirmation but this one.
  const school = await saveSchoolAsAdmin(page, {
    id: null,
    input: singaporeSchool(`Confirmed Fees Academy ${Date.now().toString(36)}`),
  });
  const context = await browser.newContext();
  const parent = await context.newPage();
  const email = `confirmer-${Date.now().toString(36)}@example.com`;
  await signedInMember(page, parent, { email, password: 'Lagoon-Tram-Orchard-73' });

  await gotoHydrated(parent, `${school.publicPath}/fees`);
  const fees = parent.getByTestId('fee-grade-table');
  // One fee for every age: one fact, checked on the first school year's row.
  await expect(fees.getByRole('button', { name: /^Confirm .+ as shown$/ })).toHaveCount(1);
  await fees.getByRole('button', { name: /^Confirm .+ as shown$/ }).click();
  const check = fees.getByTestId('fact-check-fees:all');
  await expect(check.getByText(/^Confirmed by 1 parent · /)).toBeVisible();
  await expect(check.getByText('You confirmed this')).toBeVisible();
  await context.close();
});

test('a moderator finds a confirmation on the fact checks page and removes it as spam: the page stops counting it', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  const name = `Checked Fees Academy ${Date.now().toString(36)}`;
  const school = await saveSchoolAsAdmin(page, { id: null, input: singaporeSchool(name) });
  const context = await browser.newContext();
  const parent = await context.newPage();
  const email = `scripted-${Date.now().toString(36)}@example.com`;
  await signedInMember(page, parent, { email, password: 'Lagoon-Tram-Orchard-73' });
  await gotoHydrated(parent, `${school.publicPath}/fees`);
  await parent
    .getByTestId('fee-grade-table')
    .getByRole('button', { name: /^Confirm .+ as shown$/ })
    .click();
  const check = parent.getByTestId('fact-check-fees:all');
  await expect(check.getByText(/^Confirmed by 1 parent · /)).toBeVisible();

  // The moderator reaches the page from the admin menu, beside proposals and ratings.
  await gotoHydrated(page, '/_admin');
  await page.getByRole('link', { name: 'Fact checks' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Fact checks' })).toBeVisible();
  await page.getByRole('textbox', { name: 'School' }).fill(name);
  await page.getByRole('textbox', { name: 'Fact', exact: true }).fill('fees');
  await expect(page).toHaveURL(/fact=fees/);
  const row = page.getByRole('row', { name: new RegExp(email) });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('fees:all');
  await expect(row).toContainText('Confirmation');

  await row.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Remove' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('textbox', { name: 'Reason for the removal' }).fill('Confirmed from a script.');
  await dialog.getByRole('combobox', { name: 'Kind of refusal' }).click();
  await page.getByRole('option', { name: 'Spam or advertising' }).click();
  await dialog.getByRole('button', { name: 'Remove' }).click();
  await expect(page.getByText('1 record changed.')).toBeVisible();
  await expect(row).toContainText('Removed');

  // Its own page keeps the kind and the reason.
  await row.getByRole('link').first().click();
  await expect(page.getByText('Confirmed from a script.')).toBeVisible();

  // The school's page no longer counts it.
  await gotoHydrated(parent, `${school.publicPath}/fees`);
  await expect(parent.getByTestId('fee-grade-table')).toBeVisible();
  await expect(parent.getByText(/^Confirmed by \d+ parents? · /)).toHaveCount(0);
  await context.close();
});
