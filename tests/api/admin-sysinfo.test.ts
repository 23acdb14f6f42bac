import { v7 as uuidv7 } from 'uuid';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MailTables } from '../../src/core/server/mail/mail-tables';
import { signedInWith } from './support/admin-users';
import { startTestApp, type TestApp } from './support/test-app';
import { ENGINES } from './support/test-database';

const SYSINFO = `{ systemInfo {
  appVersion nodeVersion databaseEngine databaseVersion databaseSizeBytes
  migrations { name appliedAt } uptimeSeconds memory { rssBytes heapUsedBytes heapTotalBytes }
  mailProvider imageHost pendingOutbox
} }`;
const DASHBOARD =
  '{ adminDashboard { users activeSessions mailsSent mailsFailed mailsStored missingTranslations } }';

describe.each(ENGINES)('admin dashboard and system info on %s', (engine) => {
  let api: TestApp;
  beforeAll(async () => {
    api = await startTestApp(engine);
  });
  afterAll(() => api.close());

  const admin = <T>(query: string, cookie: string) =>
    api.graphql<T>(query, { endpoint: 'admin', headers: { cookie } });

  it.each([
    { name: 'systemInfo', permission: 'SysInfo:list', query: SYSINFO },
    { name: 'adminDashboard', permission: 'Dashboard:view', query: DASHBOARD },
  ])('refuses $name without $permission, and allows it with it', async ({ permission, query }) => {
    const others = await signedInWith(api, ['Setting:list', 'General:configure', 'AdminMenu:show']);
    expect((await admin(query, others)).errors?.[0]?.extensions?.code).toBe('user.not.authorized');
    expect((await admin(query, '')).errors?.[0]?.extensions?.code).toBe('user.not.authorized');
    const allowed = await admin(query, await signedInWith(api, [permission]));
    expect(allowed.errors).toBeUndefined();
  });

  it('is not offered on the public endpoint', async () => {
    const cookie = await signedInWith(api, ['*']);
    const answer = await api.graphql(SYSINFO, { headers: { cookie } });
    expect(answer.errors?.[0]?.message).toMatch(/Cannot query field "systemInfo"/);
  });

  it('tells the engine, the migrations applied and the services in use', async () => {
    const cookie = await signedInWith(api, ['SysInfo:list']);
    const { data } = await admin<{
      systemInfo: {
        appVersion: string;
        nodeVersion: string;
        databaseEngine: string;
        databaseVersion: string;
        databaseSizeBytes: number;
        migrations: { name: string; appliedAt: string }[];
        memory: { rssBytes: number };
        mailProvider: string;
        imageHost: string;
        pendingOutbox: number;
      };
    }>(SYSINFO, cookie);
    const info = data!.systemInfo;
    expect(info.appVersion).toMatch(/^\d+\.\d+\.\d+/);
    expect(info.nodeVersion).toBe(process.version);
    expect(info.databaseEngine).toBe(engine === 'pglite' ? 'PGlite' : 'PostgreSQL server');
    expect(info.databaseVersion).toMatch(/^PostgreSQL \d+/);
    expect(info.databaseSizeBytes).toBeGreaterThan(1_000_000);
    expect(info.migrations.map((migration) => migration.name)).toContain('core/001-settings.sql');
    expect(info.memory.rssBytes).toBeGreaterThan(0);
    expect(info).toMatchObject({ mailProvider: 'outbox', imageHost: 'local' });

    await api.app.settings.set('MAILJET_API_KEY', 'key');
    await api.app.settings.set('MAILJET_API_SECRET', 'secret');
    const after = await admin<{ systemInfo: { mailProvider: string } }>(SYSINFO, cookie);
    expect(after.data?.systemInfo.mailProvider).toBe('mailjet');
  });

  it('counts users, sessions, outbox mails by status and missing translations', async () => {
    const cookie = await signedInWith(api, ['Dashboard:view']);
    type Counts = { adminDashboard: Record<string, number> };
    const before = (await admin<Counts>(DASHBOARD, cookie)).data!.adminDashboard;
    await signedInWith(api, []);
    await api.database.db
      .withTables<MailTables>()
      .insertInto('mail_outbox')
      .values({
        id: uuidv7(),
        provider: 'smtp',
        status: 'failed',
        from_address: 'noreply@schools.example',
        to_address: 'parent@example.com',
        bcc: null,
        reply_to: null,
        subject: 'Welcome',
        html: '',
        text: 'Welcome',
        template: null,
        lang: 'en',
        variables: {},
        error: 'connection refused',
        provider_message_id: null,
        sent_at: null,
      })
      .execute();
    await api.app.inject({
      method: 'POST',
      url: '/api/i18n/add-missing-translation',
      payload: { lng: 'fr', ns: 'common', key: `never.seen.${Date.now()}` },
    });
    const after = (await admin<Counts>(DASHBOARD, cookie)).data!.adminDashboard;
    expect(after.users).toBe(before.users! + 1);
    expect(after.activeSessions).toBe(before.activeSessions! + 1);
    expect(after.missingTranslations).toBe(before.missingTranslations! + 1);
    expect(after.mailsFailed).toBe(before.mailsFailed! + 1);
    expect(after.mailsSent).toBe(before.mailsSent);
  });
});
