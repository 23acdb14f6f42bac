import fs from 'node:fs';
import { type APIRequestContext, expect, request as newRequest, test } from '@playwright/test';
import pg from 'pg';
import sharp from 'sharp';
import {
  E2E_ADMIN,
  freshDataDir,
  runSetup,
  type ServerProcess,
  startServer,
  stopServer,
  waitForHealth,
} from './support/server-process';

/**
 * Two server processes on one PostgreSQL database (`DATABASE_URL`), as behind a load balancer:
 * what one process does, the other shows on its very next request. Needs a PostgreSQL server:
 * TEST_DATABASE_URL (which `.ci/run` sets), else the local one on 127.0.0.1:5432.
 */
const serverUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

const database = `e2e_processes_${Date.now().toString(36)}`;
const servers: ServerProcess[] = [];
const dataDirs: string[] = [];

async function admin(sql: string) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

async function start(databaseUrl: string): Promise<ServerProcess> {
  const dataDir = freshDataDir('schools-e2e-process-');
  dataDirs.push(dataDir);
  const server = await startServer(
    { DATABASE_URL: databaseUrl, DATA_DIR: dataDir },
    { asUserStartsIt: true, setup: false },
  );
  servers.push(server);
  await waitForHealth(server);
  return server;
}

let first: ServerProcess;
let second: ServerProcess;

test.beforeAll(async () => {
  test.setTimeout(180_000);
  await admin(`create database ${database}`);
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  const databaseUrl = url.toString();
  const setupDataDir = freshDataDir('schools-e2e-setup-');
  dataDirs.push(setupDataDir);
  await runSetup({ DATABASE_URL: databaseUrl, DATA_DIR: setupDataDir }, { url: 'http://127.0.0.1' });
  [first, second] = await Promise.all([start(databaseUrl), start(databaseUrl)]);
});

test.afterAll(async () => {
  await Promise.all(servers.map((server) => stopServer(server)));
  for (const dir of dataDirs) fs.rmSync(dir, { recursive: true, force: true });
  await admin(`drop database if exists ${database} with (force)`);
});

async function call<T>(
  client: APIRequestContext,
  server: ServerProcess,
  endpoint: 'public' | 'admin',
  query: string,
  variables: Record<string, unknown> = {},
): Promise<T> {
  const response = await client.post(
    `${server.url}${endpoint === 'admin' ? '/api/admin/graphql' : '/api/graphql'}`,
    {
      headers: { origin: server.url },
      data: { query, variables },
    },
  );
  const body = await response.json();
  expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
  return body.data as T;
}

/** The home page as an anonymous visitor gets it from `server`, once kept there. */
async function keptHome(client: APIRequestContext, server: ServerProcess) {
  await client.get(`${server.url}/`);
  const response = await client.get(`${server.url}/`);
  expect(response.headers()['x-cache']).toBe('hit');
  return response.text();
}

test('a session, an uploaded image, a settings change and kept pages are shared by both processes', async () => {
  const anonymous = await newRequest.newContext();
  const signedIn = await newRequest.newContext();
  try {
    // Signed in on the first process, recognised by the second: the session is in the database.
    const login = await call<{ login: { success: boolean } }>(
      signedIn,
      first,
      'public',
      'mutation ($input: AccountInput!) { login(input: $input) { success code } }',
      { input: E2E_ADMIN },
    );
    expect(login.login.success).toBe(true);
    const me = await call<{ me: { item: { email: string } | null } }>(
      signedIn,
      second,
      'public',
      '{ me { item { email } } }',
    );
    expect(me.me.item?.email).toBe(E2E_ADMIN.email);

    // An avatar uploaded to the first process is served by the second, which has its own disk.
    const png = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#2060c0' } })
      .png()
      .toBuffer();
    const uploaded = await signedIn.post(`${first.url}/api/user/account/avatar`, {
      headers: { origin: first.url },
      multipart: { file: { name: 'me.png', mimeType: 'image/png', buffer: png } },
    });
    const { imageId } = await uploaded.json();
    expect(imageId).toMatch(/^[a-f0-9]{32}$/);
    const avatar = await anonymous.get(`${second.url}/images/${imageId}?w=32&h=32`);
    expect(avatar.status()).toBe(200);
    expect(await sharp(await avatar.body()).metadata()).toMatchObject({
      format: 'webp',
      width: 32,
      height: 32,
    });

    // Both processes keep the home page; a footer saved through the second shows on both at once.
    const footer = `Shared by every process ${Date.now().toString(36)}`;
    expect(await keptHome(anonymous, first)).not.toContain(footer);
    expect(await keptHome(anonymous, second)).not.toContain(footer);
    const saved = await call<{ updateSettings: { success: boolean } }>(
      signedIn,
      second,
      'admin',
      'mutation ($values: JSON!) { updateSettings(section: "General", values: $values) { success code } }',
      { values: { WEBSITE_FOOTER: footer } },
    );
    expect(saved.updateSettings.success).toBe(true);
    for (const server of [second, first]) {
      const response = await anonymous.get(`${server.url}/`);
      expect(await response.text(), server.url).toContain(footer);
    }

    // Signed out on the second process: the first no longer knows the session either.
    await call(signedIn, second, 'public', 'mutation { logout { success } }');
    const after = await call<{ me: { item: unknown } }>(
      signedIn,
      first,
      'public',
      '{ me { item { email } } }',
    );
    expect(after.me.item).toBeNull();
  } finally {
    await anonymous.dispose();
    await signedIn.dispose();
  }
});
