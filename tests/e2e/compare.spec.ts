import { expect, type Page, test } from '@playwright/test';
import { seriousViolations } from './support/accessibility';
import { publicQuery } from './support/api';
import { gotoHydrated } from './support/hydrated';
import { signedInMember } from './support/members';
import { signIn } from './support/sign-in';
import { siteUrl } from './support/site-url';

const unique = Date.now().toString(36);

interface ListedSchool {
  _id: string;
  name: string;
  countrySlug: string;
}

/** Listed schools of the demo data, as the API gives them. */
async function listedSchools(page: Page, count: number): Promise<ListedSchool[]> {
  const { schools } = await publicQuery<{ schools: { items: ListedSchool[] } }>(
    page.request,
    `{ schools(limit: ${count}, sort: "name") { items { _id name countrySlug } } }`,
  );
  return schools.items;
}

const schoolItems = (page: Page) => page.getByTestId('school-list').getByRole('listitem');

/** Presses Compare on the list's n-th school; returns the school's name. */
async function compareItem(page: Page, index: number): Promise<string> {
  const item = schoolItems(page).nth(index);
  const name = (await item.getByRole('link').first().textContent())!.trim();
  const toggle = item.getByRole('button', { name: `Compare ${name}` });
  await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  return name;
}

test.describe('comparing schools', () => {
  test('a guest compares two schools, removes one, and finds the list kept after signing in', async ({
    page,
  }) => {
    await gotoHydrated(page, '/schools');
    const first = await compareItem(page, 0);
    const second = await compareItem(page, 1);
    const indicator = page.getByRole('link', { name: 'Compare schools: 2 schools on your shortlist' });
    await expect(indicator).toBeVisible();

    // The top bar leads to the comparison, whose address names both schools (to share it).
    await indicator.click();
    await expect(page).toHaveURL(/\/compare\?ids=[0-9a-f-]{36},[0-9a-f-]{36}$/);
    const table = page.getByTestId('compare-table');
    await expect(table.getByRole('columnheader')).toHaveText(['Feature', first, second]);
    for (const row of ['Average fee (USD a year)', 'Curriculums', 'Parents’ rating', 'Average class size']) {
      await expect(table.getByRole('rowheader', { name: row })).toBeVisible();
    }
    expect(await seriousViolations(page)).toEqual([]);

    // A shared link renders on the server with the schools in it.
    const shared = page.url();
    await gotoHydrated(page, shared);
    await expect(table.getByRole('columnheader')).toHaveText(['Feature', first, second]);

    await page.getByRole('button', { name: `Remove ${second} from the comparison` }).click();
    await expect(table.getByRole('columnheader')).toHaveText(['Feature', first]);
    const shortlist = page.getByRole('region', { name: 'Your shortlist' });
    await expect(shortlist.getByRole('checkbox', { name: first })).toBeChecked();
    await expect(shortlist.getByRole('checkbox', { name: second })).not.toBeChecked();

    // On a phone each label is a line of its own above the values; nothing is cut off.
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(table.getByRole('cell', { name: 'Curriculums', exact: true })).toBeVisible();
    await page.setViewportSize({ width: 1280, height: 900 });

    // Signing in merges the guest's shortlist into the account; the browser's copy goes.
    await signIn(page);
    await gotoHydrated(page, '/compare');
    await expect(shortlist.getByRole('checkbox', { name: first })).toBeVisible();
    await expect(shortlist.getByRole('checkbox', { name: second })).toBeVisible();
    await expect(table.getByRole('columnheader', { name: first })).toBeVisible();
    await expect.poll(() => page.evaluate(() => localStorage.getItem('openschool.shortlist'))).toBeNull();

    // The account keeps it on the server (asked with the page's session, as the page would).
    const baseURL = siteUrl();
    const response = await page.request.post(`${baseURL}/api/graphql`, {
      headers: { origin: baseURL },
      data: { query: '{ shortlist { items { name } } }' },
    });
    const names = ((await response.json()).data.shortlist.items as { name: string }[]).map(
      (item) => item.name,
    );
    expect(names).toEqual(expect.arrayContaining([first, second]));
  });

  test('the compare page without schools says how to pick some', async ({ page }) => {
    await gotoHydrated(page, '/compare');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Compare schools');
    await expect(page.getByTestId('compare-empty')).toContainText('No school to compare yet');
    await expect(page.getByRole('link', { name: 'Browse the schools' })).toHaveAttribute('href', '/schools');
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('a guest adds a school from its page, and finds it on the compare page', async ({ page }) => {
    const [school] = await listedSchools(page, 1);
    await gotoHydrated(page, `/schools/${school!.countrySlug}/${school!._id}`);
    const toggle = page.getByRole('button', { name: `Compare ${school!.name}` });
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');

    await page.getByRole('link', { name: 'Compare schools: 1 school on your shortlist' }).click();
    await expect(page).toHaveURL(new RegExp(`/compare\\?ids=${school!._id}$`));
    const table = page.getByTestId('compare-table');
    await expect(table.getByRole('columnheader', { name: school!.name })).toBeVisible();
    await expect(
      page.getByRole('region', { name: 'Your shortlist' }).getByRole('checkbox', { name: school!.name }),
    ).toBeChecked();
  });

  test('a signed-in parent keeps a private note, and shares the comparison without it', async ({
    page,
    browser,
  }) => {
    test.setTimeout(120_000);
    const [first, second] = await listedSchools(page, 2);
    await signIn(page);
    const context = await browser.newContext();
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], {
      origin: siteUrl(),
    });
    const parent = await context.newPage();
    await signedInMember(page, parent, {
      email: `notes-${unique}@example.com`,
      password: 'Lantern-Harbour-Kettle-42',
    });

    for (const school of [first!, second!]) {
      await gotoHydrated(parent, `/schools/${school.countrySlug}/${school._id}`);
      await parent.getByRole('button', { name: `Compare ${school.name}` }).click();
      await expect(parent.getByRole('button', { name: `Compare ${school.name}` })).toHaveAttribute(
        'aria-pressed',
        'true',
      );
    }
    await gotoHydrated(parent, '/compare');
    const table = parent.getByTestId('compare-table');
    await expect(table.getByRole('columnheader')).toHaveText(['Feature', first!.name, second!.name]);
    const shortlist = parent.getByRole('region', { name: 'Your shortlist' });

    // Too long a note is refused with the reason, and nothing is saved.
    await shortlist.getByRole('button', { name: `Add a note on ${first!.name}` }).click();
    const field = shortlist.getByRole('textbox', { name: `Your note on ${first!.name}` });
    await expect(field).toBeFocused();
    await field.fill('x'.repeat(1001));
    await shortlist.getByRole('button', { name: 'Save note' }).click();
    await expect(shortlist.getByText('Keep your note to 1,000 characters or fewer.')).toBeVisible();

    const note = `Ask about the school bus from Holland Village (${unique})`;
    await field.fill(note);
    await shortlist.getByRole('button', { name: 'Save note' }).click();
    await expect(field).toBeHidden();
    // The same note in the shortlist and in the comparison's first row, "Your note".
    await expect(shortlist.getByText(note)).toBeVisible();
    const noteRow = table
      .getByRole('row')
      .filter({ has: parent.getByRole('rowheader', { name: 'Your note' }) });
    await expect(noteRow.getByRole('cell').first()).toContainText(note);
    await expect(shortlist.getByRole('button', { name: `Edit your note on ${first!.name}` })).toBeFocused();

    await parent.reload();
    await expect(parent.locator('html[data-hydrated="true"]')).toHaveCount(1);
    await expect(shortlist.getByText(note)).toBeVisible();
    await expect(noteRow.getByRole('cell').first()).toContainText(note);
    expect(await seriousViolations(parent)).toEqual([]);

    // The link opens the same schools for anyone; the note is not part of it.
    await parent.getByRole('button', { name: 'Copy the link to this comparison' }).click();
    await expect(parent.getByRole('button', { name: 'Link copied' })).toBeVisible();
    const link = await parent.evaluate(() => navigator.clipboard.readText());
    expect(link).toBe(`${siteUrl()}/compare?ids=${first!._id},${second!._id}`);
    const stranger = await browser.newContext();
    const visitor = await stranger.newPage();
    await gotoHydrated(visitor, link);
    await expect(visitor.getByTestId('compare-table').getByRole('columnheader')).toHaveText([
      'Feature',
      first!.name,
      second!.name,
    ]);
    await expect(visitor.getByText(note)).toHaveCount(0);
    await expect(visitor.getByRole('rowheader', { name: 'Your note' })).toHaveCount(0);
    await stranger.close();
    await context.close();
  });

  test('beside the US dollars, fees show in the visitor’s currency: from the address, or the one chosen last', async ({
    page,
  }) => {
    const { schools } = await publicQuery<{
      schools: { items: (ListedSchool & { avgFees: number | null })[] };
    }>(page.request, '{ schools(limit: 30, sort: "name") { items { _id name countrySlug avgFees } } }');
    const ids = schools.items
      .filter((school) => school.avgFees !== null)
      .slice(0, 2)
      .map((school) => school._id);
    expect(ids).toHaveLength(2);
    const averages = (page: Page) =>
      page
        .getByTestId('compare-table')
        .getByRole('row', { name: /Average fee/ })
        .getByRole('cell');

    await gotoHydrated(page, `/compare?ids=${ids.join(',')}&currency=EUR`);
    await expect(averages(page)).toHaveCount(2);
    for (const cell of await averages(page).all()) await expect(cell).toContainText(/\$[\d,]+≈ €[\d,]+/);

    // Chosen last in this browser (a fees tab, the list's filter), it comes along into the address.
    await gotoHydrated(page, '/schools');
    await page.getByRole('combobox', { name: 'Currency' }).selectOption('GBP');
    await expect(page).toHaveURL(/[?&]currency=GBP$/);
    await gotoHydrated(page, `/compare?ids=${ids.join(',')}`);
    await expect(page).toHaveURL(new RegExp(`\\?ids=${ids.join(',')}&currency=GBP$`));
    for (const cell of await averages(page).all()) await expect(cell).toContainText('≈ £');
  });
});
