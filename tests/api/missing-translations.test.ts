import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './support/test-app';

describe('missing translation reports', () => {
  let api: TestApp;
  beforeAll(async () => {
    api = await startTestApp('pglite');
  });
  afterAll(() => api.close());

  const report = (payload: unknown) =>
    api.app.inject({ method: 'POST', url: '/api/i18n/add-missing-translation', payload: payload as object });

  it('records a missing key once per language and namespace, counting the reports', async () => {
    expect((await report({ lng: 'fr', ns: 'openschool', key: 'home.brandNew' })).json()).toEqual({
      success: true,
      code: null,
    });
    await report({ lng: 'fr', ns: 'openschool', key: 'home.brandNew' });
    const rows = await sql<{ lng: string; ns: string; key: string; count: number }>`
      select lng, ns, key, count from missing_translation
    `.execute(api.database.db);
    expect(rows.rows).toEqual([{ lng: 'fr', ns: 'openschool', key: 'home.brandNew', count: 2 }]);
  });

  it.each([
    [{ lng: 'xx', ns: 'common', key: 'a' }, 'language.invalid'],
    [{ lng: 'fr', ns: '../etc', key: 'a' }, 'field.invalid'],
    [{ lng: 'fr', ns: 'common', key: 'k'.repeat(201) }, 'field.too.long'],
  ])('refuses %j with %s and stores nothing', async (payload, code) => {
    const response = await report(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, code });
    const rows = await sql<{ n: number }>`select count(*)::int as n from missing_translation`.execute(
      api.database.db,
    );
    expect(rows.rows[0]?.n).toBe(1);
  });
});
