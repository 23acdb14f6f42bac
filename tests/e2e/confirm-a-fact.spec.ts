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
  // One fee for every age: each school year's row shows it, and one confirmation counts for all.
  await fees.getByRole('button', { name: 'Confirm Year 7 as shown' }).click();
  const year7 = fees.getByRole('row', { name: /^Year 7/ });
  await expect(year7.getByText(/^Confirmed by 1 parent · /)).toBeVisible();
  await expect(year7.getByText('You confirmed this')).toBeVisible();
  await context.close();
});
