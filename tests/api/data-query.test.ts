import { print } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminGraphql } from '@/core/client/graphql/admin-graphql';
import { graphql } from '@/core/client/graphql/public-graphql';
import { startTestApp, type TestApp } from './support/test-app';
import { ENGINES } from './support/test-database';

const DATA = graphql(`query data {
  me { code error success item { _id email permissions } }
  settings { items { key value } }
}`);

describe.each(ENGINES)('initial data query on %s', (engine) => {
  let api: TestApp;

  beforeAll(async () => {
    api = await startTestApp(engine);
    await api.app.settings.set('SESSION_SECRET', 'secret-session-value');
    await api.app.settings.set('EMAIL_ADMIN', 'admin-private@example.com');
    await api.app.settings.set('WEBSITE_NAME', 'Schools Abroad');
  });
  afterAll(() => api.close());

  it('answers a signed-out visitor with no user', async () => {
    const { data } = await api.graphql(DATA);
    expect(data?.me).toEqual({ code: null, error: null, success: true, item: null });
  });

  it('lists public settings with stored values and defaults, and the setup flags', async () => {
    const { data } = await api.graphql(DATA);
    const settings = Object.fromEntries(data!.settings.items.map((item) => [item.key, item.value]));
    expect(settings).toMatchObject({
      WEBSITE_NAME: 'Schools Abroad',
      LANGUAGES: [
        'en',
        'fr',
        'de',
        'es',
        'nl',
        'it',
        'sv',
        'pt',
        'ru',
        'ja',
        'lv',
        'is',
        'ro',
        'el',
        'ar',
        'sk',
        'cs',
        'pl',
        'zh-Hans',
        'zh-Hant',
      ],
      ENABLE_OPENSCHOOL: true,
      setupInitialized: false,
      setupFinalized: false,
    });
  });

  it('never lists a private setting, set or not', async () => {
    const response = await api.app.inject({
      method: 'POST',
      url: '/api/graphql',
      headers: { 'content-type': 'application/json' },
      payload: { query: print(DATA) },
    });
    const privateKeys = api.app.settings
      .definitions()
      .filter((definition) => definition.private)
      .map((definition) => definition.key);
    expect(privateKeys).toContain('SESSION_SECRET');
    for (const key of privateKeys) expect(response.body).not.toContain(`"${key}"`);
    expect(response.body).not.toContain('secret-session-value');
    expect(response.body).not.toContain('admin-private@example.com');
  });

  it('refuses an invalid setting value and keeps the old one', async () => {
    await expect(api.app.settings.set('WEBSITE_URL', 'not a url')).rejects.toMatchObject({
      code: 'url.invalid',
    });
    await expect(api.app.settings.set('NO_SUCH_KEY', 'x')).rejects.toMatchObject({ code: 'setting.unknown' });
    expect(await api.app.settings.get('WEBSITE_URL')).toBe('http://localhost:3000');
  });
});

describe('the two endpoints', () => {
  let api: TestApp;
  beforeAll(async () => {
    api = await startTestApp('pglite');
  });
  afterAll(() => api.close());

  it('keeps admin operations off the public endpoint', async () => {
    const response = await api.graphql('{ settingDefinitions { key } }');
    expect(response.errors?.[0]?.message).toMatch(/Cannot query field "settingDefinitions"/);
  });

  it('keeps public operations off the admin endpoint', async () => {
    const response = await api.graphql('{ schools { items { _id } } }', { endpoint: 'admin' });
    expect(response.errors?.[0]?.message).toMatch(/Cannot query field "schools"/);
  });

  it('refuses an admin operation without its permission', async () => {
    const response = await api.graphql(adminGraphql('{ settingDefinitions { key } }'), { endpoint: 'admin' });
    expect(response.status).toBeLessThan(500);
    expect(response.errors?.[0]?.extensions?.code).toBe('user.not.authorized');
  });

  it('answers an unknown API path with a JSON 404', async () => {
    const response = await api.app.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ success: false, code: 'not.found' });
  });
});
