import { expect, type Page, test } from '@playwright/test';
import { gotoHydrated } from './support/hydrated';
import { signIn } from './support/sign-in';

const unique = Date.now().toString(36);
const consoleNav = (page: Page) => page.getByRole('navigation', { name: 'Admin Console' });

/** Picks an option of a Mantine multi-select by typing it. */
async function choose(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label }).fill(option);
  await page.getByRole('option', { name: option }).click();
  await page.keyboard.press('Escape');
}

test('an administrator gives a support team a role through a group; a member sees only what it allows', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const role = `Support desk ${unique}`;
  const group = `Support team ${unique}`;
  const member = { email: `support-${unique}@example.com`, password: 'Harbour-Kettle-Lantern-42' };
  await signIn(page);

  // A role with a subset of permissions: the console, the dashboard and the contact messages.
  await gotoHydrated(page, '/_admin/roles/create');
  await page.getByRole('textbox', { name: 'Name' }).fill(role);
  await page.getByRole('checkbox', { name: 'AdminMenu:show' }).check();
  await page.getByRole('checkbox', { name: 'Dashboard:view' }).check();
  await page.getByRole('checkbox', { name: 'All of ContactMessage' }).check();
  await page.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByRole('heading', { level: 1, name: role })).toBeVisible();

  // A group holding the role.
  await consoleNav(page).getByRole('link', { name: 'Groups' }).click();
  await page.getByRole('link', { name: 'Create', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'New group' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Name' }).fill(group);
  await choose(page, 'Roles', role);
  await page.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByRole('heading', { level: 1, name: group })).toBeVisible();

  // An account in the group, invited by email to choose its password.
  await consoleNav(page).getByRole('link', { name: 'Users' }).click();
  await page.getByRole('link', { name: 'Create', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'New user' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(member.email);
  await choose(page, 'Groups', group);
  await page.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByRole('heading', { level: 1, name: member.email })).toBeVisible();

  await consoleNav(page).getByRole('link', { name: 'Outbox' }).click();
  await page.getByRole('searchbox', { name: 'Search' }).fill(member.email);
  await expect(page).toHaveURL(/q=support-/);
  await expect(page.getByRole('status').filter({ hasText: '1–1 of 1' })).toBeVisible();
  await page
    .getByRole('row', { name: new RegExp(member.email) })
    .getByRole('link')
    .click();
  await page.getByRole('tab', { name: 'Text' }).click();
  const text = await page.getByRole('tabpanel').innerText();
  const link = /\/password-reset\/[\w-]+/.exec(text)?.[0];
  expect(link, text).toBeTruthy();

  // The member chooses a password and signs in, in a browser of their own.
  const memberPage = await browser.newPage();
  await gotoHydrated(memberPage, link!);
  await memberPage.getByLabel('New password').fill(member.password);
  await memberPage.getByRole('button', { name: 'Change my password' }).click();
  await expect(memberPage.getByRole('status')).toContainText('Your password has been changed.');
  await signIn(memberPage, member);

  await gotoHydrated(memberPage, '/_admin');
  await expect(memberPage).toHaveURL(/\/_admin\/dashboard$/);
  const links = consoleNav(memberPage).getByRole('link');
  await expect(links).toHaveText(['Dashboard', 'Contact messages']);
  await consoleNav(memberPage).getByRole('link', { name: 'Contact messages' }).click();
  await expect(memberPage.getByRole('heading', { level: 1, name: 'Contact messages' })).toBeVisible();

  // Elsewhere in the console: refused by the page and by the API.
  for (const path of ['/_admin/users', '/_admin/settings', '/_admin/roles']) {
    await gotoHydrated(memberPage, path);
    await expect(memberPage.getByRole('heading', { name: 'Oups, not enough authorization' })).toBeVisible();
  }
  const refused = await memberPage.request.post('/api/admin/graphql', {
    headers: { origin: process.env.E2E_BASE_URL! },
    data: { query: '{ adminUsers { pageInfo { count } } }' },
  });
  expect((await refused.json()).errors[0].extensions.code).toBe('user.not.authorized');
  await memberPage.close();
});
