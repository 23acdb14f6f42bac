import { expect, type Locator, type Page, test } from '@playwright/test';
import { seriousViolations } from './support/accessibility';
import { publicQuery } from './support/api';
import { gotoHydrated } from './support/hydrated';

interface School {
  _id: string;
  name: string;
  countrySlug: string;
}

/**
 * Singapore schools of the demo data teaching an 11-year-old, with fees known (a fee limit leaves
 * out a school whose fees are not known yet, as some demo schools' are), as the API gives them.
 */
async function schoolsForAge11(page: Page, count: number): Promise<School[]> {
  const { schools } = await publicQuery<{ schools: { items: School[] } }>(
    page.request,
    `{ schools(filter: { country: "SG", age: 11, feeMax: 1000000 }, limit: ${count}, sort: "name") { items { _id name countrySlug } } }`,
  );
  expect(schools.items).toHaveLength(count);
  return schools.items;
}

/** The cells of the compare table's row with this label (wide screens: a row header). */
const rowCells = (table: Locator, label: string) =>
  table
    .getByRole('row')
    // Its name may go on with "Differs".
    .filter({ has: table.page().getByRole('rowheader', { name: label }) })
    .getByRole('cell');

/** What the school's fees tab says for an 11-year-old: the school year, its tuition, the first year. */
async function feesTabAt11(page: Page, school: School) {
  await gotoHydrated(page, `/schools/${school.countrySlug}/${school._id}/fees`);
  const row = page
    .getByTestId('fee-grade-table')
    .getByRole('row')
    .filter({ has: page.getByRole('cell', { name: '11', exact: true }) });
  const grade = (await row.getByRole('rowheader').textContent())!.trim();
  const cells = row.getByRole('cell');
  // The tuition column shows the yearly amount first, then how it is charged.
  const tuition = (await cells.nth(1).locator('span').first().textContent())!.trim();
  // No US dollar column for a school charging in dollars.
  const usd = (await cells.count()) > 2 ? (await cells.nth(2).textContent())!.trim() : null;
  const entering = page.getByRole('combobox', { name: 'Entering' });
  if ((await entering.count()) > 0) await entering.selectOption({ label: grade });
  const total = (await page.getByTestId('first-year-total').textContent())!;
  return { grade, tuition, usd, total };
}

test.describe('comparing schools for a child', () => {
  test('with age=11, each school shows its school year, tuition and first year as its fees tab does', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const schools = await schoolsForAge11(page, 2);
    const expected = [];
    for (const school of schools) expected.push(await feesTabAt11(page, school));

    await gotoHydrated(page, `/compare?ids=${schools.map((school) => school._id).join(',')}&age=11`);
    const table = page.getByTestId('compare-table');
    await expect(page.getByRole('combobox', { name: 'Your child’s age' })).toHaveValue('11');
    await expect(rowCells(table, 'School year at age 11')).toHaveText(expected.map((entry) => entry.grade));
    for (const [index, entry] of expected.entries()) {
      const tuition = rowCells(table, 'Tuition for that year').nth(index);
      await expect(tuition).toContainText(`${entry.tuition} a year`);
      if (entry.usd) await expect(tuition).toContainText(`${entry.usd} in US dollars`);
      const firstYear = (await rowCells(table, 'First year with one-off fees').nth(index).textContent())!;
      // "Total: SGD 37,080" and "$28,523" on the fees tab; the same amounts here.
      for (const amount of entry.total.replace('Total: ', '').match(/[^\d\s]*[\d,.]+/g)!) {
        expect(firstYear).toContain(amount);
      }
    }
    // The tuition range is what the table shows without an age.
    await expect(table.getByRole('rowheader', { name: 'Tuition in local currency' })).toHaveCount(0);
    expect(await seriousViolations(page)).toEqual([]);

    // The age stays as schools leave, and can be cleared on the page.
    await page.getByRole('button', { name: `Remove ${schools[1]!.name} from the comparison` }).click();
    await expect(page).toHaveURL(new RegExp(`/compare\\?ids=${schools[0]!._id}&age=11$`));
    await page
      .getByRole('combobox', { name: 'Your child’s age' })
      .selectOption({ label: 'Any age (tuition ranges)' });
    await expect(page).toHaveURL(new RegExp(`/compare\\?ids=${schools[0]!._id}$`));
    await expect(table.getByRole('rowheader', { name: 'Tuition in local currency' })).toBeVisible();
    await expect(table.getByRole('rowheader', { name: 'School year at age 11' })).toHaveCount(0);

    // The list's school year stands for its age: UK Year 7 is 11.
    await gotoHydrated(page, `/compare?ids=${schools.map((school) => school._id).join(',')}&grade=UK-Y7`);
    await expect(page.getByRole('combobox', { name: 'Your child’s age' })).toHaveValue('11');
    await expect(rowCells(table, 'School year at age 11')).toHaveText(expected.map((entry) => entry.grade));
  });

  test('on a phone, two schools side by side, their names kept in view, nothing overlapping', async ({
    page,
  }) => {
    const schools = await schoolsForAge11(page, 3);
    await page.setViewportSize({ width: 375, height: 812 });
    await gotoHydrated(page, `/compare?ids=${schools.map((school) => school._id).join(',')}&age=11`);
    const table = page.getByTestId('compare-table');
    const names = table.getByRole('columnheader');
    await expect(names).toHaveText([schools[0]!.name, schools[1]!.name]);
    await expect(page.getByText('Schools 1–2 of 3')).toBeVisible();

    // The page itself never scrolls sideways.
    const widths = await page.evaluate(() => [document.documentElement.scrollWidth, window.innerWidth]);
    expect(widths[0]).toBeLessThanOrEqual(widths[1]!);

    // Each label is a line above the two schools' values, which sit side by side on screen.
    const label = table.getByRole('cell', { name: /^Tuition for that year/ });
    const fees = label.locator('xpath=ancestor::tr[1]/following-sibling::tr[1]').getByRole('cell');
    await expect(fees).toHaveCount(2);
    const labelBox = (await label.boundingBox())!;
    const [left, right] = [(await fees.nth(0).boundingBox())!, (await fees.nth(1).boundingBox())!];
    await expect(fees.nth(0)).toContainText('a year');
    expect(labelBox.y + labelBox.height).toBeLessThanOrEqual(left.y + 0.5);
    expect(left.x).toBeGreaterThanOrEqual(0);
    expect(left.x + left.width).toBeLessThanOrEqual(right.x + 0.5);
    expect(right.x + right.width).toBeLessThanOrEqual(375);

    // Scrolled down, the names stay at the top, and nothing is drawn over them once the site's
    // top bar has slid away (it follows the scroll over a few frames).
    await page.mouse.wheel(0, 1500);
    await expect.poll(async () => (await names.first().boundingBox())?.y ?? -1).toBeLessThan(5);
    for (const index of [0, 1]) {
      const box = (await names.nth(index).boundingBox())!;
      expect(box.x + box.width).toBeLessThanOrEqual(375);
      const onTop = () =>
        names
          .nth(index)
          .evaluate((cell, point) => cell.contains(document.elementFromPoint(point.x, point.y)), {
            x: box.x + box.width / 2,
            y: box.y + box.height / 2,
          });
      await expect.poll(onTop).toBe(true);
      expect(await names.nth(index).evaluate((cell) => getComputedStyle(cell).backgroundColor)).toMatch(
        /^rgb\(/,
      );
    }

    // The pager brings the third school into view.
    await page.getByRole('button', { name: 'Next school' }).click();
    await expect(names).toHaveText([schools[1]!.name, schools[2]!.name]);
    await expect(page.getByRole('button', { name: 'Next school' })).toBeDisabled();
  });

  test('on a wider screen scrolled sideways, nothing shows over the labels', async ({ page }) => {
    const schools = await schoolsForAge11(page, 4);
    await page.setViewportSize({ width: 800, height: 900 });
    await gotoHydrated(page, `/compare?ids=${schools.map((school) => school._id).join(',')}`);
    const table = page.getByTestId('compare-table');
    for (const label of ['Average fee (USD a year)', 'One-off fees', 'Curriculums']) {
      const header = table.getByRole('rowheader', { name: label });
      await header.scrollIntoViewIfNeeded();
      // The schools scrolled sideways, under the labels.
      const scrolled = await table.evaluate((element) => {
        element.parentElement!.scrollLeft = 150;
        return element.parentElement!.scrollLeft;
      });
      expect(scrolled).toBe(150);
      // Opaque: what slides under it does not show through.
      expect(await header.evaluate((cell) => getComputedStyle(cell).backgroundColor)).toMatch(/^rgb\(/);
      const box = (await header.boundingBox())!;
      // Every point of the label column belongs to the label, not to a school's cell under it.
      for (const x of [box.x + 2, box.x + box.width / 2, box.x + box.width - 2]) {
        const onTop = await header.evaluate(
          (cell, point) => cell.contains(document.elementFromPoint(point.x, point.y)),
          { x, y: box.y + box.height / 2 },
        );
        expect(onTop, `${label} at x=${x}`).toBe(true);
      }
    }
  });
});
