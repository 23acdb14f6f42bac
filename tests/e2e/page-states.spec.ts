import fs from 'node:fs';
import path from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { hashPassword } from '@/core/server/auth/password';
import { openMigratedDatabase } from '@/core/server/db/prepare';
import { loadServerModules } from '@/core/server/modules';
import { insertUser, updateUser } from '@/modules/user/server/account-repository';
import { type SentryFake, startSentryFake } from '../fakes/sentry-fake';
import { seriousViolations } from './support/accessibility';
import { gotoHydrated } from './support/hydrated';
import {
  freshDataDir,
  ROOT,
  type ServerProcess,
  startServer,
  stopServer,
  waitForHealth,
} from './support/server-process';

// page.route must see every request: a service worker would answer precached chunks itself
// (the suite blocks them, playwright.config.ts).

/** Serves the home page as a cached shell or a proxy might: the HTML without the embedded state. */
async function dropEmbeddedState(page: Page) {
  await page.route(
    (url) => url.pathname === '/',
    async (route) => {
      const response = await route.fetch();
      const html = (await response.text()).replace(/<script[^>]*>window\.__APP_STATE__=.*?<\/script>/s, '');
      expect(html).not.toContain('__APP_STATE__');
      await route.fulfill({ status: response.status(), contentType: 'text/html; charset=utf-8', body: html });
    },
  );
}

test.describe('first load without the server’s data', () => {
  test('a loading indicator shows while the first query runs, then the page', async ({ page }) => {
    await dropEmbeddedState(page);
    let release = () => {};
    const answered = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/graphql', async (route) => {
      await answered;
      await route.continue();
    });
    await page.goto('/');
    await expect(page.getByRole('status', { name: 'Loading' })).toBeVisible();
    release();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Find the right international school/);
    await expect(page.getByRole('status', { name: 'Loading' })).toHaveCount(0);
  });

  test('a network failure shows the full-screen network error', async ({ page }) => {
    await dropEmbeddedState(page);
    await page.route('**/api/graphql', (route) => route.abort('internetdisconnected'));
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Network Error' })).toBeVisible();
    await expect(page.getByText('An error occurred. Please retry later.')).toBeVisible();
    await expect(page.getByRole('banner')).toHaveCount(0);
    // Once the network is back, retrying loads the site.
    await page.unroute('**/api/graphql');
    await page.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Find the right international school/);
  });
});

test('with the API down, a page opened shows the Network Error screen, and Retry recovers', async ({
  page,
}) => {
  await gotoHydrated(page, '/');
  const latest = page.getByRole('region', { name: 'Recently updated schools' }).getByRole('link');
  const school = (await latest.first().innerText()).trim();
  await page.route('**/api/graphql', (route) => route.abort());
  await latest.first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Network Error' })).toBeVisible();
  await expect(page.getByText('An error occurred. Please retry later.')).toBeVisible();
  await expect(page.getByText('Failed to fetch')).toHaveCount(0);
  expect(await seriousViolations(page)).toEqual([]);
  // Still down: retrying changes nothing.
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('button', { name: 'Retry' })).toBeEnabled();
  await expect(page.getByRole('heading', { level: 1, name: 'Network Error' })).toBeVisible();
  await page.unroute('**/api/graphql');
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(school);

  // Back on a page already shown, whose refresh gets no answer: it stays, with a notice.
  await page.route('**/api/graphql', (route) => route.abort());
  await page.goBack();
  const notice = page.getByRole('alert').filter({ hasText: 'An error occurred. Please retry later.' });
  await expect(notice).toBeVisible();
  await expect(latest.first()).toHaveText(school);
  expect(await seriousViolations(page)).toEqual([]);
  await page.unroute('**/api/graphql');
  await notice.getByRole('button', { name: 'Retry' }).click();
  await expect(notice).toHaveCount(0);
});

/** The built file of a source module: chunks are named by their hash alone. */
function chunkOf(source: string): string {
  const manifest: Record<string, { file: string }> = JSON.parse(
    fs.readFileSync(path.join(ROOT, 'dist/client/.vite/manifest.json'), 'utf8'),
  );
  return manifest[source]!.file;
}

test('a page whose code fails to load says so', async ({ page }) => {
  await gotoHydrated(page, '/');
  await page.route(`**/${chunkOf('src/modules/user/client/login/login-route.tsx')}`, (route) =>
    route.abort('connectionreset'),
  );
  await page.getByRole('banner').getByRole('link', { name: 'Login' }).click();
  await expect(
    page.getByRole('heading', { name: "Oups, we're sorry — the loading's gone wrong." }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Reload the page' })).toBeVisible();
});

test.describe('with error reporting and an account', () => {
  test.describe.configure({ timeout: 180_000 });
  const account = { email: `grace.${Date.now()}@example.test`, password: 'Compiler-Pioneer-1952' };
  let dataDir: string;
  let sentry: SentryFake;
  let server: ServerProcess;

  test.beforeAll(async () => {
    // A hook's own limit is the test timeout's default (60 s), not the describe's: a server
    // started on a loaded machine takes longer.
    test.setTimeout(180_000);
    // An activated account, as if it had registered and followed its activation link.
    dataDir = freshDataDir('schools-states-');
    const database = await openMigratedDatabase({ DATA_DIR: dataDir }, await loadServerModules());
    const id = await insertUser(database.db, {
      email: account.email,
      passwordHash: await hashPassword(account.password),
    });
    await updateUser(database.db, id, { activated_at: new Date() });
    await database.close();

    sentry = await startSentryFake();
    server = await startServer(
      {
        DATA_DIR: dataDir,
        ENABLE_DEBUG: 'true',
        SENTRY_DSN: sentry.dsn,
        // A site past its setup wizard: pages are served instead of leading to /_setup.
        setupInitialized: 'true',
        setupFinalized: 'true',
      },
      { setup: false },
    );
    await waitForHealth(server);
  });

  test.afterAll(async () => {
    await Promise.all([stopServer(server), sentry?.close()]);
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  test('a render crash shows the apology and is reported to Sentry', async ({ page }) => {
    await page.goto(`${server.url}/_debug?crash=render`);
    await expect(
      page.getByRole('heading', { name: "Oups, we're sorry — something's gone wrong." }),
    ).toBeVisible();
    await expect(page.getByText('Our team has been notified, and will resolve this quickly.')).toBeVisible();
    const event = await sentry.nextEvent((candidate) => Boolean(candidate.exception?.values?.length));
    expect(event.exception?.values?.at(-1)).toMatchObject({
      type: 'Error',
      value: 'Render crash triggered from /_debug?crash=render',
    });
    expect(event.request?.url).toContain('/_debug?crash=render');
  });

  test('a save refused because the session ended warns “Unauthorized operation”', async ({
    page,
    context,
  }) => {
    const login = await page.request.post(`${server.url}/api/graphql`, {
      data: {
        query: 'mutation ($input: AccountInput!) { login(input: $input) { success code } }',
        variables: { input: account },
      },
    });
    expect((await login.json()).data.login).toEqual({ success: true, code: null });
    await gotoHydrated(page, `${server.url}/profile`);
    await page.getByRole('textbox', { name: 'First name' }).fill('Grace');
    // The session ends behind the page's back (signed out in another tab, expired).
    await context.clearCookies({ name: 'sid' });
    await page.getByRole('button', { name: 'Save' }).click();
    // The notice floats over the page, outside its main content (where the form says why too).
    const notice = page.locator('[role="alert"]:not(main *)').filter({ hasText: 'Unauthorized operation' });
    await expect(notice).toBeVisible();
    // One notice at a time, at the top centre.
    const box = await notice.boundingBox();
    const width = page.viewportSize()!.width;
    expect(box!.y).toBeLessThan(120);
    expect(Math.abs(box!.x + box!.width / 2 - width / 2)).toBeLessThan(40);
  });
});
