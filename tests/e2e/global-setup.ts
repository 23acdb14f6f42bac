import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { signal, startServer, waitForHealth } from './support/server-process';

/**
 * Sets up a site with demo data on an empty temp DATA_DIR (`npm run setup -- … --demo`), then
 * starts it the way the README says (`npm start`) on a free port. Stops it afterwards.
 * The browser wizard itself is driven by setup-wizard.spec.ts on a server of its own.
 */
export default async function globalSetup() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'schools-e2e-'));
  // The optional modules the journeys visit are switched on, as an operator would by env.
  const server = await startServer(
    {
      DATA_DIR: dataDir,
      ENABLE_CONTACT_US: 'true',
      ENABLE_NEWSLETTER: 'true',
      ENABLE_DEBUG: 'true',
      // Configured social networks get footer links.
      FACEBOOK_PAGE_URL: 'https://www.facebook.com/schools.example',
      GITHUB_URL: 'https://github.com/schools-example',
    },
    { setup: { demo: true } },
  );
  await waitForHealth(server);
  process.env.E2E_BASE_URL = server.url;

  return async () => {
    signal(server, 'SIGTERM');
    await server.exited;
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
}
