import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FullConfig } from '@playwright/test';
import { buildIfNeeded } from '../built-app';
import { startUnsplashFake } from '../fakes/unsplash-fake';
import {
  freshDataDir,
  migrateDataDir,
  runSetup,
  startServer,
  stopServer,
  waitForHealth,
} from './support/server-process';
import { siteUrlVariable } from './support/site-url';

/**
 * Migrates one PGlite data directory that every test server starts from a copy of
 * (E2E_MIGRATED_DATA_DIR, see freshDataDir), and sets up one site with demo data on a copy of it
 * (`npm run setup -- … --demo`). Then, for each Playwright worker, copies that site, runs the
 * setup again with the worker's own address (it changes the site's URL, the demo data is already
 * there), and starts it the way the README says (`npm start`) on a free port (`siteUrl()` finds a
 * worker's). Stops them afterwards. The browser wizard itself is driven by setup-wizard.spec.ts
 * on a server of its own, from an empty directory.
 */
export default async function globalSetup(config: FullConfig) {
  // Every process below runs from the build's bundles.
  await buildIfNeeded();
  const migrated = fs.mkdtempSync(path.join(os.tmpdir(), 'schools-e2e-migrated-'));
  await migrateDataDir(migrated);
  process.env.E2E_MIGRATED_DATA_DIR = migrated;

  // The stock-photo service, faked as its API documents itself (stock-photos.spec.ts).
  const unsplash = await startUnsplashFake({ accessKey: 'e2e-unsplash-key' });
  const env = siteEnv(unsplash.url);
  // The demo data is loaded once: seeding it took a third of the global setup for each worker.
  const demo = freshDataDir('schools-e2e-demo-');
  await runSetup({ ...env, DATA_DIR: demo }, { url: 'http://127.0.0.1', demo: true });
  const sites = await Promise.all(Array.from({ length: config.workers }, () => startSite(env, demo)));
  sites.forEach((site, worker) => {
    process.env[siteUrlVariable(worker)] = site.server.url;
  });

  return async () => {
    await Promise.all(sites.map((site) => stopServer(site.server)));
    for (const site of sites) {
      fs.rmSync(site.dataDir, { recursive: true, force: true });
    }
    fs.rmSync(demo, { recursive: true, force: true });
    fs.rmSync(migrated, { recursive: true, force: true });
    await unsplash.close();
  };
}

/** What every site gets: the optional modules the journeys visit switched on, as an operator would by env. */
function siteEnv(unsplashUrl: string): Record<string, string> {
  return {
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
  };
}

/** One worker's site: a copy of the demo site `demo`, set up again for its own address and started. */
async function startSite(env: Record<string, string>, demo: string) {
  const dataDir = freshDataDir('schools-e2e-', demo);
  const server = await startServer({ ...env, DATA_DIR: dataDir }, { asUserStartsIt: true });
  await waitForHealth(server);
  return { server, dataDir };
}
