import { expect, type Page, test } from '@playwright/test';
import { seriousViolations } from './support/accessibility';
import { gotoHydrated } from './support/hydrated';
import { signedInMember } from './support/members';
import { E2E_ADMIN } from './support/server-process';
import { signIn } from './support/sign-in';
import { siteUrl } from './support/site-url';

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
    headers: { origin: siteUrl() },
    data: { query: '{ adminUsers { pageInfo { count } } }' },
  });
  expect((await refused.json()).errors[0].extensions.code).toBe('user.not.authorized');
  await memberPage.close();
});

test('a visitor on an admin page is asked to sign in, and comes back to it after', async ({ page }) => {
  await gotoHydrated(page, '/_admin/users');
  await expect(page.getByRole('heading', { level: 1, name: 'oups, authentication required' })).toBeVisible();
  await expect(page.getByText('This page is secured, you need to login before accessing it.')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('link', { name: 'Go to Login' }).click();
  await expect(page).toHaveURL(/\/login\?redirect=%2F_admin%2Fusers$/);
  const form = page.getByRole('main');
  await form.getByRole('textbox', { name: 'Email' }).fill(E2E_ADMIN.email);
  await form.getByRole('textbox', { name: 'Password' }).fill(E2E_ADMIN.password);
  await form.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/_admin\/users$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Users' })).toBeVisible();
});

test('a member without the permission is told so, with a way home', async ({ page, browser }) => {
  // A context of its own (not browser.newPage()): the accessibility scan needs one.
  const context = await browser.newContext();
  const memberPage = await context.newPage();
  await signIn(page);
  await signedInMember(page, memberPage, {
    email: `member-${unique}@example.com`,
    password: 'Orchard-Ladder-Compass-31',
  });
  await gotoHydrated(memberPage, '/_admin/users');
  await expect(
    memberPage.getByRole('heading', { level: 1, name: 'Oups, not enough authorization' }),
  ).toBeVisible();
  expect(await seriousViolations(memberPage)).toEqual([]);
  await memberPage.getByRole('link', { name: 'Back to the home page' }).click();
  await expect(memberPage).toHaveURL(/\/$/);
  await expect(memberPage.getByRole('heading', { level: 1 })).toHaveText(
    /Find the right international school/,
  );
  await context.close();
});

test('every link of the Editor’s dashboard opens a page the Editor may see', async ({ page, browser }) => {
  test.setTimeout(180_000);
  const editorPage = await browser.newPage();
  await signIn(page);
  await signedInMember(
    page,
    editorPage,
    { email: `editor-${unique}@example.com`, password: 'Granite-Meadow-Beacon-58' },
    ['Editor'],
  );
  await gotoHydrated(editorPage, '/_admin/dashboard');
  const main = editorPage.getByRole('main');
  // The directory's figures, each with a link to its list; none about accounts or mail; whether
  // search engines index the site, without the way to the settings the Editor may not open.
  await expect(main.getByRole('link', { name: 'Open the list' })).toHaveCount(5);
  await expect(main.getByText(/^Search engines (may|do not) index the site$/)).toBeVisible();
  await expect(main.getByRole('link', { name: /Settings, SEO section/ })).toHaveCount(0);
  await expect(main.getByText('Mails failed')).toHaveCount(0);
  await expect(main.getByText('Accounts', { exact: true })).toHaveCount(0);
  const links = await main
    .getByRole('link')
    .evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href') ?? ''));
  const adminLinks = [...new Set(links.filter((href) => href.startsWith('/_admin/')))];
  expect(adminLinks).toEqual(expect.arrayContaining(['/_admin/schools?waiting=true', '/_admin/places']));
  for (const href of adminLinks) {
    await gotoHydrated(editorPage, href);
    await expect(editorPage.getByRole('heading', { level: 1 }).first(), href).toBeVisible();
    // The page's data has come (or been refused) once nothing more is on its way.
    await editorPage.waitForLoadState('networkidle');
    await expect(
      editorPage.getByRole('heading', { name: 'Oups, not enough authorization' }),
      href,
    ).toHaveCount(0);
    await expect(editorPage.getByRole('heading', { name: 'Unauthorized access' }), href).toHaveCount(0);
  }
  await editorPage.close();
});
