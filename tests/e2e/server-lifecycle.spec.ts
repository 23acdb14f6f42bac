import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import {
  freshDataDir,
  type ServerProcess,
  startServer,
  stopServer,
  waitForHealth,
} from './support/server-process';

const SERVER = ['node', '--import', 'tsx', 'src/server.ts'];

/** How many schools the server lists; a server that does not answer in 30 s fails with its output. */
async function schoolCount(server: ServerProcess): Promise<number> {
  try {
    const response = await fetch(`${server.url}/api/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ schools { pageInfo { count } } }' }),
      signal: AbortSignal.timeout(30_000),
    });
    return (await response.json()).data.schools.pageInfo.count;
  } catch (error) {
    throw new Error(`counting the schools failed (${error}):\n${server.output()}`);
  }
}

/** A connection to the server, open; refused or silent for 10 s, it fails the test. */
function connectTo(server: ServerProcess): Promise<net.Socket> {
  const { port } = new URL(server.url);
  return new Promise((resolve, reject) => {
    const socket = net.connect({ port: Number(port), host: '127.0.0.1', timeout: 10_000 });
    socket.once('connect', () => {
      socket.setTimeout(0);
      resolve(socket);
    });
    socket.once('timeout', () => reject(new Error(`no connection to ${server.url} in 10 s`)));
    socket.once('error', reject);
  });
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
    expect(await stopServer(first, 'SIGTERM')).toBe(0);
    expect(fs.existsSync(path.join(dataDir, 'server.lock'))).toBe(false);

    // Setup again with demo data: the directory is not empty, nothing is added, the same are listed.
    const second = await startServer(
      { DATA_DIR: dataDir, DEMO_SCHOOLS: '99' },
      { command: SERVER, setup: { demo: true } },
    );
    await waitForHealth(second);
    expect(await schoolCount(second)).toBe(listed);
    expect(await stopServer(second, 'SIGINT')).toBe(0);
  });

  test('a setup without demo data opens an empty directory, and the home page says so; a client holding a request open does not keep it from stopping', async ({
    page,
  }) => {
    // Requests may take ten minutes to arrive: only the server's own grace period can end one.
    const server = await test.step('set up without demo data, and start', async () => {
      const started = await startServer(
        { DATA_DIR: dataDir, REQUEST_TIMEOUT_MS: '600000' },
        { command: SERVER },
      );
      await waitForHealth(started);
      return started;
    });
    try {
      expect(await schoolCount(server)).toBe(0);
      await page.goto(server.url);
      await expect(page.getByText('No school is listed yet.')).toBeVisible();
      await expect(page.getByText('No country has schools listed yet.')).toBeVisible();
    } finally {
      await page.close();
    }
    await test.step('stop while a request is under way', async () => {
      // A request whose body never finishes arriving, under way when the stop is asked.
      const socket = await connectTo(server);
      const socketClosed = new Promise<void>((resolve) => socket.once('close', () => resolve()));
      socket.on('error', () => undefined);
      socket.write(
        'POST /api/graphql HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{"query":',
      );
      expect(await stopServer(server)).toBe(0);
      // The process has ended: its connections are closed with it.
      await socketClosed;
    });
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
