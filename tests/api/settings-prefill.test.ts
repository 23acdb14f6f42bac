import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphql } from '@/core/client/graphql/public-graphql';
import { prefillSettingsFromEnv } from '@/core/server/settings/prefill-from-env';
import { startTestApp, type TestApp } from './support/test-app';
import { ENGINES } from './support/test-database';

const PUBLIC_SETTINGS = graphql('query { settings { items { key value } } }');

describe.each(ENGINES)('settings pre-filled from the environment on %s', (engine) => {
  let api: TestApp;

  beforeAll(async () => {
    api = await startTestApp(engine, {
      WEBSITE_NAME: 'Schools From Env',
      ENABLE_CONTACT_US: 'true',
      LANGUAGES: 'en, fr',
    });
  });
  afterAll(() => api.close());

  it('stores setting-named variables with their types when nothing is stored yet', async () => {
    const { data } = await api.graphql(PUBLIC_SETTINGS);
    const settings = Object.fromEntries(data!.settings.items.map((item) => [item.key, item.value]));
    expect(settings).toMatchObject({
      WEBSITE_NAME: 'Schools From Env',
      ENABLE_CONTACT_US: true,
      LANGUAGES: ['en', 'fr'],
    });
  });

  it('never overwrites a stored value: the database is the source of truth', async () => {
    await api.app.settings.set('WEBSITE_NAME', 'Edited In Admin');
    const filled = await prefillSettingsFromEnv(api.app.settings, { WEBSITE_NAME: 'Schools From Env' });
    expect(filled).toEqual([]);
    expect(await api.app.settings.get('WEBSITE_NAME')).toBe('Edited In Admin');
  });

  it('refuses a variable that is not a valid value, naming it', async () => {
    await expect(prefillSettingsFromEnv(api.app.settings, { WEBSITE_URL: 'not a url' })).rejects.toThrow(
      'The environment variable WEBSITE_URL="not a url" is not a valid value: url.invalid',
    );
  });
});
