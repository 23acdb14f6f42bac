import { expect, type Locator, type Page, test } from '@playwright/test';
import { seriousViolations } from './support/accessibility';
import { gotoHydrated } from './support/hydrated';
import { saveSchoolAsAdmin, singaporeSchool } from './support/schools';
import { signIn } from './support/sign-in';

const unique = () => Date.now().toString(36);

/** Picks an option of a Mantine select or multi-select by typing part of it. */
async function choose(field: Locator, typed: string, option: string) {
  await field.click();
  await field.fill(typed);
  await field.page().getByRole('option', { name: option, exact: true }).click();
}

const SCHOOL_HEADER =
  'name,countryCode,city,address,website,email,phone,languages,accreditations,boarding,ageFrom,ageTo,gradeSystem,curriculums,tuitionAmount,tuitionCurrency,status';

/** A schools file row: a school of Valencia, published, with one yearly tuition fee. */
const schoolRow = (name: string, curriculums: string, currency: string) =>
  `${name},ES,Valencia,,https://school.example,,,en; es,CIS,no,3,18,UK,${curriculums},9800,${currency},published`;

async function chooseFile(page: Page, dialog: Locator, rows: string[]) {
  const chooser = page.waitForEvent('filechooser');
  await dialog.getByRole('button', { name: 'File (CSV or JSON)' }).click();
  await (await chooser).setFiles({
    name: 'schools.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(`${[SCHOOL_HEADER, ...rows].join('\n')}\n`),
  });
}

test.describe('schools in the admin console', () => {
  test.beforeEach(async ({ page }) => signIn(page));

  test('an editor creates a school with a fee and a curriculum; it appears in the public list', async ({
    page,
  }) => {
    const name = `Porto Tidewater International School ${unique()}`;
    await gotoHydrated(page, '/_admin/schools/create');
    await expect(page.getByRole('heading', { level: 1, name: 'New school' })).toBeVisible();
    await page.getByRole('textbox', { name: 'Name' }).fill(name);
    await choose(page.getByRole('combobox', { name: 'Country' }), 'Portug', 'Portugal');
    await page.getByRole('textbox', { name: 'City' }).fill('Porto');
    await choose(page.getByRole('combobox', { name: 'Curriculums' }), 'IGCSE', 'Cambridge IGCSE');
    await page.getByRole('button', { name: 'Add a fee' }).click();
    const fee = page.getByRole('group', { name: 'Fee 1' });
    await fee.getByRole('textbox', { name: 'Amount' }).fill('14500');
    await choose(fee.getByRole('combobox', { name: 'Currency' }), 'EUR', 'EUR');
    await choose(page.getByRole('combobox', { name: 'Status', exact: true }), 'Publ', 'Published');
    await page.getByRole('textbox', { name: 'Source of this change' }).fill('School website');
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Create', exact: true }).click();

    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(page).toHaveURL(/\/_admin\/schools\/[0-9a-f-]{36}$/);
    // Loaded again, without the saved notice: the school's page as anyone opens it.
    await gotoHydrated(page, new URL(page.url()).pathname);
    await expect(
      page.getByText('The school is shown in public lists, search and the sitemap.'),
    ).toBeVisible();
    const fees = page.getByRole('region', { name: 'Fees' });
    await expect(fees.getByRole('row', { name: /Tuition All ages €14,500 Yearly/ })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    await gotoHydrated(page, `/schools?q=${encodeURIComponent(name)}`);
    await expect(page.getByTestId('school-list')).toContainText(name);
  });

  test('an editor gives a school its teachers; its admin page, its public page and compare show them', async ({
    page,
  }) => {
    const school = await saveSchoolAsAdmin(page, {
      id: null,
      input: singaporeSchool(`Tanglin Teachers School ${unique()}`),
    });
    await gotoHydrated(page, `/_admin/schools/${school._id}/edit`);
    await page.getByRole('textbox', { name: 'Number of teachers' }).fill('1250');
    await page.getByRole('textbox', { name: 'Source of this change' }).fill('School website');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/_admin/schools/${school._id}$`));
    await expect(page.getByText('1,250', { exact: true })).toBeVisible();

    await gotoHydrated(page, school.publicPath);
    const facts = page.getByTestId('school-facts');
    await expect(facts.getByText('Teachers', { exact: true })).toBeVisible();
    await expect(facts.getByText('1,250', { exact: true })).toBeVisible();
    await gotoHydrated(page, `/compare?ids=${school._id}`);
    await expect(page.getByTestId('compare-table').getByRole('row', { name: /^Teachers/ })).toContainText(
      '1,250',
    );
  });

  test('a schools file with bad rows is previewed row by row, nothing written until it is fixed', async ({
    page,
  }) => {
    const suffix = unique();
    const good = `Turia Riverside School ${suffix}`;
    const other = `Albufera International School ${suffix}`;
    await gotoHydrated(page, '/_admin/schools');
    await page.getByRole('button', { name: 'Import' }).click();
    const dialog = page.getByRole('dialog', { name: 'Import from a file' });

    await chooseFile(page, dialog, [
      schoolRow(good, 'ib-dp; igcse', 'EUR'),
      schoolRow(other, 'hogwarts', 'EURO'),
    ]);
    await expect(dialog.getByRole('alert')).toContainText('1 row has errors');
    const errors = dialog.getByRole('table', { name: 'Rows with errors' });
    await expect(errors.getByRole('row', { name: /^2 / })).toContainText('fees.0.currency');
    await expect(dialog.getByRole('button', { name: 'Import 2 rows' })).toBeDisabled();

    // The currency fixed, the curriculum is still unknown: checked against the data.
    await chooseFile(page, dialog, [
      schoolRow(good, 'ib-dp; igcse', 'EUR'),
      schoolRow(other, 'hogwarts', 'EUR'),
    ]);
    await expect(
      errors.getByRole('row', { name: /^2 curriculums\.0 No curriculum has this slug\./ }),
    ).toBeVisible();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await page.getByRole('searchbox', { name: 'Search' }).fill(suffix);
    await expect(page).toHaveURL(new RegExp(`q=${suffix}`));
    await expect(page.getByText('Nothing matches this search and these filters.')).toBeVisible();

    await page.getByRole('button', { name: 'Import' }).click();
    await chooseFile(page, dialog, [schoolRow(good, 'ib-dp; igcse', 'EUR'), schoolRow(other, 'cbse', 'EUR')]);
    await expect(dialog.getByRole('status')).toContainText('2 rows: 2 to create, 0 to update.');
    await dialog.getByRole('button', { name: 'Import 2 rows' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('link', { name: good })).toBeVisible();
    await expect(page.getByRole('link', { name: other })).toBeVisible();
  });
});
