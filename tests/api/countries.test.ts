import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphql } from '@/core/client/graphql/public-graphql';
import type { OpenSchoolTables } from '@/modules/openschool/server/tables';
import { buildSchool } from './support/school-factory';
import { startTestApp, type TestApp } from './support/test-app';
import { ENGINES } from './support/test-database';

const COUNTS = graphql('query counts { schoolsCountByCountry { items { _id name slug count } } }');
const SCHOOL_COUNT = graphql('query schoolCount { schools { pageInfo { count } } }');

describe.each(ENGINES)('schoolsCountByCountry on %s', (engine) => {
  let api: TestApp;

  beforeAll(async () => {
    api = await startTestApp(engine);
    for (const [code, count] of [
      ['DE', 3],
      ['FR', 1],
      ['ES', 2],
    ] as const) {
      for (let i = 0; i < count; i++) await buildSchool(api.database.db, { country_code: code });
    }
  });
  afterAll(() => api.close());

  it('counts the schools of each country, sorted by English name by default', async () => {
    const { data, errors } = await api.graphql(COUNTS);
    expect(errors).toBeUndefined();
    expect(data?.schoolsCountByCountry.items).toEqual([
      { _id: 'FR', name: 'France', slug: 'france', count: 1 },
      { _id: 'DE', name: 'Germany', slug: 'germany', count: 3 },
      { _id: 'ES', name: 'Spain', slug: 'spain', count: 2 },
    ]);
  });

  it('names and sorts the countries in the language of Accept-Language', async () => {
    const { data } = await api.graphql(COUNTS, {
      headers: { 'accept-language': 'fr-CH, fr;q=0.9' },
    });
    expect(data?.schoolsCountByCountry.items.map((item) => item.name)).toEqual([
      'Allemagne',
      'Espagne',
      'France',
    ]);
    const german = await api.graphql(COUNTS, { headers: { 'accept-language': 'de' } });
    expect(german.data?.schoolsCountByCountry.items.map((item) => item.name)).toEqual([
      'Deutschland',
      'Frankreich',
      'Spanien',
    ]);
  });

  it('keeps slugs in English whatever the language', async () => {
    const { data } = await api.graphql(COUNTS, { headers: { 'accept-language': 'ja' } });
    expect(data?.schoolsCountByCountry.items.map((item) => item.slug).sort()).toEqual([
      'france',
      'germany',
      'spain',
    ]);
  });

  it('follows schools added, moved to another country and removed', async () => {
    const db = api.database.db.withTables<OpenSchoolTables>();
    const italian = await buildSchool(api.database.db, { country_code: 'IT' });
    await db.updateTable('school').set({ country_code: 'FR' }).where('country_code', '=', 'ES').execute();
    const after = await api.graphql(COUNTS);
    expect(after.data?.schoolsCountByCountry.items.map((item) => [item._id, item.count])).toEqual([
      ['FR', 3],
      ['DE', 3],
      ['IT', 1],
    ]);
    const total = await api.graphql(SCHOOL_COUNT);
    expect(total.data?.schools.pageInfo.count).toBe(7);

    await db.deleteFrom('school').where('id', '=', italian.id).execute();
    await db.updateTable('school').set({ country_code: 'ES' }).where('country_code', '=', 'FR').execute();
    const back = await api.graphql(COUNTS);
    expect(back.data?.schoolsCountByCountry.items.map((item) => [item._id, item.count])).toEqual([
      ['DE', 3],
      ['ES', 3],
    ]);
  });
});
