import { expect, type Page, test } from '@playwright/test';
import { seriousViolations } from './support/accessibility';
import { gotoHydrated } from './support/hydrated';
import { signIn } from './support/sign-in';

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

    // On a phone the table scrolls sideways under its labels; nothing is cut off.
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(table.getByRole('rowheader', { name: 'Curriculums' })).toBeVisible();
    await page.setViewportSize({ width: 1280, height: 900 });

    // Signing in merges the guest's shortlist into the account; the browser's copy goes.
    await signIn(page);
    await gotoHydrated(page, '/compare');
    await expect(shortlist.getByRole('checkbox', { name: first })).toBeVisible();
    await expect(shortlist.getByRole('checkbox', { name: second })).toBeVisible();
    await expect(table.getByRole('columnheader', { name: first })).toBeVisible();
    await expect.poll(() => page.evaluate(() => localStorage.getItem('openschool.shortlist'))).toBeNull();

    // The account keeps it on the server (asked with the page's session, as the page would).
    const baseURL = process.env.E2E_BASE_URL!;
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
});
