import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, inject, it } from 'vitest';
import type { AuthTables } from '@/core/server/auth/auth-tables';
import { verifyPassword } from '@/core/server/auth/password';
import { openMigratedDatabase } from '@/core/server/db/prepare';
import { loadServerModules } from '@/core/server/modules';
import { administratorExists } from '@/core/server/setup/administrator';
import { nodeEntryArgs } from '../../scripts/node-entries';

const ROOT = path.resolve(import.meta.dirname, '../..');
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'schools-setup-cli-'));
/**
 * Where the site is set up: a copy of the migrated template, so the run pays for the setup and
 * its demo data, not for creating the embedded database again (every server start and
 * migrations.test.ts do that from nothing).
 */
const installDir = fs.mkdtempSync(path.join(os.tmpdir(), 'schools-setup-cli-'));

/** `npm run setup -- …args` as an operator runs it; resolves with the exit code and output. */
async function setup(...args: string[]) {
  return setupIn(dataDir, args);
}

async function setupIn(dataDir: string, args: string[]) {
  try {
    const { stdout, stderr } = await promisify(execFile)('node', [...nodeEntryArgs('setup'), ...args], {
      cwd: ROOT,
      env: { ...process.env, DATA_DIR: dataDir, DEMO_SCHOOLS: '12', LOG_LEVEL: 'error' },
    });
    return { code: 0, output: stdout + stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, output: failed.stdout + failed.stderr };
  }
}

const VALID = [
  '--site-name',
  'Schools Abroad',
  '--url',
  'https://schools.example.org',
  '--admin-email',
  'Owner@Example.org',
  '--admin-password',
  'Granite-Otter-Meadow-9',
  '--languages',
  'en,fr',
];

async function readBack() {
  const opened = await openMigratedDatabase({ DATA_DIR: installDir }, await loadServerModules());
  const database = { ...opened, db: opened.db.withTables<AuthTables & { school: { id: string } }>() };
  try {
    const settings = await database.db.selectFrom('setting').select(['key', 'value']).execute();
    const values = Object.fromEntries(settings.map((row) => [row.key, row.value]));
    const admin = await database.db
      .selectFrom('app_user')
      .select(['email', 'password_hash'])
      .where('email', '=', 'owner@example.org')
      .executeTakeFirst();
    // Demo data adds fictional members who rate schools; none of them can sign in.
    const users = await database.db
      .selectFrom('app_user')
      .select('id')
      .where((eb) => eb.or([eb('locked_at', 'is', null), eb('password_hash', 'is not', null)]))
      .execute();
    const schools = await database.db.selectFrom('school').select('id').execute();
    return {
      values,
      admin,
      users: users.length,
      schools: schools.length,
      hasAdmin: await administratorExists(opened.db),
    };
  } finally {
    await opened.close();
  }
}

describe('npm run setup', () => {
  afterAll(() => {
    fs.rmSync(dataDir, { recursive: true, force: true });
    fs.rmSync(installDir, { recursive: true, force: true });
  });

  it('lists its options with --help', async () => {
    const { code, output } = await setup('--help');
    expect(code).toBe(0);
    for (const option of [
      '--site-name',
      '--url',
      '--admin-email',
      '--admin-password',
      '--languages',
      '--demo',
    ]) {
      expect(output).toContain(option);
    }
  });

  it('refuses bad options with every problem on its option, touching nothing', async () => {
    const { code, output } = await setup(
      '--site-name',
      '',
      '--url',
      'ftp://x',
      '--admin-email',
      'not-an-email',
      '--admin-password',
      'short',
    );
    expect(code).toBe(1);
    expect(output).toContain('--site-name: This field is required.');
    expect(output).toContain('--url: Enter a valid web address starting with http:// or https://.');
    expect(output).toContain('--admin-email: Enter a valid email address.');
    expect(output).toContain('--admin-password: Use at least 8 characters.');
    expect(fs.readdirSync(dataDir)).toEqual([]);
    expect((await setup('--bogus')).output).toContain("Unknown option '--bogus'");
  });

  it('refuses a common password before writing anything', async () => {
    const args = [...VALID.slice(0, -3), 'password123'];
    const { code, output } = await setup(...args);
    expect(code).toBe(1);
    expect(output).toContain('This password is too common');
    expect(fs.readdirSync(dataDir)).toEqual([]);
  });

  it('sets the site up, opens it, and gives the same result when run again', async () => {
    fs.cpSync(inject('pgliteTemplate'), installDir, { recursive: true });
    const first = await setupIn(installDir, [...VALID, '--demo']);
    expect(first.code).toBe(0);
    // 12 schools, and the 8 places of one city.
    expect(first.output).toContain('Demo data: 20 records added.');
    const again = await setupIn(installDir, [...VALID, '--demo']);
    expect(again.code).toBe(0);
    expect(again.output).toContain('Demo data: already there.');

    const state = await readBack();
    expect(state.values).toMatchObject({
      WEBSITE_NAME: 'Schools Abroad',
      WEBSITE_URL: 'https://schools.example.org',
      EMAIL_NOREPLY: 'noreply@schools.example.org',
      LANGUAGES: ['en', 'fr'],
      setupInitialized: true,
      setupFinalized: true,
    });
    expect(typeof state.values.SESSION_SECRET).toBe('string');
    expect(state).toMatchObject({ users: 1, schools: 12, hasAdmin: true });
    expect(await verifyPassword('Granite-Otter-Meadow-9', state.admin?.password_hash ?? null)).toBe(true);
    // Two setups with demo data, each a process of its own: 20 s idle, three times that in CI.
  }, 180_000);
});
