import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { signal, startServer, waitForHealth } from './support/server-process';

/**
 * Starts the app the way the README says (`npm start`) on an empty temp DATA_DIR and a free
 * port, so it migrates and loads the demo data as on a fresh machine. Stops it afterwards.
 */
export default async function globalSetup() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'schools-e2e-'));
  // The optional modules the journeys visit are switched on, as an operator would by env.
  const server = await startServer({
    DATA_DIR: dataDir,
    ENABLE_CONTACT_US: 'true',
    ENABLE_NEWSLETTER: 'true',
    ENABLE_DEBUG: 'true',
    // Configured social networks get footer links.
    FACEBOOK_PAGE_URL: 'https://www.facebook.com/schools.example',
    GITHUB_URL: 'https://github.com/schools-example',
  });
  await waitForHealth(server);
  process.env.E2E_BASE_URL = server.url;

  return async () => {
    signal(server, 'SIGTERM');
    await server.exited;
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
}
