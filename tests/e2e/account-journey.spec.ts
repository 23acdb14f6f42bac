import { expect, type Page, test } from '@playwright/test';
import sharp from 'sharp';
import { gotoHydrated } from './support/hydrated';
import { type OwnSite, startOwnSite } from './support/own-site';
import { E2E_ADMIN } from './support/server-process';
import { type SmtpCapture, startSmtpCapture } from './support/smtp-capture';

/** Answers the ALTCHA widget as a visitor does: click its label and wait until it says verified. */
async function passCaptcha(page: Page) {
  await page.getByText("I'm not a robot").click();
  await expect(page.getByText('Verified')).toBeVisible({ timeout: 30_000 });
}

const textbox = (page: Page, name: string) => page.getByRole('textbox', { name });

async function logIn(page: Page, email: string, password: string) {
  await textbox(page, 'Email').fill(email);
  await textbox(page, 'Password').fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
}

test.describe('account journey', () => {
  // The page as visitors get it, its service worker registering too: the console stays clean
  // (the suite blocks service workers elsewhere, playwright.config.ts).
  test.use({ serviceWorkers: 'allow' });
  // A real server on a fresh database and a real SMTP server catching its mail.
  test.describe.configure({ timeout: 180_000 });
  test.use({ actionTimeout: 15_000 });
  let smtp: SmtpCapture;
  let site: OwnSite;
  const url = (pathname: string) => `${site.url}${pathname}`;

  test.beforeAll(async () => {
    // A hook's own limit is the test timeout's default (60 s), not the describe's: a server
    // started on a loaded machine takes longer.
    test.setTimeout(180_000);
    smtp = await startSmtpCapture();
    // Request lines logged (info): the tests check they hold no password and no emailed token.
    site = await startOwnSite('schools-account-', { SMTP_URL: smtp.url, LOG_LEVEL: 'info' });
    await giveTheAdministratorAUsername('Ada Byron');
  });

  /** Signs the set-up administrator in through the API and saves a username in their profile. */
  async function giveTheAdministratorAUsername(username: string) {
    const call = async (query: string, variables: object, cookie = '') => {
      const response = await fetch(url('/api/graphql'), {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: site.url, cookie },
        body: JSON.stringify({ query, variables }),
      });
      return { body: await response.json(), cookie: response.headers.getSetCookie()[0]?.split(';')[0] };
    };
    const login = await call('mutation ($input: AccountInput!) { login(input: $input) { success } }', {
      input: E2E_ADMIN,
    });
    const saved = await call(
      'mutation ($input: ProfileInput!) { updateProfile(input: $input) { success } }',
      { input: { username } },
      login.cookie,
    );
    expect(saved.body.data.updateProfile.success).toBe(true);
  }

  test.afterAll(async () => {
    await Promise.all([site?.stop(), smtp?.close()]);
  });

  test('a signed-out visit to the profile asks to log in first', async ({ page }) => {
    await page.goto(url('/profile'));
    await expect(page.getByRole('heading', { name: 'oups, authentication required' })).toBeVisible();
    await expect(
      page.getByText('This page is secured, you need to login before accessing it.'),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'Go to Login' })).toHaveAttribute(
      'href',
      '/login?redirect=%2Fprofile',
    );
  });

  test('register, activate, log in, edit the profile, change email and password, close', async ({ page }) => {
    const email = `ada.${Date.now()}@example.test`;
    const newEmail = `countess.${Date.now()}@example.test`;
    const password = 'Analytical-Engine-1843';
    const newPassword = 'Difference-Engine-1822';
    // A hydration mismatch or a crash shows as a console error.
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
    });
    page.on('pageerror', (error) => problems.push(error.message));
    // Every emailed link the journey follows: its token must never reach the server's log.
    const followed: string[] = [];
    const linkPath = async (address: string, prefix: string) => {
      const path = await smtp.nextLinkPath(address, prefix);
      followed.push(path);
      return path;
    };

    // Register: the activation link comes by email.
    await gotoHydrated(page, url('/register'));
    await textbox(page, 'Email').fill(email);
    await textbox(page, 'Password').fill(password);
    await passCaptcha(page);
    await page.getByRole('button', { name: 'Register' }).click();
    await expect(page).toHaveURL(/\/register\/thanks$/);
    await expect(page.getByRole('heading', { name: 'Check your inbox' })).toBeVisible();

    const activation = url(await linkPath(email, '/activate-account/'));
    await page.goto(activation);
    await expect(page.getByText('Your account is activated.')).toBeVisible();
    // The link opened again (from the mail, a day later): log in, not register again.
    await page.goto(activation);
    await expect(page.getByRole('main').getByRole('status')).toHaveText(
      'This account is already activated. Log in to continue.',
    );
    await expect(page.getByRole('main').getByRole('link', { name: 'Register again' })).toHaveCount(0);
    await page.getByRole('main').getByRole('link', { name: 'Login' }).click();

    // Log in: back home, the header shows the account menu.
    await expect(page).toHaveURL(/\/login$/);
    await logIn(page, email, password);
    await expect(page).toHaveURL(url('/'));
    await page.getByRole('button', { name: email }).click();
    await page.getByRole('menuitem', { name: 'My profile' }).click();

    // Profile: Save waits for a change.
    await expect(page.getByRole('heading', { name: 'My profile' })).toBeVisible();
    const save = page.getByRole('button', { name: 'Save' });
    await expect(save).toBeDisabled();
    await textbox(page, 'First name').fill('A');
    await textbox(page, 'Last name').focus();
    await expect(page.getByText('Use at least 2 characters.')).toBeVisible();
    await textbox(page, 'First name').fill('Ada');
    await textbox(page, 'Last name').fill('Lovelace');
    // The administrator's username, written otherwise: taken, said under the field.
    await textbox(page, 'Username').fill('ADA BYRÓN');
    await save.click();
    await expect(textbox(page, 'Username')).toHaveAccessibleDescription(
      'This username is already taken. Choose another one.',
    );
    await textbox(page, 'Username').fill('ada');
    await page.getByRole('combobox', { name: 'Preferred language' }).click();
    await page
      .getByRole('listbox', { name: 'Preferred language' })
      .getByRole('option', { name: 'Deutsch' })
      .click();
    await expect(save).toBeEnabled();
    await save.click();
    await expect(page.getByRole('status').getByText('Profile updated')).toBeVisible();
    await expect(save).toBeDisabled();

    // Avatar: one picture, stored by the server's image host, shown 100×100 in the header.
    const picture = await sharp({ create: { width: 400, height: 300, channels: 3, background: '#39CCCC' } })
      .png()
      .toBuffer();
    await page
      .locator('input[type="file"]')
      .setInputFiles({ name: 'ada.png', mimeType: 'image/png', buffer: picture });
    const headerAvatar = page.getByRole('button', { name: email }).locator('img');
    await expect(headerAvatar).toHaveAttribute('src', /^\/images\/[a-f0-9]{32}\?w=100&h=100&c=fill&g=face$/);
    await expect.poll(() => headerAvatar.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(100);

    // Change email: a validation link goes to the new address; a resend replaces it.
    await textbox(page, 'Email').fill(newEmail);
    await save.click();
    await expect(page.getByRole('status').getByText('Profile updated')).toBeVisible();
    await page.getByRole('button', { name: 'Resend verification email' }).click();
    await expect(page.getByRole('status').getByText('Email verification sent')).toBeVisible();
    const replacedLink = await linkPath(newEmail, '/validate-email/');
    const validationLink = await linkPath(newEmail, '/validate-email/');
    await page.goto(url(replacedLink));
    await expect(page.getByRole('alert')).toHaveText(/This link is not valid/);
    await page.goto(url(validationLink));
    await expect(page.getByText('Your email address is verified.')).toBeVisible();
    await page.getByRole('link', { name: 'Go to my profile' }).click();
    await expect(textbox(page, 'Email')).toHaveValue(newEmail);
    await expect(page.getByRole('combobox', { name: 'Preferred language' })).toHaveValue('Deutsch');
    await expect(page.getByRole('button', { name: 'Resend verification email' })).toHaveCount(0);
    await page.reload(); // rendered on the server for a signed-in user, then hydrated
    await expect(textbox(page, 'Email')).toHaveValue(newEmail);

    // Change password from the profile: a reset link by email (replaced by the next one below).
    await page.getByRole('button', { name: 'Send me a reset link' }).click();
    await expect(page.getByRole('status').getByText('Reset password email sent')).toBeVisible();
    await linkPath(newEmail, '/password-reset/');

    // Password lost, signed out: the reset link goes to the new address.
    await page.goto(url('/logout'));
    await expect(page.getByText('You are signed out.')).toBeVisible();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Login' })).toBeVisible();
    await gotoHydrated(page, url('/password-lost'));
    await textbox(page, 'Email').fill(newEmail);
    await passCaptcha(page);
    await page.getByRole('button', { name: 'Send the reset link' }).click();
    await expect(page).toHaveURL(/\/password-lost\/thanks$/);
    await gotoHydrated(page, url(await linkPath(newEmail, '/password-reset/')));
    await textbox(page, 'New password').fill(newPassword);
    await page.getByRole('button', { name: 'Change my password' }).click();
    await expect(page.getByText('Your password has been changed.')).toBeVisible();

    // The old password no longer works; the new one does, and returns to the asked page.
    await gotoHydrated(page, url('/login?redirect=%2Fclose'));
    await logIn(page, newEmail, password);
    await expect(page.getByRole('alert')).toHaveText('The email or password is not correct.');
    await logIn(page, newEmail, newPassword);
    await expect(page).toHaveURL(url('/close'));

    // Close: a confirmation link by email, then the account is gone.
    await page.getByRole('button', { name: 'Send me the confirmation link' }).click();
    await expect(page).toHaveURL(/\/close\/instruction$/);
    await gotoHydrated(page, url(await linkPath(newEmail, '/close/')));
    await page.getByRole('button', { name: 'Close my account for good' }).click();
    await expect(page.getByRole('heading', { name: 'Your account is closed' })).toBeVisible();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Login' })).toBeVisible();

    await gotoHydrated(page, url('/login'));
    await logIn(page, newEmail, newPassword);
    await expect(page.getByRole('alert')).toHaveText('The email or password is not correct.');
    expect(problems).toEqual([]);

    // The server logged each page the links opened, without their tokens (decision 075).
    const log = site.server.output();
    expect(log).toContain('"url":"/activate-account/%5Bredacted%5D"');
    for (const path of followed) expect(log).not.toContain(path.split('/').at(-1)!);
  });

  test('with JavaScript off: signs in; registering and asking for a password link say the captcha needs it', async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    const email = `no-script.${Date.now()}@example.test`;
    const wrongPassword = 'Not-The-Harbour-Lantern-0';

    // Without the captcha's script nothing can answer it: the forms say so and keep the address.
    await page.goto(url('/register'));
    await textbox(page, 'Email').fill(email);
    await textbox(page, 'Password').fill(wrongPassword);
    await page.getByRole('button', { name: 'Register' }).click();
    await expect(page).toHaveURL(url('/register'));
    await expect(
      page.getByText('The anti-spam check failed or expired. Please answer it again.'),
    ).toBeVisible();
    await expect(textbox(page, 'Email')).toHaveValue(email);
    await expect(textbox(page, 'Password')).toHaveValue('');
    await page.goto(url('/password-lost'));
    await textbox(page, 'Email').fill(email);
    await page.getByRole('button', { name: 'Send the reset link' }).click();
    await expect(page).toHaveURL(url('/password-lost'));
    await expect(
      page.getByText('The anti-spam check failed or expired. Please answer it again.'),
    ).toBeVisible();
    await expect(textbox(page, 'Email')).toHaveValue(email);

    // Sign-in: a wrong password shows the form's error, the right one leads to the page asked for.
    await page.goto(url('/login?redirect=%2Fcompare'));
    await logIn(page, E2E_ADMIN.email, wrongPassword);
    await expect(page).toHaveURL(url('/login?redirect=%2Fcompare'));
    await expect(page.getByRole('alert')).toHaveText('The email or password is not correct.');
    await expect(textbox(page, 'Email')).toHaveValue(E2E_ADMIN.email);
    await logIn(page, E2E_ADMIN.email, E2E_ADMIN.password);
    await expect(page).toHaveURL(url('/compare'));
    await expect(page.getByRole('button', { name: E2E_ADMIN.email })).toBeVisible();
    await context.close();

    // The server logged these posts, and no password.
    const log = site.server.output();
    expect(log).toContain('"method":"POST","url":"/login?redirect=%2Fcompare"');
    expect(log).not.toContain(wrongPassword);
    expect(log).not.toContain(E2E_ADMIN.password);
  });

  test('a form posted before the page’s scripts ran is answered; the page then hydrates and works', async ({
    page,
  }) => {
    const problems: string[] = [];
    page.on('console', (message) => {
      // The refusal itself: the browser notes the page's status (400), as for any refused request.
      if (message.location().url === url('/login') && message.text().includes('status of 400')) return;
      if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
    });
    page.on('pageerror', (error) => problems.push(error.message));
    await gotoHydrated(page, url('/login'));
    await textbox(page, 'Email').fill(E2E_ADMIN.email);
    await textbox(page, 'Password').fill('Not-The-Harbour-Lantern-1');
    // As an early tap does: the browser posts the form itself, the page's handler never runs.
    await page.locator('form[action="/login"]').evaluate((form: HTMLFormElement) => form.submit());
    await expect(page.getByRole('alert')).toHaveText('The email or password is not correct.');
    await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(1);
    await expect(textbox(page, 'Email')).toHaveValue(E2E_ADMIN.email);
    // Hydrated over the server's answer: the form now signs in through the page's script.
    await logIn(page, E2E_ADMIN.email, E2E_ADMIN.password);
    await expect(page).toHaveURL(url('/'));
    expect(problems).toEqual([]);
  });
});
