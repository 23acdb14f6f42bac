import type { VariablesOf } from 'gql.tada';
import { print } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphql } from '@/core/client/graphql/public-graphql';
import { startTestApp, type TestApp } from './support/test-app';
import { ENGINES } from './support/test-database';

const LEGAL_PAGE = graphql('query ($name: LegalPageName!) { legalPage(name: $name) { name text custom } }');
const SETTINGS = graphql('{ settings { items { key } } }');

describe.each(ENGINES)('legal pages on %s', (engine) => {
  let api: TestApp;
  beforeAll(async () => {
    api = await startTestApp(engine, {
      WEBSITE_NAME: 'Schools Abroad',
      WEBSITE_URL: 'https://schools.example',
      COMPANY_ADDRESS: '1 Harbour Street\nLisbon',
      EMAIL_CONTACT: 'hello@schools.example',
    });
  });
  afterAll(() => api.close());

  const legalPage = async (name: VariablesOf<typeof LEGAL_PAGE>['name'], lang = 'en') => {
    const response = await api.graphql(LEGAL_PAGE, {
      variables: { name },
      headers: { 'accept-language': lang },
    });
    return response.data!.legalPage;
  };

  it('serves the default text in the visitor’s language, filled from the settings', async () => {
    const privacy = await legalPage('privacy');
    expect(privacy.custom).toBe(false);
    expect(privacy.text).toContain('## Your rights');
    expect(privacy.text).toContain('Schools Abroad (https://schools.example)');
    expect(privacy.text).toContain('Schools Abroad, 1 Harbour Street, Lisbon');
    expect(privacy.text).toContain('hello@schools.example');
    expect(privacy.text).not.toContain('{{');

    const terms = await legalPage('terms', 'de');
    expect(terms.text).toContain('## Haftung');
  });

  it('serves the admin’s own text once set, and the default again when it is emptied', async () => {
    await api.app.settings.set('TERMS_TEXT', 'Our own terms for {{siteName}}.\n\n## Fair use\nBe kind.');
    expect(await legalPage('terms', 'fr')).toEqual({
      name: 'terms',
      text: 'Our own terms for Schools Abroad.\n\n## Fair use\nBe kind.',
      custom: true,
    });
    await api.app.settings.set('TERMS_TEXT', '   ');
    expect(await legalPage('terms', 'fr')).toMatchObject({
      custom: false,
      text: expect.stringContaining('## Responsabilité'),
    });
  });

  it('refuses an unknown page and keeps the texts out of the public settings', async () => {
    // Not a LegalPageName: sent as text, untyped.
    const unknown = await api.graphql(print(LEGAL_PAGE), { variables: { name: 'cookies' } });
    expect(unknown.errors?.length).toBeGreaterThan(0);
    expect(unknown.status).toBeLessThan(500);
    const { data } = await api.graphql(SETTINGS);
    expect(data!.settings.items.map((item) => item.key)).not.toContain('PRIVACY_TEXT');
  });
});
