import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import {
  freshDataDir,
  type ServerProcess,
  signal,
  startServer,
  waitForHealth,
} from './support/server-process';

const SERVER = ['node', '--import', 'tsx', 'src/server.ts'];

async function schoolCount(server: ServerProcess): Promise<number> {
  const response = await fetch(`${server.url}/api/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query: '{ schools { pageInfo { count } } }' }),
  });
  return (await response.json()).data.schools.pageInfo.count;
}

test.describe('starting and stopping the server', () => {
  // Each test starts real server processes on fresh PGlite directories (copies of a migrated one).
  test.describe.configure({ timeout: 180_000 });
  let dataDir: string;
  test.beforeEach(() => {
    dataDir = freshDataDir('schools-lifecycle-');
  });
  test.afterEach(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  test('demo data chosen at setup loads once; the server stops cleanly on SIGTERM and keeps its data', async () => {
    const first = await startServer(
      { DATA_DIR: dataDir, DEMO_SCHOOLS: '40', DEMO_SEED: '7' },
      { command: SERVER, setup: { demo: true } },
    );
    await waitForHealth(first);
    // 40 generated; the lists show those that pass the publication gate (thin ones and drafts do not).
    const listed = await schoolCount(first);
    expect(listed).toBeGreaterThan(25);
    expect(listed).toBeLessThanOrEqual(40);
    signal(first, 'SIGTERM');
    expect(await first.exited).toBe(0);
    expect(fs.existsSync(path.join(dataDir, 'server.lock'))).toBe(false);

    // Setup again with demo data: the directory is not empty, nothing is added, the same are listed.
    const second = await startServer(
      { DATA_DIR: dataDir, DEMO_SCHOOLS: '99' },
      { command: SERVER, setup: { demo: true } },
    );
    await waitForHealth(second);
    expect(await schoolCount(second)).toBe(listed);
    signal(second, 'SIGINT');
    expect(await second.exited).toBe(0);
  });

  test('a setup without demo data opens an empty directory, and the home page says so', async ({ page }) => {
    const server = await startServer({ DATA_DIR: dataDir }, { command: SERVER });
    try {
      await waitForHealth(server);
      expect(await schoolCount(server)).toBe(0);
      await page.goto(server.url);
      await expect(page.getByText('No school is listed yet.')).toBeVisible();
      await expect(page.getByText('No country has schools listed yet.')).toBeVisible();
    } finally {
      // The page's requests still under way would be waited for by the stopping server.
      await page.close();
      signal(server, 'SIGTERM');
      await server.exited;
    }
  });

  test('a wrong configuration value stops the start with a message naming it', async () => {
    const server = await startServer(
      { DATA_DIR: dataDir, LOG_LEVEL: 'chatty' },
      { command: SERVER, setup: false },
    );
    expect(await server.exited).toBe(1);
    expect(server.output()).toContain('LOG_LEVEL="chatty"');
  });
});
