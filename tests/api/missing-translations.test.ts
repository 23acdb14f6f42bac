import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MISSING_TRANSLATIONS_KEPT } from '@/core/server/i18n/missing-translation-route';
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
    [{ lng: 'fr', ns: 'no-such-namespace', key: 'a' }, 'field.invalid'],
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

  it('keeps at most MISSING_TRANSLATIONS_KEPT keys, still counting the ones it keeps', async () => {
    await sql`
      insert into missing_translation (lng, ns, key, count, last_seen_at)
      select 'de', 'common', 'flood.' || n, 1, now()
      from generate_series(1, ${MISSING_TRANSLATIONS_KEPT - 1}) as n
    `.execute(api.database.db);
    const total = async () =>
      (await sql<{ n: number }>`select count(*)::int as n from missing_translation`.execute(api.database.db))
        .rows[0]?.n;
    expect(await total()).toBe(MISSING_TRANSLATIONS_KEPT);
    expect((await report({ lng: 'de', ns: 'common', key: 'one.too.many' })).json()).toEqual({
      success: true,
      code: null,
    });
    expect(await total()).toBe(MISSING_TRANSLATIONS_KEPT);
    await report({ lng: 'fr', ns: 'openschool', key: 'home.brandNew' });
    const kept = await sql<{ count: number }>`
      select count from missing_translation where lng = 'fr' and key = 'home.brandNew'
    `.execute(api.database.db);
    expect(kept.rows[0]?.count).toBe(3);
  });
});
