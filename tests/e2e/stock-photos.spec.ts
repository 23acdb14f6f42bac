import { expect, test } from '@playwright/test';
import { seriousViolations } from './support/accessibility';
import { settledDialog } from './support/dialog';
import { gotoHydrated } from './support/hydrated';
import { signIn } from './support/sign-in';

test('an admin searches stock photos, saves one for a country, and its page shows it credited', async ({
  page,
  browser,
}) => {
  await signIn(page);
  await gotoHydrated(page, '/_admin/unsplash');
  await page.getByRole('textbox', { name: 'Search words' }).fill('harbour');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page).toHaveURL(/\/_admin\/unsplash\?q=harbour$/);
  await expect(page.getByText('30 photos found')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  // Saved for Singapore's pages: the service is told the photo is used, and the result says so.
  await page.getByRole('button', { name: 'Save the photo by Ada Harbour' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Save this photo' });
  await expect(dialog.getByRole('checkbox', { name: 'Country pages' })).toBeChecked();
  await dialog.getByRole('textbox', { name: 'Country' }).fill('sg');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Saved. Unsplash was told the photo is used.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Saved', exact: true })).toHaveCount(1);

  // It is in the page's HTML, its place kept from the first paint: nothing moves when it loads.
  const html = await (await page.request.get('/schools/singapore')).text();
  expect(html).toContain('data-testid="stock-photo"');

  // A visitor sees it on Singapore's page, as a stock photo with its photographer's credit.
  const visitor = await browser.newPage();
  await gotoHydrated(visitor, '/schools/singapore');
  const photo = visitor.getByTestId('stock-photo');
  await expect(photo).toContainText('Stock photo · Photo by Ada Harbour on Unsplash');
  await expect(photo.getByRole('link', { name: 'Ada Harbour' })).toHaveAttribute(
    'href',
    /^https:\/\/unsplash\.com\/@harbour_shots\?utm_source=\w+&utm_medium=referral$/,
  );
  // Hotlinked from the service (its fake), and loaded.
  await expect
    .poll(() => photo.getByRole('img').evaluate((image: HTMLImageElement) => image.naturalWidth))
    .toBeGreaterThan(0);
  await visitor.close();

  // Deleted from the saved photos, it is shown no more.
  await gotoHydrated(page, '/_admin/unsplash-photos');
  const row = page.getByRole('row', { name: /Ada Harbour/ });
  await row.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Delete' }).click();
  await (await settledDialog(page)).getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('1 record changed.')).toBeVisible();
});
