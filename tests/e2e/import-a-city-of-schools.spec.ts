import path from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { schoolInput } from '../factories/school-input';
import { seriousViolations } from './support/accessibility';
import { gotoHydrated } from './support/hydrated';
import { type OwnSite, startOwnSite } from './support/own-site';
import { E2E_ADMIN } from './support/server-process';

const EXTRACT = path.resolve(import.meta.dirname, '../fixtures/hong-kong-schools.overpass.json');

// A site of its own, without demo data: the schools this journey lists would otherwise be the
// newest, and first by name, on the site the other journeys read.
let site: OwnSite;
test.beforeAll(async () => {
  site = await startOwnSite('schools-e2e-import-');
});
test.afterAll(async () => {
  await site?.stop();
});

/** Signs in as the site's administrator and saves a school through the admin API. */
async function signedInWithSchool(page: Page, input: Record<string, unknown>) {
  const call = async (endpoint: string, query: string, variables: Record<string, unknown>) => {
    const response = await page.request.post(`${site.url}${endpoint}`, {
      headers: { origin: site.url },
      data: { query, variables },
    });
    return response.json();
  };
  const login = await call(
    '/api/graphql',
    'mutation ($input: AccountInput!) { login(input: $input) { success } }',
    {
      input: E2E_ADMIN,
    },
  );
  expect(login.data?.login?.success).toBe(true);
  const saved = await call(
    '/api/admin/graphql',
    'mutation ($input: JSON!) { saved: adminCreateSchool(input: $input) { success item { publicPath } } }',
    { input },
  );
  expect(saved.data?.saved?.success, JSON.stringify(saved)).toBe(true);
  return saved.data.saved.item as { publicPath: string };
}

test('an operator imports a city’s OpenStreetMap extract, decides a row, and finds its schools on the country page', async ({
  page,
}) => {
  // A school an editor added before: the extract's "Stamford American School Hong Kong", maybe.
  const stamford = await signedInWithSchool(
    page,
    schoolInput({ name: 'Stamford American International School', countryCode: 'HK', city: 'Hong Kong' }),
  );

  await gotoHydrated(page, `${site.url}/_admin/school-import`);
  await expect(page.getByRole('heading', { level: 1, name: 'Import schools' })).toBeVisible();
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'File' }).click();
  await (await chooser).setFiles(EXTRACT);
  await page.getByRole('button', { name: 'Upload and preview' }).click();
  await expect(page).toHaveURL(/\/_admin\/school-import\/[0-9a-f-]{36}$/);
  await expect(page.getByTestId('import-summary')).toContainText('1 to decide');

  // The counts first; the row the matching was unsure of, alone.
  const show = page.getByRole('combobox', { name: 'Show' });
  await show.click();
  await page.getByRole('option', { name: 'To decide (1)' }).click();
  const rows = page.getByRole('table', { name: 'What each record of the file would do' });
  const row = rows.getByRole('row', { name: /Stamford American School Hong Kong/ });
  await expect(row).toContainText('May be Stamford American International School');
  await row.getByRole('button', { name: /^Decide line/ }).click();
  await page.getByRole('menuitem', { name: 'Same as…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Which school is Stamford American School Hong Kong?' });
  await dialog.getByRole('radio', { name: /^Stamford American International School/ }).check();
  await dialog.getByRole('button', { name: 'Same school' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('import-summary')).toContainText('0 to decide');

  await show.click();
  await page.getByRole('option', { name: /^Already listed/ }).click();
  await expect(rows.getByRole('row', { name: /Stamford American School Hong Kong/ })).toContainText(
    'Your decision',
  );
  expect(await seriousViolations(page)).toEqual([]);

  const importButton = page.getByRole('button', { name: /^Import \d+ schools$/ });
  await importButton.click();
  const confirm = page.getByRole('dialog', { name: /^Import \d+ schools$/ });
  await expect(confirm).toContainText('New schools are shown to visitors at once');
  await confirm.getByRole('button', { name: /^Import \d+ schools$/ }).click();
  // The import writes each school with its revision in one request: on a busy two-core machine
  // its 38 schools have taken longer than an assertion's 15 s.
  await expect(page.getByTestId('import-summary')).toContainText(
    /Imported: \d+ schools created, 1 updated\./,
    { timeout: 60_000 },
  );

  // Visitors find the new schools in their country, their fees not known yet.
  await gotoHydrated(page, `${site.url}/schools/hong-kong?q=Island%20School`);
  const island = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('link', { name: 'Island School', exact: true }) });
  await expect(island).toContainText('Fees not known yet');
  await island.getByRole('link', { name: 'Island School', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Island School' })).toBeVisible();
  await expect(page.getByTestId('school-sources')).toContainText('© OpenStreetMap contributors');
  await gotoHydrated(page, `${site.url}${stamford.publicPath}`);
  await expect(page.getByTestId('school-sources')).toContainText('OpenStreetMap');
});
