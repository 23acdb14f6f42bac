import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { seriousViolations } from './support/accessibility';
import { gotoHydrated } from './support/hydrated';
import { type ServerProcess, startServer, stopServer, waitForHealth } from './support/server-process';

test.describe('first-run setup wizard', () => {
  // A real server on an empty directory that nobody has set up.
  test.describe.configure({ timeout: 180_000 });
  test.use({ actionTimeout: 20_000 });
  let dataDir: string;
  let server: ServerProcess;

  test.beforeAll(async ({ browserName: _ }, testInfo) => {
    testInfo.setTimeout(180_000);
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'schools-wizard-'));
    server = await startServer(
      { DATA_DIR: dataDir, DEMO_SCHOOLS: '30' },
      { asUserStartsIt: true, setup: false },
    );
    await waitForHealth(server);
  });

  test.afterAll(async () => {
    await stopServer(server);
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  test('leads from a fresh site through the four steps to a working home page', async ({ page }) => {
    // Every path leads to the setup until it is finalized, with a redirect from the server.
    const redirected = await fetch(`${server.url}/schools`, { redirect: 'manual' });
    expect(redirected.status).toBe(302);
    expect(redirected.headers.get('location')).toBe('/_setup');

    await gotoHydrated(page, `${server.url}/`);
    await expect(page).toHaveURL(`${server.url}/_setup`);
    await expect(page.getByRole('heading', { name: 'Welcome', level: 2 })).toBeVisible();
    await expect(page.getByText('Database: embedded PostgreSQL (PGlite)')).toBeVisible();
    await expect(page.getByText(/Data directory .* is writable/)).toBeVisible();
    await expect(page.getByText(/mails are kept in the outbox/)).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('link', { name: 'Start' }).click();

    // Step 2: a bad address is refused on its field; the session secret is never asked for.
    await expect(page.getByRole('heading', { name: 'Your site' })).toBeVisible();
    await expect(page.getByLabel('Site address')).toHaveValue(server.url);
    await expect(page.getByText(/secret/i)).toBeVisible();
    await page.getByLabel('Site name').fill('Schools Without Borders');
    await page.getByLabel('Site address').fill('not a web address');
    await page.getByLabel('Sender email').fill('noreply@schools.example.org');
    await page.getByLabel('Sender name').fill('Schools Without Borders');
    await page.getByRole('button', { name: 'Save and continue' }).click();
    await expect(
      page.getByText('Enter a valid web address starting with http:// or https://.'),
    ).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByLabel('Site address').fill(server.url);
    await page.getByRole('button', { name: 'Save and continue' }).click();

    // Step 3: the administrator, signed in at once.
    await expect(page.getByRole('heading', { name: 'Administrator', level: 2 })).toBeVisible();
    await page.getByRole('textbox', { name: 'Email' }).fill('owner@schools.example.org');
    await page.getByRole('textbox', { name: 'Password' }).fill('Granite-Otter-Meadow-9');
    await page.getByRole('button', { name: 'Create the administrator' }).click();

    // Step 4: the summary, the demo data choice, and the site opens.
    await expect(page.getByRole('heading', { name: 'Finish', level: 2 })).toBeVisible();
    const summary = page.getByRole('table', { name: 'Summary' });
    await expect(summary).toContainText('Schools Without Borders');
    await expect(summary).toContainText('owner@schools.example.org');
    // Search engines: "not yet" unless the operator says otherwise, and where to change it.
    const indexing = page.getByRole('radiogroup', { name: 'Search engines' });
    await expect(indexing.getByRole('radio', { name: /^Not yet/ })).toBeChecked();
    await expect(indexing).toHaveAccessibleDescription(/robots.txt .* Settings, SEO section/);
    // The demo data's wording tells the time it usually takes, not "a few seconds".
    await expect(page.getByText(/usually takes about a minute/)).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByLabel('Load demo data').check();
    await page.getByRole('button', { name: 'Open the site' }).click();

    await expect(page).toHaveURL(`${server.url}/`, { timeout: 60_000 });
    await expect(page.getByRole('link', { name: /Schools Without Borders/ }).first()).toBeVisible();
    // The hero counts the schools listed among the 30 generated.
    const listed = await fetch(`${server.url}/api/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ schools { pageInfo { count } } }' }),
    }).then(async (response) => (await response.json()).data.schools.pageInfo.count as number);
    expect(listed).toBeGreaterThan(15);
    await expect(page.getByText(new RegExp(`\\b${listed}\\b`)).first()).toBeVisible();
    const home = await fetch(`${server.url}/schools-not-a-page`, { redirect: 'manual' });
    expect(home.status).toBe(404);

    // The choice holds: robots.txt turns crawlers away, and the dashboard says so with the way out.
    expect(await (await fetch(`${server.url}/robots.txt`)).text()).toBe('User-agent: *\nDisallow: /\n');
    await gotoHydrated(page, `${server.url}/_admin/dashboard`);
    await expect(page.getByText('Search engines do not index the site')).toBeVisible();
    await page.getByRole('link', { name: 'Change it in Settings, SEO section' }).click();
    await expect(page).toHaveURL(`${server.url}/_admin/settings`);
  });

  test('once finalized, the setup is closed to everyone but the administrator', async () => {
    const visitor = await fetch(`${server.url}/_setup/settings`, { redirect: 'manual' });
    expect(visitor.status).toBe(302);
    expect(visitor.headers.get('location')).toBe('/');
  });
});
