import { type APIRequestContext, type BrowserContext, expect, test } from '@playwright/test';
import { gotoHydrated } from './support/hydrated';
import { type OwnSite, startOwnSite } from './support/own-site';
import { singaporeSchool } from './support/schools';
import { E2E_ADMIN } from './support/server-process';
import { readMail, type SmtpCapture, startSmtpCapture } from './support/smtp-capture';

/**
 * Issue 39's journey: a family of two children searches a city, compares two schools and gets a
 * deadline reminder. The reminders go out when the server starts and every hour, through the mail
 * queue: this journey has a server of its own, with a real SMTP server catching its mail, and
 * restarts it once the parent has asked for reminders.
 */

const DAY_MS = 86_400_000;
const dayFromToday = (days: number) => new Date(Date.now() + days * DAY_MS).toISOString().slice(0, 10);
const SCHOOLS = [
  { name: 'Lantern Bay International School', deadline: dayFromToday(20) },
  { name: 'Marina Ridge Academy', deadline: dayFromToday(35) },
];
const PARENT = { email: 'family-of-two@example.com', password: 'Family-pass-2026' };

/** A GraphQL call with the context's session, from the server's own origin as its pages make it. */
async function gql<T>(
  request: APIRequestContext,
  site: OwnSite,
  endpoint: 'public' | 'admin',
  query: string,
  variables: Record<string, unknown> = {},
): Promise<T> {
  const response = await request.post(
    `${site.url}${endpoint === 'admin' ? '/api/admin/graphql' : '/api/graphql'}`,
    { headers: { origin: site.url }, data: { query, variables } },
  );
  const body = await response.json();
  expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
  return body.data as T;
}

test.describe('a family is reminded of a deadline', () => {
  test.describe.configure({ timeout: 240_000 });
  let smtp: SmtpCapture;
  let site: OwnSite;

  test.beforeAll(async () => {
    test.setTimeout(180_000);
    smtp = await startSmtpCapture();
    site = await startOwnSite('schools-reminder-', { SMTP_URL: smtp.url });
  });

  test.afterAll(async () => {
    await Promise.all([site?.stop(), smtp?.close()]);
  });

  /** The administrator's two schools in Singapore, each with a deadline within 60 days. */
  async function addSchools(admin: BrowserContext) {
    const login = await gql<{ login: { success: boolean } }>(
      admin.request,
      site,
      'public',
      'mutation ($input: AccountInput!) { login(input: $input) { success } }',
      { input: E2E_ADMIN },
    );
    expect(login.login.success).toBe(true);
    for (const school of SCHOOLS) {
      const input = singaporeSchool(school.name, {
        admissions: { intakes: [{ name: 'August intake', opensOn: null, deadline: school.deadline }] },
      });
      const saved = await gql<{ adminCreateSchool: { success: boolean } }>(
        admin.request,
        site,
        'admin',
        'mutation ($input: JSON!) { adminCreateSchool(input: $input) { success code } }',
        { input },
      );
      expect(saved.adminCreateSchool.success).toBe(true);
    }
  }

  /** The parent's account, made by the administrator; the parent chooses a password from the mail. */
  async function addParent(admin: BrowserContext, parent: BrowserContext) {
    const created = await gql<{ adminCreateUser: { success: boolean } }>(
      admin.request,
      site,
      'admin',
      'mutation ($input: JSON!) { adminCreateUser(input: $input) { success code } }',
      { input: { email: PARENT.email, roles: ['Member'], groups: [] } },
    );
    expect(created.adminCreateUser.success).toBe(true);
    const link = await smtp.nextLinkPath(PARENT.email, '/password-reset/', 30_000);
    const token = link.split('/').pop();
    const reset = await gql<{ resetPassword: { success: boolean } }>(
      parent.request,
      site,
      'public',
      'mutation ($input: AccountInput!) { resetPassword(input: $input) { success code } }',
      { input: { token, password: PARENT.password } },
    );
    expect(reset.resetPassword.success).toBe(true);
    const login = await gql<{ login: { success: boolean } }>(
      parent.request,
      site,
      'public',
      'mutation ($input: AccountInput!) { login(input: $input) { success } }',
      { input: PARENT },
    );
    expect(login.login.success).toBe(true);
  }

  test('searches a city, compares two schools, asks for reminders and gets one per deadline in French', async ({
    browser,
  }) => {
    const admin = await browser.newContext({ baseURL: site.url });
    const parent = await browser.newContext({ baseURL: site.url });
    await addSchools(admin);
    await addParent(admin, parent);
    const page = await parent.newPage();

    // The family searches the city: both schools teach both children.
    await gotoHydrated(page, '/schools/singapore?city=Singapore');
    await page.getByRole('textbox', { name: 'Your children' }).fill('2015-09-01, 2019-05-10');
    await page.getByLabel('Moving on').fill('2026-08-20');
    await page.getByLabel('Moving on').blur();
    await expect(page).toHaveURL(/children=2015-09-01,2019-05-10&move=2026-08-20/);
    const items = page.getByTestId('school-list').getByRole('listitem');
    await expect(items).toHaveCount(2);
    for (const school of SCHOOLS) {
      const item = items.filter({ hasText: school.name });
      await expect(item.getByTestId('family-fees')).toContainText('Family’s first year: $');
      await item.getByRole('button', { name: `Compare ${school.name}` }).click();
      await expect(item.getByRole('button', { name: `Compare ${school.name}` })).toHaveAttribute(
        'aria-pressed',
        'true',
      );
    }

    // Compares the two for the family.
    await page.getByTestId('compare-year').click();
    await expect(page).toHaveURL(/\/compare\?.*children=2015-09-01,2019-05-10&move=2026-08-20/);
    const table = page.getByTestId('compare-table');
    await expect(table.getByRole('columnheader')).toHaveCount(3);
    for (const label of ['Child 1 (2015-09-01)', 'Child 2 (2019-05-10)']) {
      await expect(table.getByRole('rowheader', { name: label })).toBeVisible();
    }

    // Asks to be reminded 40 days before each deadline, on the applications page.
    await gotoHydrated(page, '/applications');
    for (const school of SCHOOLS)
      await expect(page.getByRole('article', { name: school.name })).toBeVisible();
    const settings = page.getByRole('region', { name: 'Reminders and calendar' });
    // The switch turns on once the server has saved it.
    const reminders = settings.getByRole('switch', { name: 'Email me before deadlines' });
    await reminders.click();
    await expect(reminders).toBeChecked();
    await expect(settings.getByRole('status')).toHaveText('Deadline reminders are on.');
    await settings.getByRole('textbox', { name: 'Days before the deadline' }).fill('40');
    // The message reads the same as before: the saved answer is what to wait for.
    const saved = page.waitForResponse(
      (response) =>
        response.url().endsWith('/api/graphql') &&
        (response.request().postData() ?? '').includes('setShortlistReminders'),
    );
    await settings.getByRole('button', { name: 'Save' }).click();
    expect((await (await saved).json()).data.result.item.reminderDays).toBe(40);
    // The parent reads French.
    const profile = await gql<{ updateProfile: { success: boolean } }>(
      parent.request,
      site,
      'public',
      'mutation ($input: ProfileInput!) { updateProfile(input: $input) { success } }',
      { input: { language: 'fr' } },
    );
    expect(profile.updateProfile.success).toBe(true);

    // The reminders go out when the server starts: restarted on its address (the site's).
    await site.restart();

    const mails = [
      readMail(await smtp.nextMail(PARENT.email, 30_000)),
      readMail(await smtp.nextMail(PARENT.email, 30_000)),
    ].sort((a, b) => a.subject.localeCompare(b.subject));
    // "19 décembre 2026".
    const longFrench = (day: string) =>
      `${Number(day.slice(8))} ${new Intl.DateTimeFormat('fr', { month: 'long', timeZone: 'UTC' }).format(new Date(day))} ${day.slice(0, 4)}`;
    SCHOOLS.forEach((school, index) => {
      const mail = mails[index]!;
      expect(mail.subject).toBe(`Date limite proche : ${school.name} (August intake)`);
      expect(mail.text).toContain(
        `La date limite de candidature de ${school.name} pour August intake est le ${longFrench(school.deadline)}.`,
      );
      expect(mail.text).toContain('Bonjour,');
    });
    const unsubscribe = /https?:\/\/\S+(\/api\/shortlist-reminders\/unsubscribe\/[\w-]+)/.exec(
      mails[0]!.text,
    )?.[1];
    expect(unsubscribe).toBeTruthy();

    // One click stops them: the applications page says so, and the switch is off.
    await page.goto(`${site.url}${unsubscribe}`);
    await expect(page).toHaveURL(/\/applications\?stopped=1$/);
    await expect(page.getByRole('switch')).not.toBeChecked();
    const settingsNow = await gql<{ shortlistTracker: { reminderDays: number | null } }>(
      parent.request,
      site,
      'public',
      '{ shortlistTracker { reminderDays } }',
    );
    expect(settingsNow.shortlistTracker.reminderDays).toBeNull();
    await admin.close();
    await parent.close();
  });
});
