import { print } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphql } from '@/core/client/graphql/public-graphql';
import { buildSchool } from './support/school-factory';
import { startTestApp, type TestApp } from './support/test-app';
import { ENGINES } from './support/test-database';

const SCHOOLS = graphql(`query schools($page: Int, $limit: Int, $sort: String, $q: String) {
  schools(page: $page, limit: $limit, sort: $sort, filter: { q: $q }) {
    pageInfo { count limit page }
    items { _id name avgFees city country slug countrySlug }
  }
}`);

describe.each(ENGINES)('schools query on %s', (engine) => {
  let api: TestApp;
  const base = Date.parse('2026-01-01T00:00:00Z');
  const names: string[] = [];

  beforeAll(async () => {
    api = await startTestApp(engine);
    const countries = ['FR', 'DE', 'JP', 'BR'];
    for (let i = 0; i < 12; i++) {
      const school = await buildSchool(api.database.db, {
        name: `School ${String(i).padStart(2, '0')}`,
        country_code: countries[i % 4],
        avg_fees_usd_cents: i === 3 ? null : 1_000_000 + i * 100_050,
        updated_at: new Date(base + i * 60_000),
      });
      names.push(school.name);
    }
    await buildSchool(api.database.db, {
      name: 'Lycée Étoile du Nord',
      city: 'Besançon',
      updated_at: new Date(base),
    });
  });
  afterAll(() => api.close());

  it('defaults to page 1, 10 schools, most recently updated first', async () => {
    const { data, errors } = await api.graphql(SCHOOLS);
    expect(errors).toBeUndefined();
    // School 03 has no fee: listed all the same, its fees not known yet.
    expect(data?.schools.pageInfo).toEqual({ count: 13, limit: 10, page: 1 });
    expect(data?.schools.items.map((school) => school.name)).toEqual(names.slice(2).reverse());
  });

  it('returns the list item fields of the spec', async () => {
    const { data } = await api.graphql(SCHOOLS, { variables: { q: 'School 05' } });
    expect(data?.schools.items).toEqual([
      {
        _id: expect.stringMatching(/^[0-9a-f-]{36}$/),
        name: 'School 05',
        avgFees: 15002.5,
        city: 'Lyon',
        country: 'DE',
        slug: 'school-05',
        countrySlug: 'germany',
      },
    ]);
  });

  it('pages through the rest', async () => {
    const { data } = await api.graphql(SCHOOLS, { variables: { page: 2 } });
    expect(data?.schools.pageInfo).toEqual({ count: 13, limit: 10, page: 2 });
    expect(data?.schools.items.map((school) => school.name)).toEqual([
      'School 01',
      'Lycée Étoile du Nord',
      'School 00',
    ]);
  });

  it('sorts by name and by fees', async () => {
    const byName = await api.graphql(SCHOOLS, { variables: { sort: 'name', limit: 3 } });
    expect(byName.data?.schools.items.map((school) => school.name)).toEqual([
      'Lycée Étoile du Nord',
      'School 00',
      'School 01',
    ]);
    // The fee not known yet comes last, dearest or cheapest first alike.
    for (const sort of ['-avgFees', 'avgFees']) {
      const byFees = await api.graphql(SCHOOLS, { variables: { sort, limit: 13 } });
      const items = byFees.data!.schools.items;
      expect(items.at(-1)).toMatchObject({ name: 'School 03', avgFees: null });
      const known = items.slice(0, -1).map((school) => school.avgFees!);
      expect(known).not.toContain(null);
      expect(known).toEqual([...known].sort((a, b) => (sort === 'avgFees' ? a - b : b - a)));
      expect(known[0]).toBe(sort === 'avgFees' ? 10000 : 21005.5);
    }
  });

  it('searches names and cities without accents or case', async () => {
    const { data } = await api.graphql(SCHOOLS, { variables: { q: 'etoile' } });
    expect(data?.schools.items.map((school) => school.name)).toEqual(['Lycée Étoile du Nord']);
    const byCity = await api.graphql(SCHOOLS, { variables: { q: 'BESANCON' } });
    expect(byCity.data?.schools.pageInfo.count).toBe(1);
  });

  it('searches by country name in other languages', async () => {
    for (const q of ['Allemagne', 'Deutschland', 'germany']) {
      const { data } = await api.graphql(SCHOOLS, { variables: { q, limit: 100 } });
      expect(data?.schools.items.map((school) => school.country)).toEqual(['DE', 'DE', 'DE']);
    }
  });

  it.each([
    [{ limit: 0 }, 'limit.invalid'],
    [{ limit: 10_000 }, 'limit.invalid'],
    [{ page: -1 }, 'page.invalid'],
    [{ sort: 'price' }, 'sort.invalid'],
    [{ q: 'x'.repeat(101) }, 'q.too.long'],
  ])('refuses %j with %s', async (variables, code) => {
    const response = await api.graphql(SCHOOLS, { variables });
    expect(response.status).toBeLessThan(500);
    expect(response.data).toBeNull();
    expect(response.errors?.[0]?.extensions?.code).toBe(code);
  });

  it('refuses an argument of the wrong type without a server error', async () => {
    // A string for an Int: sent as text, untyped.
    const response = await api.graphql(print(SCHOOLS), { variables: { limit: 'ten' } });
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(response.status).toBeLessThan(500);
    expect(response.errors?.[0]?.message).toMatch(/limit/);
  });
});
