import fs from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { print } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminGraphql } from '@/core/client/graphql/admin-graphql';
import { graphql } from '@/core/client/graphql/public-graphql';
import { createApp } from '@/core/server/app';
import { type Database, openDatabase } from '@/core/server/db/database';
import { loadServerModules } from '@/core/server/modules';
import { signedInWith } from './support/admin-users';
import { startTestApp, type TestApp } from './support/test-app';
import { testConfig } from './support/test-config';

const UPDATE = adminGraphql(`mutation ($section: String!, $values: JSON!) {
  updateSettings(section: $section, values: $values) { success code }
}`);
const PUBLIC_SETTINGS = graphql('{ settings { items { key value } } }');

// Two processes need a PostgreSQL server: the embedded database admits one (its directory is locked).
const onServer = process.env.TEST_DATABASE_URL ? describe : describe.skip;

onServer('settings kept by two processes on one PostgreSQL database', () => {
  let first: TestApp;
  let secondDatabase: Database;
  let second: FastifyInstance;
  let secondDataDir: string | undefined;

  beforeAll(async () => {
    first = await startTestApp('postgres');
    const url = first.database.url!;
    secondDatabase = await openDatabase({ DATA_DIR: '', DATABASE_URL: url });
    const config = testConfig({ DATABASE_URL: url });
    secondDataDir = config.DATA_DIR;
    second = await createApp({
      config,
      database: secondDatabase,
      modules: await loadServerModules(),
    });
  });
  afterAll(async () => {
    await second?.close();
    await secondDatabase?.close();
    await first?.close();
    if (secondDataDir) fs.rmSync(secondDataDir, { recursive: true, force: true });
  });

  /** A public setting as the second process answers it now. */
  const seenBySecond = async (key: string) => {
    const response = await second.inject({
      method: 'POST',
      url: '/api/graphql',
      payload: { query: print(PUBLIC_SETTINGS) },
    });
    const items: { key: string; value: unknown }[] = response.json().data.settings.items;
    return items.find((item) => item.key === key)?.value;
  };

  it('a setting saved through one process is what the other answers next', async () => {
    // The second process has read (and keeps) the settings before the change.
    expect(await seenBySecond('EMAIL_CONTACT')).not.toBe('desk@schools.example');

    const cookie = await signedInWith(first, ['Setting:list', 'Contact:configure']);
    const saved = await first.graphql(UPDATE, {
      endpoint: 'admin',
      headers: { cookie },
      variables: { section: 'Contact', values: { EMAIL_CONTACT: 'desk@schools.example' } },
    });
    expect(saved.data?.updateSettings).toEqual({ success: true, code: null });

    // Told by PostgreSQL (NOTIFY at commit), within milliseconds.
    await expect.poll(() => seenBySecond('EMAIL_CONTACT'), { timeout: 2_000 }).toBe('desk@schools.example');

    // And the other way: the first process forgets what it kept, too.
    const seenByFirst = async () =>
      (await first.graphql(PUBLIC_SETTINGS)).data?.settings.items.find((item) => item.key === 'EMAIL_CONTACT')
        ?.value;
    expect(await seenByFirst()).toBe('desk@schools.example');
    await second.settings.set('EMAIL_CONTACT', 'front@schools.example');
    await expect.poll(seenByFirst, { timeout: 2_000 }).toBe('front@schools.example');
  });
});
