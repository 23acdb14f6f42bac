import type { VariablesOf } from 'gql.tada';
import { print } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphql } from '@/core/client/graphql/public-graphql';
import { finalizeSetup } from '@/core/server/setup/setup-service';
import type { OpenSchoolTables } from '@/modules/openschool/server/tables';
import { sessionCookie } from './support/account-helpers';
import { startTestApp, type TestApp } from './support/test-app';
import { ENGINES } from './support/test-database';

const STATUS = graphql(`query { setupStatus {
  initialized finalized hasAdmin canEdit
  checks { databaseEngine databaseReachable dataDirWritable mailProvider }
  site { siteName siteUrl noreplyEmail languages }
  indexable
} }`);
const DEMO_LOAD = graphql('{ setupDemoLoad { running done total } }');
const SETUP_SITE = graphql(
  `mutation ($input: SetupSiteInput!) { setupSite(input: $input) { success code field } }`,
);
const SETUP_ADMIN = graphql(
  `mutation ($input: SetupAdminInput!) { setupAdmin(input: $input) { success code field } }`,
);
const FINALIZE = graphql(
  `mutation ($demo: Boolean, $indexable: Boolean) {
    finalizeSetup(demo: $demo, indexable: $indexable) { success code demoRecords }
  }`,
);
const ME = graphql('{ me { item { email emailVerifiedAt permissions } } }');
const SCHOOL_COUNT = graphql('{ schools { pageInfo { count } } }');

const SITE = {
  siteName: 'Schools Abroad',
  siteUrl: 'https://schools.example.org/',
  noreplyEmail: 'NoReply@Schools.Example.org',
  noreplyName: 'Schools Abroad',
  languages: ['en', 'fr'],
};
const ADMIN = { email: 'Owner@Schools.Example.org', password: 'Granite-Otter-Meadow-9' };

describe.each(ENGINES)('first-run setup on %s', (engine) => {
  let api: TestApp;
  let adminCookie: string;
  const as = (cookie?: string): { headers: Record<string, string> } => ({
    headers: cookie ? { cookie } : {},
  });
  const setting = async (key: string) => api.app.settings.get(key);

  beforeAll(async () => {
    api = await startTestApp(engine, { DEMO_SCHOOLS: '25', DEMO_SEED: '3' });
  });
  afterAll(() => api.close());

  it('starts closed: no flags, no administrator, and checks that pass', async () => {
    const { data } = await api.graphql(STATUS);
    expect(data).toMatchObject({
      setupStatus: {
        initialized: false,
        finalized: false,
        hasAdmin: false,
        canEdit: true,
        checks: {
          databaseEngine: engine,
          databaseReachable: true,
          dataDirWritable: true,
          mailProvider: 'outbox',
        },
        // Search engines stay out until someone says otherwise; no demo data load ran.
        indexable: false,
      },
    });
    expect((await api.graphql(DEMO_LOAD)).data).toEqual({ setupDemoLoad: null });
  });

  it('keeps the steps in order: no administrator before the site settings', async () => {
    const { data } = await api.graphql(SETUP_ADMIN, { variables: { input: ADMIN } });
    expect(data).toEqual({ setupAdmin: { success: false, code: 'setup.settings.missing', field: null } });
  });

  it('refuses bad settings with the field at fault and stores nothing', async () => {
    const cases: [VariablesOf<typeof SETUP_SITE>['input'], string, string][] = [
      [{ siteUrl: 'ftp://schools.example.org' }, 'url.invalid', 'siteUrl'],
      [{ siteName: '  ' }, 'field.required', 'siteName'],
      [{ noreplyEmail: 'not-an-email' }, 'email.invalid', 'noreplyEmail'],
      [{ languages: [] }, 'field.required', 'languages'],
      [{ languages: ['en', 'tlh'] }, 'language.invalid', 'languages.1'],
    ];
    for (const [change, code, field] of cases) {
      const { data } = await api.graphql(SETUP_SITE, { variables: { input: { ...SITE, ...change } } });
      expect(data).toEqual({ setupSite: { success: false, code, field } });
    }
    expect(await setting('WEBSITE_NAME')).toBe('International Schools');
    expect(await setting('setupInitialized')).toBe(false);
  });

  it('stores the General settings, normalised, and marks the setup initialized', async () => {
    const { data } = await api.graphql(SETUP_SITE, { variables: { input: SITE } });
    expect(data).toEqual({ setupSite: { success: true, code: null, field: null } });
    expect(await setting('WEBSITE_URL')).toBe('https://schools.example.org');
    expect(await setting('EMAIL_NOREPLY')).toBe('noreply@schools.example.org');
    expect(await setting('LANGUAGES')).toEqual(['en', 'fr']);
    expect(await setting('setupInitialized')).toBe(true);
    expect(await setting('setupFinalized')).toBe(false);
  });

  it('refuses a common password for the administrator', async () => {
    const { data } = await api.graphql(SETUP_ADMIN, {
      variables: { input: { email: ADMIN.email, password: 'password123' } },
    });
    expect(data).toMatchObject({ setupAdmin: { success: false, code: 'password.too.common' } });
  });

  it('creates the first administrator, verified and signed in with every permission', async () => {
    const response = await api.app.inject({
      method: 'POST',
      url: '/api/graphql',
      headers: { 'content-type': 'application/json' },
      payload: { query: print(SETUP_ADMIN), variables: { input: ADMIN } },
    });
    expect(response.json().data).toEqual({ setupAdmin: { success: true, code: null, field: null } });
    adminCookie = sessionCookie(response.headers['set-cookie']);
    const { data } = await api.graphql(ME, as(adminCookie));
    expect(data?.me.item).toMatchObject({ email: 'owner@schools.example.org', permissions: ['*'] });
    expect(data!.me.item!.emailVerifiedAt).not.toBeNull();
  });

  it('closes the administrator step and the settings to everyone else once an administrator exists', async () => {
    const second = await api.graphql(SETUP_ADMIN, {
      variables: { input: { email: 'intruder@example.com', password: 'Another-Long-Pass-5' } },
    });
    expect(second.data).toEqual({ setupAdmin: { success: false, code: 'setup.admin.exists', field: null } });
    const settings = await api.graphql(SETUP_SITE, { variables: { input: { ...SITE, siteName: 'Taken' } } });
    expect(settings.errors?.[0]?.extensions?.code).toBe('user.not.authorized');
    expect(await setting('WEBSITE_NAME')).toBe('Schools Abroad');
    const { data } = await api.graphql(STATUS);
    expect(data).toMatchObject({ setupStatus: { hasAdmin: true, canEdit: false, checks: null, site: null } });
  });

  it('lets only the administrator finalize; the site then opens', async () => {
    const anonymous = await api.graphql(FINALIZE, { variables: { demo: false } });
    expect(anonymous.errors?.[0]?.extensions?.code).toBe('user.not.authorized');
    expect(await setting('setupFinalized')).toBe(false);

    // The wizard's default: not indexed yet, and robots.txt turns every crawler away.
    const { data } = await api.graphql(FINALIZE, {
      variables: { demo: false, indexable: false },
      ...as(adminCookie),
    });
    expect(data).toEqual({ finalizeSetup: { success: true, code: null, demoRecords: 0 } });
    expect(await setting('setupFinalized')).toBe(true);
    expect(await setting('ENABLE_SEO_INDEX')).toBe(false);
    expect((await api.app.inject({ url: '/robots.txt' })).body).toBe('User-agent: *\nDisallow: /\n');
    expect((await api.graphql(SCHOOL_COUNT)).data).toEqual({ schools: { pageInfo: { count: 0 } } });
  });

  it('stores the indexing choice of the finalize step, and robots.txt follows it', async () => {
    const allowed = await api.graphql(FINALIZE, { variables: { indexable: true }, ...as(adminCookie) });
    expect(allowed.data).toEqual({ finalizeSetup: { success: true, code: null, demoRecords: 0 } });
    expect(await setting('ENABLE_SEO_INDEX')).toBe(true);
    const robots = (await api.app.inject({ url: '/robots.txt' })).body;
    expect(robots).toMatch(/^User-agent: \*\nAllow: \/\n/);
    expect(robots).toContain('Disallow: /_admin\n');
    expect(robots).toContain('Sitemap: https://schools.example.org/sitemap.xml');
    expect((await api.graphql(STATUS, as(adminCookie))).data?.setupStatus.indexable).toBe(true);
    // Without a choice the setting stays as it is; "not yet" turns it off again.
    await api.graphql(FINALIZE, { variables: { demo: false }, ...as(adminCookie) });
    expect(await setting('ENABLE_SEO_INDEX')).toBe(true);
    await api.graphql(FINALIZE, { variables: { indexable: false }, ...as(adminCookie) });
    expect((await api.app.inject({ url: '/robots.txt' })).body).toBe('User-agent: *\nDisallow: /\n');
    expect((await api.graphql(STATUS, as(adminCookie))).data?.setupStatus.indexable).toBe(false);
  });

  it('shows how far a demo data load is while it runs, and refuses a second load meanwhile', async () => {
    // A module whose load stops after 4 of 10 schools until the test lets it go on.
    let release!: () => void;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    // The load reads the setup state before it starts: the test asks only once it has.
    let started!: () => void;
    const atFour = new Promise<void>((resolve) => {
      started = resolve;
    });
    const slowModule = {
      seedDemo: async (_db: unknown, options: { onProgress?: (done: number) => void }) => {
        options.onProgress?.(4);
        started();
        await gate;
        options.onProgress?.(10);
        return 10;
      },
    };
    const running = finalizeSetup(
      { db: api.database.db, settings: api.app.settings },
      { demo: true },
      { modules: [slowModule], options: { size: 10, seed: 1 } },
    );
    await atFour;
    const during = await api.graphql(DEMO_LOAD, as(adminCookie));
    expect(during.data).toEqual({ setupDemoLoad: { running: true, done: 4, total: 10 } });
    // Only who may run setup sees it.
    expect((await api.graphql(DEMO_LOAD)).data).toEqual({ setupDemoLoad: null });
    // A reload's second click (or a second tab) loads nothing twice.
    const second = await api.graphql(FINALIZE, { variables: { demo: true }, ...as(adminCookie) });
    expect(second.data).toEqual({
      finalizeSetup: { success: false, code: 'setup.demo.running', demoRecords: null },
    });
    release();
    expect(await running).toBe(10);
    const after = await api.graphql(DEMO_LOAD, as(adminCookie));
    expect(after.data).toEqual({ setupDemoLoad: { running: false, done: 10, total: 10 } });
  });

  it('lets the administrator run it again, loading demo data into an empty directory once', async () => {
    const status = await api.graphql(STATUS, as(adminCookie));
    expect(status.data).toMatchObject({
      setupStatus: { finalized: true, canEdit: true, site: { siteName: 'Schools Abroad' } },
    });
    const first = await api.graphql(FINALIZE, { variables: { demo: true }, ...as(adminCookie) });
    // 25 schools, and the 8 places of one city (the map's demo data scales with the schools).
    expect(first.data).toEqual({ finalizeSetup: { success: true, code: null, demoRecords: 33 } });
    // The load's progress stays readable once it ended: every school written.
    expect((await api.graphql(DEMO_LOAD, as(adminCookie))).data).toEqual({
      setupDemoLoad: { running: false, done: 25, total: 25 },
    });
    const again = await api.graphql(FINALIZE, { variables: { demo: true }, ...as(adminCookie) });
    expect(again.data).toEqual({ finalizeSetup: { success: true, code: null, demoRecords: 0 } });
    // Demo data includes drafts and archived schools, as real data does: lists show the rest.
    const listed = await api.database.db
      .withTables<OpenSchoolTables>()
      .selectFrom('school')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('listed', '=', true)
      .executeTakeFirstOrThrow();
    expect(Number(listed.count)).toBeGreaterThan(15);
    expect((await api.graphql(SCHOOL_COUNT)).data).toEqual({
      schools: { pageInfo: { count: Number(listed.count) } },
    });
  });
});
