import path from 'node:path';
import { expect, test } from '@playwright/test';
import { schoolInput } from '../factories/school-input';
import { seriousViolations } from './support/accessibility';
import { gotoHydrated } from './support/hydrated';
import { saveSchoolAsAdmin } from './support/schools';

const OSM_FIXTURE = path.resolve(import.meta.dirname, '../fixtures/osm-schools.geojson');

test('an editor imports international schools from an OpenStreetMap extract, and the school page credits OpenStreetMap', async ({
  page,
}) => {
  // The school the extract's Harbourview node is: listed, ~150 m away, without a website yet.
  const harbourview = await saveSchoolAsAdmin(page, {
    id: null,
    input: schoolInput({
      name: 'Harbourview International School',
      countryCode: 'PT',
      city: 'Lisbon',
      latitude: 38.7112,
      longitude: -9.1505,
    }),
  });

  await gotoHydrated(page, '/_admin/school-import');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Import from OpenStreetMap or a school list' }),
  ).toBeVisible();
  await expect(page.getByRole('radio', { name: 'OpenStreetMap extract (GeoJSON)' })).toBeChecked();
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'File' }).click();
  await (await chooser).setFiles(OSM_FIXTURE);
  await page.getByRole('button', { name: 'Preview' }).click();

  const preview = page.getByRole('table', { name: 'What each record of the file would do' });
  await expect(page.getByRole('status')).toContainText(
    'New: 2 · Already listed: 1 · Skipped: 6 · Refused: 1',
  );
  await expect(preview.getByRole('row', { name: /International School of Lakeside/ })).toContainText(
    'New school',
  );
  const matched = preview.getByRole('row', { name: /^5 Harbourview International School/ });
  await expect(matched).toContainText('Already listed');
  await expect(matched.getByRole('link', { name: 'Harbourview International School' })).toHaveAttribute(
    'href',
    `/_admin/schools/${harbourview._id}`,
  );
  await expect(matched).toContainText('Fills: Website, Email, and Phone');
  await expect(preview.getByRole('row', { name: /Collège Saint-Martin/ })).toContainText(
    'Not an international school',
  );
  await expect(preview.getByRole('row', { name: /Lakeside International School/ })).toContainText(
    'Same school as line 1',
  );
  expect(await seriousViolations(page)).toEqual([]);

  await page.getByRole('button', { name: 'Import 3 schools' }).click();
  const confirm = page.getByRole('dialog', { name: 'Import 3 schools' });
  await expect(confirm).toContainText('New schools are added as drafts');
  await confirm.getByRole('button', { name: 'Import 3 schools' }).click();
  await expect(page.getByRole('status').first()).toContainText(
    'Import done. Schools added as drafts: 2. Schools completed: 1.',
  );

  // The matched school's page: the website from OpenStreetMap, and the attribution its licence asks.
  await gotoHydrated(page, harbourview.publicPath);
  await expect(page.getByRole('link', { name: /harbourview\.example/ }).first()).toBeVisible();
  const credit = page.getByTestId('school-sources');
  await expect(credit).toContainText(
    'Contains information from OpenStreetMap, © OpenStreetMap contributors, available under the Open Database Licence (ODbL).',
  );
  await expect(credit.getByRole('link', { name: 'Open Database Licence (ODbL)' })).toHaveAttribute(
    'href',
    'https://opendatacommons.org/licenses/odbl/1-0/',
  );
  await expect(credit.getByRole('link', { name: 'OpenStreetMap contributors' })).toHaveAttribute(
    'href',
    'https://www.openstreetmap.org/copyright',
  );
  expect(await seriousViolations(page)).toEqual([]);
});
