import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FullConfig } from '@playwright/test';
import { startUnsplashFake } from '../fakes/unsplash-fake';
import { freshDataDir, migrateDataDir, signal, startServer, waitForHealth } from './support/server-process';
import { siteUrlVariable } from './support/site-url';

/**
 * Migrates one PGlite data directory that every test server starts from a copy of
 * (E2E_MIGRATED_DATA_DIR, see freshDataDir). Then, for each Playwright worker, sets up a site
 * with demo data on such a copy (`npm run setup -- … --demo`) and starts it the way the README
 * says (`npm start`) on a free port (`siteUrl()` finds a worker's). Stops them afterwards. The
 * browser wizard itself is driven by setup-wizard.spec.ts on a server of its own, from an empty
 * directory.
 */
export default async function globalSetup(config: FullConfig) {
  const migrated = fs.mkdtempSync(path.join(os.tmpdir(), 'schools-e2e-migrated-'));
  await migrateDataDir(migrated);
  process.env.E2E_MIGRATED_DATA_DIR = migrated;

  // The stock-photo service, faked as its API documents itself (stock-photos.spec.ts).
  const unsplash = await startUnsplashFake({ accessKey: 'e2e-unsplash-key' });
  const sites = await Promise.all(Array.from({ length: config.workers }, () => startSite(unsplash.url)));
  sites.forEach((site, worker) => {
    process.env[siteUrlVariable(worker)] = site.server.url;
  });

  return async () => {
    for (const site of sites) signal(site.server, 'SIGTERM');
    for (const site of sites) {
      await site.server.exited;
      fs.rmSync(site.dataDir, { recursive: true, force: true });
    }
    fs.rmSync(migrated, { recursive: true, force: true });
    await unsplash.close();
  };
}

/** One demo site, with the optional modules the journeys visit switched on as an operator would by env. */
async function startSite(unsplashUrl: string) {
  const dataDir = freshDataDir('schools-e2e-');
  const server = await startServer(
    {
      DATA_DIR: dataDir,
      ENABLE_CONTACT_US: 'true',
      ENABLE_NEWSLETTER: 'true',
      ENABLE_DEBUG: 'true',
      ENABLE_PLACE: 'true',
      // The map asks the geolocation service (a fake of it in map.spec.ts) where a visitor is.
      IPINFO_API_KEY: 'e2e-ipinfo-token',
      ENABLE_UNSPLASH: 'true',
      UNSPLASH_ACCESS_KEY: 'e2e-unsplash-key',
      UNSPLASH_API_URL: unsplashUrl,
      // Configured social networks get footer links.
      FACEBOOK_PAGE_URL: 'https://www.facebook.com/schools.example',
      GITHUB_URL: 'https://github.com/schools-example',
    },
    { setup: { demo: true } },
  );
  await waitForHealth(server);
  return { server, dataDir };
}
