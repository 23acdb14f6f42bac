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
