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

/**
 * A request under way on `server`: its headers read by the server (which answers "100 Continue"
 * to them), its body never finished. Resolves once the server has the request, with a promise
 * that settles when the connection is closed; refused, silent for 10 s, or still open 10 s after
 * `closed` is asked, it fails the test.
 */
async function requestUnderWay(server: ServerProcess): Promise<{ closed: () => Promise<void> }> {
  const { port } = new URL(server.url);
  const socket = net.connect({ port: Number(port), host: '127.0.0.1' });
  const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()));
  // What arrives is read, so an orderly end from the server is seen as well as a reset.
  let received = '';
  const continued = new Promise<void>((resolve) =>
    socket.on('data', (chunk) => {
      received += chunk;
      if (received.includes('100 Continue')) resolve();
    }),
  );
  socket.on('error', () => undefined);
  socket.write(
    'POST /api/graphql HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 1000\r\nExpect: 100-continue\r\n\r\n',
  );
  await within(10_000, `"100 Continue" from ${server.url}`, () => continued);
  socket.write('{"query":');
  return { closed: () => within(10_000, 'the connection closed after the stop', () => closed) };
}

/** `work`, failing with what it waited for if it takes longer than `ms`. */
async function within<T>(ms: number, what: string, work: () => Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no ${what} in ${ms} ms`)), ms);
  });
  try {
    return await Promise.race([work(), late]);
  } finally {
    clearTimeout(timer);
  }
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
      { setup: { demo: true } },
    );
    await waitForHealth(first);
    // 40 generated; the lists show the published ones (drafts and archived ones are left out).
    const listed = await schoolCount(first);
    expect(listed).toBeGreaterThan(25);
    expect(listed).toBeLessThanOrEqual(40);
    expect(await stopServer(first, 'SIGTERM')).toBe(0);
    expect(fs.existsSync(path.join(dataDir, 'server.lock'))).toBe(false);

    // Setup again with demo data: the directory is not empty, nothing is added, the same are listed.
    const second = await startServer({ DATA_DIR: dataDir, DEMO_SCHOOLS: '99' }, { setup: { demo: true } });
    await waitForHealth(second);
    expect(await schoolCount(second)).toBe(listed);
    expect(await stopServer(second, 'SIGINT')).toBe(0);
  });

  test('a setup without demo data opens an empty directory, and the home page says so; a client holding a request open does not keep it from stopping', async ({
    page,
  }) => {
    // Requests may take ten minutes to arrive: only the server's own grace period can end one.
    const server = await test.step('set up without demo data, and start', async () => {
      const started = await startServer({ DATA_DIR: dataDir, REQUEST_TIMEOUT_MS: '600000' });
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
      // A request whose headers the server has read and whose body never finishes arriving.
      const request = await requestUnderWay(server);
      expect(await stopServer(server)).toBe(0);
      // The request was still waiting for its body when the grace period ended: the server closed it.
      expect(server.output()).toContain('requests still under way after the grace period');
      await request.closed();
    });
  });

  test('in a terminal it says in one readable line where the site is, and where to set it up', async () => {
    // LOG_FORMAT=pretty is what a terminal gets (`auto`): this test reads a pipe.
    const server = await startServer(
      { DATA_DIR: dataDir, LOG_FORMAT: 'pretty', LOG_LEVEL: 'info' },
      { setup: false },
    );
    await waitForHealth(server);
    expect(await stopServer(server, 'SIGTERM')).toBe(0);
    const lines = server.output().split('\n');
    expect(lines).toContainEqual(
      expect.stringContaining(`The site is running at ${server.url}/ — set it up at ${server.url}/_setup`),
    );
    // Lines a person reads, not JSON.
    expect(lines.filter((line) => line.trimStart().startsWith('{"level"'))).toEqual([]);
  });

  test('a wrong configuration value stops the start with a message naming it', async () => {
    const server = await startServer({ DATA_DIR: dataDir, LOG_LEVEL: 'chatty' }, { setup: false });
    expect(await server.exited).toBe(1);
    expect(server.output()).toContain('LOG_LEVEL="chatty"');
  });
});
