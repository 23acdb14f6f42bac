import fs from 'node:fs';
import { expect, test } from '@playwright/test';
import { openMigratedDatabase } from '@/core/server/db/prepare';
import { loadServerModules } from '@/core/server/modules';
import { CORE_SETTINGS } from '@/core/server/settings/core-settings';
import { SettingsService } from '@/core/server/settings/settings-service';
import { type OAuthFake, startOAuthFake } from '../fakes/oauth-fake';
import {
  freshDataDir,
  type ServerProcess,
  startServer,
  stopServer,
  waitForHealth,
} from './support/server-process';

const CLIENT = { clientId: 'e2e-client', clientSecret: 'e2e-secret' };

test.describe('sign-in with Google', () => {
  test.describe.configure({ timeout: 180_000 });
  let dataDir: string;
  let fake: OAuthFake;
  let server: ServerProcess;

  test.beforeAll(async () => {
    // A hook's own limit is the test timeout's default (60 s), not the describe's: a server
    // started on a loaded machine takes longer.
    test.setTimeout(180_000);
    // Switch Google sign-in on in the settings before the server starts, as an administrator would.
    dataDir = freshDataDir('schools-oauth-');
    const database = await openMigratedDatabase({ DATA_DIR: dataDir }, await loadServerModules());
    const settings = new SettingsService(database.db, CORE_SETTINGS);
    await settings.set('ENABLE_GOOGLE_AUTH', true);
    await settings.set('GOOGLE_CLIENT_ID', CLIENT.clientId);
    await settings.set('GOOGLE_CLIENT_SECRET', CLIENT.clientSecret);
    await database.close();

    fake = await startOAuthFake(CLIENT);
    server = await startServer({ DATA_DIR: dataDir, OAUTH_BASE_URL: fake.url });
    await waitForHealth(server);
  });

  test.afterAll(async () => {
    await stopServer(server);
    await fake.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  test('a parent continues with Google and comes back signed in', async ({ page }) => {
    const email = `greta.${Date.now()}@example.test`;
    fake.setProfile('google', { sub: `g-${email}`, email, email_verified: true, given_name: 'Greta' });
    await page.goto(`${server.url}/login?redirect=%2Fprofile`);
    await page.getByRole('link', { name: 'Continue with Google' }).click();
    await expect(page).toHaveURL(`${server.url}/profile`);
    await expect(page.getByRole('button', { name: email })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'First name' })).toHaveValue('Greta');
  });

  test('a refused sign-in comes back to the login page with the reason', async ({ page }) => {
    fake.setProfile('google', {
      sub: 'g-unverified',
      email: 'unverified@example.test',
      email_verified: false,
    });
    await page.goto(`${server.url}/login`);
    await page.getByRole('link', { name: 'Continue with Google' }).click();
    await expect(page).toHaveURL(/\/login\?error=oauth\.email\.unverified$/);
    await expect(page.getByRole('alert')).toHaveText(/has not confirmed your email address/);
  });
});
