import fs from 'node:fs';
import { expect, test } from '@playwright/test';
import { OPEN_DATA_FIELDS } from '@/modules/openschool/shared/open-data/open-data-fields';
import { seriousViolations } from './support/accessibility';
import { gotoHydrated } from './support/hydrated';

test('a developer finds the open data, runs an example, browses the schema and downloads the schools', async ({
  page,
}) => {
  await gotoHydrated(page, '/');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Open data' }).click();
  await expect(page).toHaveURL(/\/open-data$/);
  await expect(page.getByRole('heading', { name: 'Open data', level: 1 })).toBeVisible();

  // The licence, and how to give credit.
  await expect(page.getByRole('link', { name: 'Read the CC BY 4.0 licence' })).toHaveAttribute(
    'href',
    'https://creativecommons.org/licenses/by/4.0/',
  );
  await expect(page.getByTestId('open-data-attribution')).toContainText('/open-data), CC BY 4.0');
  await expect(page.getByTestId('open-data-summary')).toContainText(/Schools in the files now: [\d,]+\./);

  // The fields table, a row per column of the files.
  const fields = page.getByRole('table', { name: /The columns of the CSV file/ });
  await expect(fields.getByRole('rowheader', { name: 'feesByGrade' })).toBeVisible();
  await expect(fields.getByRole('rowheader', { name: 'feesHistory' })).toBeVisible();
  await expect(fields.getByRole('rowheader', { name: 'confirmations' })).toBeVisible();
  // Its header row, then one row per field of the files.
  await expect(fields.getByRole('row')).toHaveCount(OPEN_DATA_FIELDS.length + 1);

  // An example runs against the public API and shows its answer.
  const example = page.getByRole('region', { name: 'What the files hold now, and the schools by country' });
  await example.getByRole('button', { name: 'Run' }).click();
  await expect(example.getByLabel('Answer')).toContainText('"openDataSummary"');

  // The public schema, narrowed to a word.
  await page.getByRole('button', { name: 'Show the schema' }).click();
  await page.getByRole('searchbox', { name: 'Search the schema' }).fill('OpenDataSummary');
  await expect(page.getByTestId('public-schema')).toContainText('type OpenDataSummary');
  await expect(page.getByTestId('public-schema')).not.toContainText('type SchoolDetail');
  expect(await seriousViolations(page)).toEqual([]);

  // Beside the files, their description for the tools that read a Data Package.
  await expect(page.getByRole('link', { name: 'Data Package (datapackage.json)' })).toHaveAttribute(
    'href',
    '/api/open-data/datapackage.json',
  );

  // The CSV: the header, then schools, each line ending CRLF.
  const downloading = page.waitForEvent('download');
  await page.getByRole('link', { name: 'All schools as CSV' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('schools.csv');
  const lines = fs.readFileSync((await download.path())!, 'utf8').split('\r\n');
  expect(lines[0]).toMatch(/^id,url,name,country,city,/);
  expect(lines.length).toBeGreaterThan(2);
});
