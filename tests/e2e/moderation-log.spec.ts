import { expect, type Page, test } from '@playwright/test';
import { seriousViolations } from './support/accessibility';
import { publicQuery } from './support/api';
import { gotoHydrated } from './support/hydrated';
import { signIn } from './support/sign-in';

const now = new Date();
const year = now.getUTCFullYear();
const thisMonth = now.toLocaleString('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' });

/** This month's row of the ratings' table: approved, rejected, typical wait, kinds of refusal. */
const ratingsThisMonth = (page: Page) =>
  page
    .getByRole('table', { name: `Ratings of schools in ${year}` })
    .getByRole('row', { name: new RegExp(`^${thisMonth}`) });

test('a moderator’s refusal is counted by its kind in the public log, reached from a school’s ratings', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  const { schools } = await publicQuery<{ schools: { items: { _id: string; countrySlug: string }[] } }>(
    page.request,
    '{ schools(limit: 1) { items { _id countrySlug } } }',
  );
  const school = schools.items[0]!;

  // A visitor wonders how reviews are checked and follows the link from a school's ratings.
  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  await gotoHydrated(visitor, `/schools/${school.countrySlug}/${school._id}/ratings`);
  await visitor.getByRole('link', { name: 'How reviews are moderated' }).click();
  await expect(visitor).toHaveURL(/\/moderation$/);
  await expect(visitor.getByRole('heading', { level: 1 })).toHaveText('How contributions are moderated');
  await expect(visitor.getByRole('heading', { name: 'Changes to schools' })).toBeVisible();
  await expect(visitor.getByText('Personal data', { exact: true }).first()).toBeVisible();
  const rejectedBefore = Number(await ratingsThisMonth(visitor).getByRole('cell').nth(1).textContent());
  expect(await seriousViolations(visitor)).toEqual([]);

  // A moderator rejects a waiting rating as spam: the dialog asks the kind, then the reason.
  await signIn(page);
  await gotoHydrated(page, '/_admin/school-ratings?status=pending');
  await page.getByRole('row').nth(1).getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Reject' }).click();
  const dialog = page.getByRole('dialog');
  await dialog
    .getByRole('textbox', { name: 'Reason for the rejection' })
    .fill('Advertises a tutoring business.');
  await expect(dialog.getByRole('button', { name: 'Reject' })).toBeDisabled();
  await dialog.getByRole('combobox', { name: 'Kind of refusal' }).click();
  await page.getByRole('option', { name: 'Spam or advertising' }).click();
  await dialog.getByRole('button', { name: 'Reject' }).click();
  await expect(page.getByText('1 record changed.')).toBeVisible();

  // The visitor's next look at the log counts it, with its kind and no one's words.
  await gotoHydrated(visitor, '/moderation');
  const row = ratingsThisMonth(visitor);
  await expect(row.getByRole('cell').nth(1)).toHaveText(String(rejectedBefore + 1));
  await expect(row).toContainText('Spam or advertising');
  await expect(visitor.getByText('Advertises a tutoring business.')).toHaveCount(0);

  // A year before any decision is not a page.
  const before = await visitor.goto('/moderation?year=1999');
  expect(before?.status()).toBe(404);
  await visitorContext.close();
});
