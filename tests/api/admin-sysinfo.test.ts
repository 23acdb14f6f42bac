import type { TypedDocumentNode } from '@urql/core';
import type { ResultOf } from 'gql.tada';
import { print } from 'graphql';
import { v7 as uuidv7 } from 'uuid';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminGraphql } from '@/core/client/graphql/admin-graphql';
import type { AuthTables } from '@/core/server/auth/auth-tables';
import type { MailTables } from '@/core/server/mail/mail-tables';
import { DEMO_MEMBER_DOMAIN } from '@/modules/openschool/server/demo/demo-members';
import type { OpenSchoolTables } from '@/modules/openschool/server/tables';
import { signedInWith } from './support/admin-users';
import { buildSchool } from './support/school-factory';
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

  const admin = <R, V>(document: TypedDocumentNode<R, V>, cookie: string) => api.admin(cookie, document);

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
  /** A locked, activated account, as the demo data's members are. */
  const account = (email: string) =>
    api.database.db
      .withTables<AuthTables>()
      .insertInto('app_user')
      .values({ id: uuidv7(), email, activated_at: new Date(), locked_at: new Date() })
      .execute();

  it('counts accounts, mails by status and missing translations, this week included', async () => {
    const cookie = await signedInWith(api, [
      'Dashboard:view',
      'User:list',
      'MailOutbox:list',
      'Translation:list',
    ]);
    const before = await dashboard(cookie);
    await signedInWith(api, []);
    const mail = (status: 'failed' | 'queued' | 'stored') =>
      api.database.db
        .withTables<MailTables>()
        .insertInto('mail_outbox')
        .values({
          id: uuidv7(),
          provider: status === 'stored' ? 'outbox' : 'smtp',
          status,
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
          error: status === 'failed' ? 'connection refused' : null,
          provider_message_id: null,
          sent_at: null,
        })
        .execute();
    await mail('failed');
    await mail('queued');
    await mail('stored');
    // A locked account (as every demo member is) is no active account.
    await account(`locked-${uuidv7()}@example.com`);
    await api.app.inject({
      method: 'POST',
      url: '/api/i18n/add-missing-translation',
      payload: { lng: 'fr', ns: 'common', key: `never.seen.${Date.now()}` },
    });
    const after = await dashboard(cookie);
    for (const [label, added] of [
      ['admin:dashboard.activeAccounts', 1],
      ['admin:dashboard.missingTranslations', 1],
      ['admin:dashboard.mailsFailed', 1],
      ['admin:dashboard.mailsWaiting', 1],
      ['admin:dashboard.mailsKept', 1],
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
    expect(stat(after, 'admin:dashboard.mailsWaiting').link).toBe('/_admin/mail-outbox?status=queued');
    expect(stat(after, 'admin:dashboard.activeAccounts').link).toBe('/_admin/users?status=active');
  });

  it('counts the schools listed as the site does, drafts apart, and demo members apart', async () => {
    const cookie = await signedInWith(api, ['Dashboard:view', 'School:list', 'User:list']);
    const before = await dashboard(cookie);
    await buildSchool(api.database.db);
    await buildSchool(api.database.db, { status: 'draft' });
    await account(`demo-${uuidv7()}@${DEMO_MEMBER_DOMAIN}`);
    const after = await dashboard(cookie);
    const listed = await api.database.db
      .withTables<OpenSchoolTables>()
      .selectFrom('school')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('listed', '=', true)
      .executeTakeFirstOrThrow();
    expect(stat(after, 'openschool-admin:dashboard.listedSchools')).toMatchObject({
      total: Number(listed.count),
      link: '/_admin/schools?listed=true',
    });
    for (const [label, added] of [
      ['openschool-admin:dashboard.listedSchools', 1],
      ['openschool-admin:schools.dashboardNotListed', 1],
      ['openschool-admin:dashboard.allSchools', 2],
      ['openschool-admin:dashboard.demoMembers', 1],
    ] as const) {
      expect(stat(after, label).total, label).toBe(stat(before, label).total + added);
    }
    expect(stat(after, 'openschool-admin:dashboard.demoMembers').link).toBe(
      `/_admin/users?email=${DEMO_MEMBER_DOMAIN}`,
    );
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
      ['openschool-admin:dashboard.listedSchools', '/_admin/schools?listed=true'],
      ['openschool-admin:schools.dashboardNotListed', '/_admin/schools?waiting=true'],
      ['openschool-admin:dashboard.allSchools', '/_admin/schools'],
    ]);
    expect(await labels(['MailOutbox:list'])).toEqual([
      ['admin:dashboard.mailsSent', '/_admin/mail-outbox?status=sent'],
      ['admin:dashboard.mailsWaiting', '/_admin/mail-outbox?status=queued'],
      ['admin:dashboard.mailsKept', '/_admin/mail-outbox?status=stored'],
      ['admin:dashboard.mailsFailed', '/_admin/mail-outbox?status=failed'],
    ]);
  });

  it('adds the enabled modules’ figures, and the activity lists only to who may see them', async () => {
    const viewer = await signedInWith(api, ['Dashboard:view', 'School:list', 'ContactMessage:list']);
    const board = await dashboard(viewer);
    expect(board.stats.map((item) => item.label)).toContain('openschool-admin:dashboard.listedSchools');
    // The contact module is off by default: no figure of its own.
    expect(board.stats.map((item) => item.label)).not.toContain('contact-admin:dashboard.messages');
    expect(board.recentActivity).toEqual([]);
    expect(board.newAccounts).toEqual([]);

    const admin = await signedInWith(api, ['Dashboard:view', 'AuditLog:list', 'User:list']);
    const full = await dashboard(admin);
    expect(full.newAccounts.length).toBeGreaterThan(0);
  });
});
