import { expect, test } from '@playwright/test';
import { publicQuery } from './support/api';
import { gotoHydrated } from './support/hydrated';
import { signIn } from './support/sign-in';

test('an editor enters next year’s fees from a copy; the fees tab keeps both years and says how they moved', async ({
  page,
}) => {
  test.setTimeout(90_000);
  // A school no other test edits: the fifth by name.
  const { schools } = await publicQuery<{ schools: { items: { _id: string; countrySlug: string }[] } }>(
    page.request,
    '{ schools(limit: 1, page: 5, sort: "name") { items { _id countrySlug } } }',
  );
  const school = schools.items[0]!;
  const path = `/schools/${school.countrySlug}/${school._id}`;

  await signIn(page);
  await gotoHydrated(page, `${path}/edit`);
  const fees = page.getByRole('group', { name: /^Fee \d+$/ });
  await expect(fees.first()).toBeVisible();
  const before = await fees.count();
  const copy = page.getByRole('button', { name: /^Enter the fees of \d{4}-\d{4}$/ });
  const nextYear = (await copy.textContent())!.match(/\d{4}-\d{4}/)![0];
  await copy.click();
  // Each fee of the latest year is copied to the next, amounts and all: raise them by a tenth.
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
