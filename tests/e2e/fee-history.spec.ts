import { expect, test } from '@playwright/test';
import { publicQuery } from './support/api';
import { gotoHydrated } from './support/hydrated';
import { signedInMember } from './support/members';
import { signIn } from './support/sign-in';

test('a parent follows a school; an editor enters next year’s fees; the parent is told, and the fees tab keeps both years', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  // A school no other test edits: the fifth by name.
  const { schools } = await publicQuery<{
    schools: { items: { _id: string; name: string; countrySlug: string }[] };
  }>(page.request, '{ schools(limit: 1, page: 5, sort: "name") { items { _id name countrySlug } } }');
  const school = schools.items[0]!;
  const path = `/schools/${school.countrySlug}/${school._id}`;

  // The parent puts the school on their shortlist and asks to hear of its changes.
  await signIn(page);
  const parentContext = await browser.newContext();
  const parent = await parentContext.newPage();
  const email = `follower-${Date.now().toString(36)}@example.com`;
  await signedInMember(page, parent, { email, password: 'Quay-Lantern-Harbour-58' });
  await gotoHydrated(parent, path);
  await parent.getByRole('button', { name: `Compare ${school.name}` }).click();
  await expect(parent.getByRole('button', { name: `Compare ${school.name}` })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await gotoHydrated(parent, '/compare');
  const alerts = parent.getByRole('switch', {
    name: 'Email me when a school on my shortlist changes its fees or its status',
  });
  await expect(alerts).not.toBeChecked();
  await alerts.click();
  await expect(
    parent.getByText('You will get an email when a school on your shortlist changes.'),
  ).toBeVisible();
  await expect(alerts).toBeChecked();
  await parentContext.close();

  // The editor enters next year's fees from a copy of this year's, a tenth higher.
  await gotoHydrated(page, `${path}/edit`);
  const fees = page.getByRole('group', { name: /^Fee \d+$/ });
  await expect(fees.first()).toBeVisible();
  const before = await fees.count();
  const copy = page.getByRole('button', { name: /^Enter the fees of \d{4}-\d{4}$/ });
  const nextYear = (await copy.textContent())!.match(/\d{4}-\d{4}/)![0];
  await copy.click();
  await expect(fees).toHaveCount(before * 2);
  for (let index = before; index < before * 2; index += 1) {
    const copied = fees.nth(index);
    await expect(copied.getByRole('textbox', { name: 'Academic year' })).toHaveValue(nextYear);
    const amount = copied.getByRole('textbox', { name: 'Amount' });
    const current = Number((await amount.inputValue()).replace(/[^\d.]/g, ''));
    await amount.fill(String(Math.round(current * 1.1)));
  }
  await page
    .getByRole('textbox', { name: 'Where does this information come from?' })
    .fill('School website, fees page');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Saved', { exact: true })).toBeVisible();

  // The parent's alert is in the outbox.
  await gotoHydrated(page, `/_admin/mail-outbox?q=${encodeURIComponent(email)}`);
  await expect(page.getByRole('row', { name: new RegExp(`${school.name} has changed`) })).toContainText(
    email,
  );

  // A visitor's fees tab: next year's table, and the history with both years.
  await page.context().clearCookies();
  await gotoHydrated(page, `${path}/fees`);
  await expect(page.getByText(`Fees for the ${nextYear} school year`)).toBeVisible();
  const history = page.getByTestId('fee-history');
  await expect(history.getByRole('row')).toHaveCount(3);
  await expect(history.getByRole('row').nth(1)).toContainText(nextYear);
  await expect(history.getByRole('row').nth(1)).toContainText('+');
  await expect(page.getByTestId('fee-history-trend')).toContainText('Tuition rose by');
});
