import type { TypedDocumentNode } from '@apollo/client';
import type { ResultOf } from 'gql.tada';
import { print } from 'graphql';
import { v7 as uuidv7 } from 'uuid';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminGraphql } from '../../src/core/client/graphql/admin-graphql';
import type { MailTables } from '../../src/core/server/mail/mail-tables';
import { signedInWith } from './support/admin-users';
import { startTestApp, type TestApp } from './support/test-app';
import { ENGINES } from './support/test-database';

const SYSINFO = adminGraphql(`{ systemInfo {
  appVersion nodeVersion databaseEngine databaseVersion databaseSizeBytes
  migrations { name appliedAt } uptimeSeconds memory { rssBytes heapUsedBytes heapTotalBytes }
  mailProvider imageHost pendingOutbox
} }`);
const DASHBOARD = adminGraphql(
  '{ adminDashboard { stats { label total weekly link attention } recentActivity { action entity } newAccounts { email } } }',
);

type Dashboard = ResultOf<typeof DASHBOARD>['adminDashboard'];

describe.each(ENGINES)('admin dashboard and system info on %s', (engine) => {
  let api: TestApp;
  beforeAll(async () => {
    api = await startTestApp(engine);
  });
  afterAll(() => api.close());

  const admin = <R, V>(document: TypedDocumentNode<R, V>, cookie: string) =>
    api.graphql(document, { endpoint: 'admin', headers: { cookie } });

  it.each([
    { name: 'systemInfo', permission: 'SysInfo:list', run: (cookie: string) => admin(SYSINFO, cookie) },
    {
      name: 'adminDashboard',
      permission: 'Dashboard:view',
      run: (cookie: string) => admin(DASHBOARD, cookie),
    },
  ])('refuses $name without $permission, and allows it with it', async ({ permission, run }) => {
    const others = await signedInWith(api, ['Setting:list', 'General:configure', 'AdminMenu:show']);
    expect((await run(others)).errors?.[0]?.extensions?.code).toBe('user.not.authorized');
    expect((await run('')).errors?.[0]?.extensions?.code).toBe('user.not.authorized');
    const allowed = await run(await signedInWith(api, [permission]));
    expect(allowed.errors).toBeUndefined();
  });

  it('is not offered on the public endpoint', async () => {
    const cookie = await signedInWith(api, ['*']);
    // Sent to the public endpoint, whose schema has no such field: an untyped request.
    const answer = await api.graphql(print(SYSINFO), { headers: { cookie } });
    expect(answer.errors?.[0]?.message).toMatch(/Cannot query field "systemInfo"/);
  });

  it('tells the engine, the migrations applied and the services in use', async () => {
    const cookie = await signedInWith(api, ['SysInfo:list']);
    const { data } = await admin(SYSINFO, cookie);
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
    const after = await admin(SYSINFO, cookie);
    expect(after.data?.systemInfo.mailProvider).toBe('mailjet');
  });

  const dashboard = async (cookie: string) => (await admin(DASHBOARD, cookie)).data!.adminDashboard;
  const stat = (board: Dashboard, label: string) => board.stats.find((item) => item.label === label)!;

  it('counts accounts, mails by status and missing translations, this week included', async () => {
    const cookie = await signedInWith(api, [
      'Dashboard:view',
      'User:list',
      'MailOutbox:list',
      'Translation:list',
    ]);
    const before = await dashboard(cookie);
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
    const after = await dashboard(cookie);
    for (const [label, added] of [
      ['admin:dashboard.users', 1],
      ['admin:dashboard.missingTranslations', 1],
      ['admin:dashboard.mailsFailed', 1],
      ['admin:dashboard.mailsSent', 0],
    ] as const) {
      expect(stat(after, label).total, label).toBe(stat(before, label).total + added);
      expect(stat(after, label).weekly).toHaveLength(12);
      expect(stat(after, label).weekly.at(-1), label).toBe(stat(before, label).weekly.at(-1)! + added);
    }
    expect(stat(after, 'admin:dashboard.mailsFailed')).toMatchObject({
      attention: true,
      link: '/_admin/mail-outbox?status=failed',
    });
  });

  it('shows each figure only to who may open the list it links to', async () => {
    const labels = async (permissions: string[]) =>
      (await dashboard(await signedInWith(api, ['Dashboard:view', ...permissions]))).stats.map((item) => [
        item.label,
        item.link,
      ]);
    expect(await labels([])).toEqual([]);
    // Rights over the directory, as the built-in Editor has: its figures, not the accounts' or mails'
    // (the place module is off here).
    expect(await labels(['School', 'Place'])).toEqual([
      ['openschool-admin:dashboard.schools', '/_admin/schools'],
      ['openschool-admin:schools.dashboardNotListed', '/_admin/schools?waiting=true'],
    ]);
    expect(await labels(['MailOutbox:list'])).toEqual([
      ['admin:dashboard.mailsSent', '/_admin/mail-outbox?status=sent'],
      ['admin:dashboard.mailsFailed', '/_admin/mail-outbox?status=failed'],
    ]);
  });

  it('adds the enabled modules’ figures, and the activity lists only to who may see them', async () => {
    const viewer = await signedInWith(api, ['Dashboard:view', 'School:list', 'ContactMessage:list']);
    const board = await dashboard(viewer);
    expect(board.stats.map((item) => item.label)).toContain('openschool-admin:dashboard.schools');
    // The contact module is off by default: no figure of its own.
    expect(board.stats.map((item) => item.label)).not.toContain('contact-admin:dashboard.messages');
    expect(board.recentActivity).toEqual([]);
    expect(board.newAccounts).toEqual([]);

    const admin = await signedInWith(api, ['Dashboard:view', 'AuditLog:list', 'User:list']);
    const full = await dashboard(admin);
    expect(full.newAccounts.length).toBeGreaterThan(0);
  });
});
