import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphql } from '@/core/client/graphql/public-graphql';
import { exactSearch, planSearch } from '@/modules/openschool/server/search/search-words';
import { buildSchool } from './support/school-factory';
import { startTestApp, type TestApp } from './support/test-app';
import { EMBEDDED_ONLY } from './support/test-database';

// Cities by their names in other languages (GeoNames' alternate names, decision 094), and a
// misspelt search's closest match first. Plain SQL on pg_trgm, as the rest of the search: the
// embedded engine only (school-filters.test.ts runs the search on both).

const SEARCH = graphql(`query citySearch($q: String, $sort: String) {
  schools(filter: { q: $q }, sort: $sort, limit: 20) { items { name city cityName } approximate }
}`);
const SCHOOL = graphql(`query cityOfSchool($id: ID!) { school(id: $id) { city cityName } }`);
const COMPARE = graphql(`query compareCities($ids: [ID!]!) {
  compareSchools(ids: $ids) { items { city cityName } }
}`);

// As the demo data and GeoNames' primary names store them.
const CITIES: [string, string, string][] = [
  ['Munich', 'DE', 'Isar Valley Academy'],
  ['Köln', 'DE', 'Rhine Bank School'],
  ['Genève', 'CH', 'Lakeshore Lyceum'],
  ['Beijing', 'CN', 'Forbidden Garden School'],
  ['Moscow', 'RU', 'Neva Birch Gymnasium'],
];

describe.each(EMBEDDED_ONLY)('city names and typo ranking on %s', (engine) => {
  let api: TestApp;
  const ids = new Map<string, string>();

  beforeAll(async () => {
    api = await startTestApp(engine);
    for (const [city, country_code, name] of CITIES) {
      ids.set(city, (await buildSchool(api.database.db, { name, city, country_code })).id);
    }
    // Stored as people in the city write it; GeoNames' primary name is `New York City`.
    await buildSchool(api.database.db, {
      name: 'Hudson Heights School',
      city: 'New York',
      country_code: 'US',
    });
    // Newer schools with `holly` in their name come first in the default sort (newest first).
    const base = Date.parse('2026-01-01T00:00:00Z');
    await buildSchool(api.database.db, { name: 'Hollyside Preparatory School', updated_at: new Date(base) });
    for (const [index, name] of ['Holly Park School', 'Hollybrook College', 'Holly Tree Academy'].entries()) {
      await buildSchool(api.database.db, { name, updated_at: new Date(base + (index + 1) * 60_000) });
    }
  });
  afterAll(() => api.close());

  const search = async (q: string, sort?: string) => {
    const { data, errors } = await api.graphql(SEARCH, { variables: { q, sort } });
    expect(errors).toBeUndefined();
    return data!.schools;
  };

  it.each([
    ['München', 'Isar Valley Academy'],
    ['Köln', 'Rhine Bank School'],
    ['Cologne', 'Rhine Bank School'],
    ['Genève', 'Lakeshore Lyceum'],
    ['Geneva', 'Lakeshore Lyceum'],
    ['北京', 'Forbidden Garden School'],
    ['Москва', 'Neva Birch Gymnasium'],
    ['Moskau gymnasium', 'Neva Birch Gymnasium'],
    // A name of several words, typed as a phrase: each word may be the city's name.
    ['Nueva York', 'Hudson Heights School'],
    ['Nowy Jork', 'Hudson Heights School'],
    ['Нью-Йорк', 'Hudson Heights School'],
    ['school Nova Iorque', 'Hudson Heights School'],
  ])('finds a school by its city called %j', async (q, name) => {
    const found = await search(q);
    expect(found.items.map((school) => school.name)).toEqual([name]);
    expect(found.approximate).toBe(false);
  });

  it('asks the schools only for the names some school has', async () => {
    const plan = await planSearch(api.database.db, exactSearch(['Москва']));
    expect(plan).toMatchObject({ findsNothing: false, words: [{ patterns: ['Moscow'] }] });
    // A word that is no city's name stays as typed.
    const lyceum = await planSearch(api.database.db, exactSearch(['Lyceum']));
    expect(lyceum.words[0]?.patterns).toEqual(['Lyceum']);
  });

  it.each([
    ['fr', ['Munich', 'Cologne', 'Genève', 'Pékin', 'Moscou']],
    ['de', ['München', 'Köln', 'Genf', 'Beijing', 'Moskau']],
    ['ar', ['ميونخ', 'قلونية', 'جنيف', 'بكين', 'موسكو']],
    ['zh-Hans', ['慕尼黑', '科隆', '日内瓦', '北京', '莫斯科']],
  ])(
    'shows each city as a %s reader writes it, on the cards, the school page and compare',
    async (lang, shown) => {
      const headers = { 'accept-language': lang };
      const { data } = await api.graphql(SEARCH, { variables: { q: 'a' }, headers });
      const cityOf = new Map(data?.schools.items.map((school) => [school.city, school.cityName]));
      expect(CITIES.map(([city]) => cityOf.get(city))).toEqual(shown);
      // The school page: the Beijing school's (a name in every one of these languages).
      const page = await api.graphql(SCHOOL, { variables: { id: ids.get('Beijing')! }, headers });
      expect(page.data?.school).toEqual({ city: 'Beijing', cityName: shown[3] });
      // Compare, and the map's card (it reads the school page's type, as above).
      const compared = await api.graphql(COMPARE, {
        variables: { ids: [ids.get('Munich')!, ids.get('Moscow')!] },
        headers,
      });
      expect(compared.data?.compareSchools.items).toEqual([
        { city: 'Munich', cityName: shown[0] },
        { city: 'Moscow', cityName: shown[4] },
      ]);
    },
  );

  it('shows a city GeoNames does not know as stored', async () => {
    const { data } = await api.graphql(SEARCH, {
      variables: { q: 'Holly Park' },
      headers: { 'accept-language': 'de' },
    });
    expect(data?.schools.items).toEqual([{ name: 'Holly Park School', city: 'Lyon', cityName: 'Lyon' }]);
  });

  it('ranks the closest match of a misspelt word first, whatever the sort', async () => {
    const newest = await search('Hollysde');
    expect(newest.approximate).toBe(true);
    expect(newest.items.map((school) => school.name)).toEqual([
      'Hollyside Preparatory School',
      'Holly Tree Academy',
      'Hollybrook College',
      'Holly Park School',
    ]);
    const byName = await search('Hollysde', 'name');
    expect(byName.items.map((school) => school.name)).toEqual([
      'Hollyside Preparatory School',
      'Holly Park School',
      'Holly Tree Academy',
      'Hollybrook College',
    ]);
  });
});
