import { expect, type Page, test } from '@playwright/test';
import { seriousViolations } from './support/accessibility';
import { publicQuery } from './support/api';
import { settledDialog } from './support/dialog';
import { gotoHydrated } from './support/hydrated';
import { signedInMember } from './support/members';
import { signIn } from './support/sign-in';

const unique = Date.now().toString(36);

/** Checks a star of a mark (a radio group named by its legend) with the keyboard, as its stars are drawn over it. */
async function giveStars(page: Page, mark: string, stars: number) {
  const radio = page.getByRole('group', { name: mark }).getByRole('radio', { name: `${stars} stars` });
  await radio.focus();
  await page.keyboard.press('Space');
  await expect(radio).toBeChecked();
}

test('a member proposes an edit and rates a school; an editor approves both; the school shows them with its history', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const member = { email: `parent-${unique}@example.com`, password: 'Harbour-Kettle-Lantern-42' };
  const city = `Harbourside ${unique}`;
  const comment = `Caring teachers and a lively parents' association (${unique}).`;
  const { schools } = await publicQuery<{
    schools: { items: { _id: string; name: string; city: string; countrySlug: string }[] };
  }>(page.request, '{ schools(limit: 1, sort: "-name") { items { _id name city countrySlug } } }');
  const school = schools.items[0]!;
  const schoolPath = `/schools/${school.countrySlug}/${school._id}`;

  await signIn(page);
  // Each person in a browser of their own (axe-core needs pages of a context made here).
  const memberContext = await browser.newContext();
  const memberPage = await memberContext.newPage();
  await signedInMember(page, memberPage, member);

  // The member suggests a change from the school's page: it waits for review, with its diff.
  await gotoHydrated(memberPage, schoolPath);
  await memberPage.getByRole('link', { name: 'Suggest a change' }).click();
  await expect(memberPage.getByRole('heading', { level: 1 })).toHaveText(`Edit ${school.name}`);
  await expect(memberPage.getByRole('textbox', { name: 'City' })).toHaveValue(school.city);
  expect(await seriousViolations(memberPage)).toEqual([]);
  await memberPage.getByRole('textbox', { name: 'City' }).fill(city);
  await memberPage
    .getByRole('textbox', { name: 'Where does this information come from?' })
    .fill('School website, contact page');
  await memberPage.getByRole('button', { name: 'Send my changes for review' }).click();
  await expect(
    memberPage.getByRole('status').filter({ hasText: 'Thank you: your changes await review' }),
  ).toBeVisible();
  const changes = memberPage.getByTestId('change-table');
  await expect(changes.getByRole('row', { name: /City/ })).toContainText(school.city);
  await expect(changes.getByRole('row', { name: /City/ })).toContainText(city);

  // Not live yet.
  await gotoHydrated(memberPage, schoolPath);
  await expect(memberPage.getByRole('heading', { level: 1 })).toHaveText(school.name);
  await expect(memberPage.getByText(city)).toHaveCount(0);

  // The member rates the school: their rating is pending, and only they see it.
  await gotoHydrated(memberPage, `${schoolPath}/ratings`);
  await giveStars(memberPage, 'Overall', 4);
  await giveStars(memberPage, 'Teaching', 5);
  await memberPage.getByRole('textbox', { name: 'Your experience' }).fill(comment);
  await memberPage.getByRole('button', { name: 'Send my rating' }).click();
  await expect(memberPage.getByTestId('my-rating')).toContainText('Waiting for review');
  await expect(memberPage.getByTestId('my-rating')).toContainText(comment);
  expect(await seriousViolations(memberPage)).toEqual([]);
  await memberContext.close();

  // The editor approves the proposal from the school's queue, after reading its diff.
  await gotoHydrated(page, `/_admin/school-proposals?school=${school._id}`);
  await page
    .getByRole('row', { name: new RegExp(member.email) })
    .getByRole('link')
    .click();
  await expect(page.getByTestId('change-table').getByRole('row', { name: /City/ })).toContainText(city);
  await page.getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByText('Approved: the school shows the change now.')).toBeVisible();

  // …and publishes the rating from the moderation queue.
  await gotoHydrated(page, `/_admin/school-ratings?school=${school._id}&status=pending`);
  const row = page.getByRole('row', { name: new RegExp(member.email) });
  await row.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Approve' }).click();
  await (await settledDialog(page)).getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByText('1 record changed.')).toBeVisible();
  await gotoHydrated(page, `/_admin/school-ratings?school=${school._id}&status=approved`);
  await expect(page.getByRole('row', { name: new RegExp(member.email) })).toContainText('Approved');

  // A visitor now sees the new city, the change in the history, and the rating.
  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  await gotoHydrated(visitor, schoolPath);
  await expect(visitor.getByText(`${city}, `).first()).toBeVisible();
  await expect(visitor.getByTestId('school-history')).toContainText('Community edit: city');
  await gotoHydrated(visitor, `${schoolPath}/ratings`);
  await expect(visitor.getByTestId('rating-list')).toContainText(comment);
  await expect(visitor.getByTestId('rating-summary-panel')).toContainText('published rating');
  await expect(visitor.getByRole('link', { name: 'Log in to rate' })).toBeVisible();
  expect(await seriousViolations(visitor)).toEqual([]);
  await visitorContext.close();
});
