import type { ResultOf } from 'gql.tada';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphql } from '@/core/client/graphql/public-graphql';
import { listSchools } from '@/modules/openschool/server/search/search-repository';
import { exactSearch } from '@/modules/openschool/server/search/search-words';
import type { OpenSchoolTables } from '@/modules/openschool/server/tables';
import { buildSchool } from './support/school-factory';
import { startTestApp, type TestApp } from './support/test-app';
import { ENGINES } from './support/test-database';

const SCHOOLS = graphql(`query schools($filter: SchoolFilter, $sort: String, $page: Int, $limit: Int) {
  schools(filter: $filter, sort: $sort, page: $page, limit: $limit) {
    pageInfo { count limit page }
    items { name city country countrySlug countryName }
  }
}`);

const SEARCH_PAGE = graphql(`query ($page: Int) { schools(filter: { q: "escola" }, page: $page, limit: 2) {
  pageInfo { count limit page } countIsLowerBound items { name } } }`);

const COUNTRY = graphql(`query country($slug: String!) { country(slug: $slug) { _id name slug } }`);

const COUNTS = graphql(`query missingFactsCounts {
  schoolsCountByCountry { items { _id slug count } }
  schools(filter: { country: "NZ" }, sort: "name") { pageInfo { count } items { name avgFees boarding curriculums { slug } } }
}`);

const SCHOOL = graphql(`query bareSchool($id: ID!) {
  school(id: $id) {
    name listed avgFees boarding ageFrom ageTo languages gradeSystem
    curriculums { slug }
    fees { academicYear grades { age } oneOff { kind } extras { kind } }
  }
}`);

const MISSING = graphql(`query missingFacts(
  $countrySlug: String, $missing: String, $sort: String, $page: Int, $limit: Int
) {
  schoolsMissingFacts(countrySlug: $countrySlug, missing: $missing, sort: $sort, page: $page, limit: $limit) {
    pageInfo { count limit page }
    countIsLowerBound
    items { _id name city countrySlug countryName missing }
  }
}`);

const EVERY_FACT = ['fees', 'curriculums', 'ages', 'languages', 'boarding', 'location'];

describe.each(ENGINES)('school list by country on %s', (engine) => {
  let api: TestApp;
  const base = Date.parse('2026-02-01T00:00:00Z');

  beforeAll(async () => {
    api = await startTestApp(engine);
    // 7 schools in Portugal (Lisboa and Vila Nova), 3 in Spain, 1 in Chile.
    for (let i = 0; i < 7; i++) {
      await buildSchool(api.database.db, {
        name: `Escola ${String(i).padStart(2, '0')}`,
        city: i % 2 === 0 ? 'Lisboa' : 'Vila Nova',
        country_code: 'PT',
        avg_fees_usd_cents: 1_000_000 + i * 100_000,
        updated_at: new Date(base + i * 60_000),
      });
    }
    for (const [i, city] of ['Madrid', 'Vila Nova', 'Sevilla'].entries()) {
      await buildSchool(api.database.db, {
        name: `Colegio ${i}`,
        city,
        country_code: 'ES',
        updated_at: new Date(base + i * 60_000),
      });
    }
    await buildSchool(api.database.db, { name: 'Colegio Andino', city: 'Santiago', country_code: 'CL' });
  });
  afterAll(() => api.close());

  const names = (data: ResultOf<typeof SCHOOLS> | ResultOf<typeof SEARCH_PAGE> | null | undefined) =>
    data?.schools.items.map((school) => school.name);

  it('lists only the schools of the country, most recently updated first', async () => {
    const { data, errors } = await api.graphql(SCHOOLS, { variables: { filter: { country: 'PT' } } });
    expect(errors).toBeUndefined();
    expect(data?.schools.pageInfo).toEqual({ count: 7, limit: 10, page: 1 });
    expect(names(data)).toEqual([
      'Escola 06',
      'Escola 05',
      'Escola 04',
      'Escola 03',
      'Escola 02',
      'Escola 01',
      'Escola 00',
    ]);
    expect(new Set(data?.schools.items.map((school) => school.countrySlug))).toEqual(new Set(['portugal']));
  });

  it('accepts the code in lower case', async () => {
    const { data } = await api.graphql(SCHOOLS, { variables: { filter: { country: ' es ' } } });
    expect(data?.schools.pageInfo.count).toBe(3);
  });

  it('pages through one country with the count of that country', async () => {
    const first = await api.graphql(SCHOOLS, { variables: { limit: 3, filter: { country: 'PT' } } });
    expect(first.data?.schools.pageInfo).toEqual({ count: 7, limit: 3, page: 1 });
    const last = await api.graphql(SCHOOLS, { variables: { limit: 3, page: 3, filter: { country: 'PT' } } });
    expect(last.data?.schools.pageInfo).toEqual({ count: 7, limit: 3, page: 3 });
    expect(names(last.data)).toEqual(['Escola 00']);
    const past = await api.graphql(SCHOOLS, { variables: { limit: 3, page: 4, filter: { country: 'PT' } } });
    expect(past.data?.schools.items).toEqual([]);
    expect(past.data?.schools.pageInfo.count).toBe(7);
  });

  it('sorts one country by name and by fees', async () => {
    const byName = await api.graphql(SCHOOLS, { variables: { sort: '-name', filter: { country: 'ES' } } });
    expect(names(byName.data)).toEqual(['Colegio 2', 'Colegio 1', 'Colegio 0']);
    const byFees = await api.graphql(SCHOOLS, {
      variables: { filter: { country: 'PT' }, sort: '-avgFees', limit: 2 },
    });
    expect(names(byFees.data)).toEqual(['Escola 06', 'Escola 05']);
  });

  it('combines the country with the search text and the sort', async () => {
    const { data } = await api.graphql(SCHOOLS, {
      variables: { filter: { country: 'PT', q: 'vila nova' }, sort: 'name' },
    });
    // Colegio 1 is in a Vila Nova too, but in Spain.
    expect(data?.schools.pageInfo.count).toBe(3);
    expect(names(data)).toEqual(['Escola 01', 'Escola 03', 'Escola 05']);
    const spain = await api.graphql(SCHOOLS, { variables: { filter: { country: 'ES', q: 'VILA NOVA' } } });
    expect(names(spain.data)).toEqual(['Colegio 1']);
  });

  it('counts a search’s matches past a full page, and from the last page without counting', async () => {
    const page = (page: number) => api.graphql(SEARCH_PAGE, { variables: { page } });
    for (const number of [1, 3, 4, 5]) {
      const { data } = await page(number);
      expect(data?.schools.pageInfo).toEqual({ count: 7, limit: 2, page: number });
      expect(data?.schools.countIsLowerBound).toBe(false);
    }
    expect(names((await page(4)).data)).toEqual(['Escola 00']);
    expect(names((await page(5)).data)).toEqual([]);
  });

  it('stops counting matches past the cap and says the count is a lower bound', async () => {
    const list = (offset: number) =>
      listSchools(api.database.db, {
        filter: { words: exactSearch(['escola']) },
        sort: { field: 'name', direction: 'asc' },
        limit: 2,
        offset,
        countCap: 3,
      });
    // Counting stops 3 schools past the page's start, so every page up to the count exists.
    expect(await list(0)).toMatchObject({ count: 3, countIsLowerBound: true });
    expect(await list(2)).toMatchObject({ count: 5, countIsLowerBound: true });
    expect(await list(4)).toMatchObject({ count: 7, countIsLowerBound: false });
    const last = await list(6);
    expect(last).toMatchObject({ count: 7, countIsLowerBound: false });
    expect(last.rows.map((row) => row.name)).toEqual(['Escola 06']);
    // The plain country list is counted from the per-country counts, exactly.
    const country = await listSchools(api.database.db, {
      filter: { countryCode: 'PT' },
      sort: { field: 'name', direction: 'asc' },
      limit: 2,
      offset: 0,
      countCap: 3,
    });
    expect(country).toMatchObject({ count: 7, countIsLowerBound: false });
  });

  it('finds nothing in a real country without schools', async () => {
    const { data, errors } = await api.graphql(SCHOOLS, { variables: { filter: { country: 'IS' } } });
    expect(errors).toBeUndefined();
    expect(data?.schools).toEqual({ pageInfo: { count: 0, limit: 10, page: 1 }, items: [] });
  });

  it.each(['XX', 'ZZ', 'FRA', 'F', '12', ''])(
    'refuses the country %j with country.invalid',
    async (country) => {
      const response = await api.graphql(SCHOOLS, { variables: { filter: { country } } });
      expect(response.status).toBeLessThan(500);
      expect(response.data).toBeNull();
      expect(response.errors?.[0]?.extensions?.code).toBe('country.invalid');
    },
  );

  it('names the country of a slug in the language of the request, null for an unknown slug', async () => {
    const french = await api.graphql(COUNTRY, {
      variables: { slug: 'united-kingdom' },
      headers: { 'accept-language': 'fr' },
    });
    expect(french.data?.country).toEqual({ _id: 'GB', name: 'Royaume-Uni', slug: 'united-kingdom' });
    const unknown = await api.graphql(COUNTRY, { variables: { slug: 'atlantis' } });
    expect(unknown.errors).toBeUndefined();
    expect(unknown.data?.country).toBeNull();
  });

  // As imported from open data: listed, counted, and on the "help complete" page.
  describe('schools whose facts are not known yet', () => {
    let bare: { id: string };
    let placed: { id: string };

    beforeAll(async () => {
      const base = Date.parse('2026-04-01T00:00:00Z');
      // As an import writes them: a name, a country and a city; the second has a position too.
      bare = await buildSchool(
        api.database.db,
        {
          name: 'Dunedin School',
          country_code: 'NZ',
          city: 'Dunedin',
          avg_fees_usd_cents: null,
          updated_at: new Date(base + 60_000),
        },
        { curriculums: [] },
      );
      placed = await buildSchool(
        api.database.db,
        {
          name: 'Wellington International School',
          country_code: 'NZ',
          city: 'Wellington',
          latitude: -41.2866,
          longitude: 174.7756,
          avg_fees_usd_cents: null,
          updated_at: new Date(base),
        },
        { curriculums: [] },
      );
      // Every fact known: not on the "help complete" page.
      await buildSchool(api.database.db, {
        name: 'Nelson Complete School',
        country_code: 'NZ',
        city: 'Nelson',
        languages: ['en', 'mi'],
        age_from: 5,
        age_to: 16,
        boarding: false,
        latitude: -41.27,
        longitude: 173.28,
      });
      await buildSchool(
        api.database.db,
        { name: 'Draft Bare School', country_code: 'NZ', city: 'Napier', status: 'draft' },
        { curriculums: [] },
      );
    });

    it('lists a school published with a name, a country and a city: counted on the home page and in its country', async () => {
      const { data, errors } = await api.graphql(COUNTS);
      expect(errors).toBeUndefined();
      expect(data!.schoolsCountByCountry.items).toContainEqual({ _id: 'NZ', slug: 'new-zealand', count: 3 });
      expect(data!.schools.pageInfo.count).toBe(3);
      expect(data!.schools.items).toEqual([
        { name: 'Dunedin School', avgFees: null, boarding: null, curriculums: [] },
        {
          name: 'Nelson Complete School',
          avgFees: 15_000,
          boarding: false,
          curriculums: [{ slug: 'ib-dp' }],
        },
        { name: 'Wellington International School', avgFees: null, boarding: null, curriculums: [] },
      ]);
    });

    it('gives its page nothing it does not know: no fee, no curriculum, no boarding, no ages', async () => {
      const { data } = await api.graphql(SCHOOL, { variables: { id: bare.id } });
      expect(data!.school).toMatchObject({
        name: 'Dunedin School',
        listed: true,
        avgFees: null,
        boarding: null,
        ageFrom: null,
        ageTo: null,
        languages: [],
        curriculums: [],
        fees: { grades: [], oneOff: [], extras: [] },
      });
    });

    it('lists the listed schools lacking facts, with what each lacks, by name or newest change', async () => {
      const { data, errors } = await api.graphql(MISSING, { variables: { countrySlug: 'new-zealand' } });
      expect(errors).toBeUndefined();
      expect(data!.schoolsMissingFacts).toEqual({
        pageInfo: { count: 2, limit: 20, page: 1 },
        countIsLowerBound: false,
        items: [
          {
            _id: bare.id,
            name: 'Dunedin School',
            city: 'Dunedin',
            countrySlug: 'new-zealand',
            countryName: 'New Zealand',
            missing: EVERY_FACT,
          },
          {
            _id: placed.id,
            name: 'Wellington International School',
            city: 'Wellington',
            countrySlug: 'new-zealand',
            countryName: 'New Zealand',
            missing: EVERY_FACT.filter((fact) => fact !== 'location'),
          },
        ],
      });
      const newest = await api.graphql(MISSING, {
        variables: { countrySlug: 'new-zealand', sort: '-updatedAt' },
      });
      expect(newest.data!.schoolsMissingFacts.items.map((school) => school._id)).toEqual([
        bare.id,
        placed.id,
      ]);
    });

    it('narrows to one fact, pages with the count, and covers every country without one', async () => {
      const lacking = async (variables: Record<string, unknown>) =>
        (await api.graphql(MISSING, { variables })).data!.schoolsMissingFacts;
      expect(
        (await lacking({ countrySlug: 'new-zealand', missing: 'location' })).items.map((s) => s.name),
      ).toEqual(['Dunedin School']);
      expect((await lacking({ countrySlug: 'new-zealand', missing: 'fees' })).pageInfo.count).toBe(2);
      const second = await lacking({ countrySlug: 'new-zealand', limit: 1, page: 2 });
      expect(second.pageInfo).toEqual({ count: 2, limit: 1, page: 2 });
      expect(second.items.map((s) => s.name)).toEqual(['Wellington International School']);
      const all = await lacking({});
      expect(all.items.map((s) => s._id)).toEqual(expect.arrayContaining([bare.id, placed.id]));
      expect(all.items.map((s) => s.name)).not.toContain('Draft Bare School');
      expect(await lacking({ countrySlug: 'atlantis' })).toEqual({
        pageInfo: { count: 0, limit: 20, page: 1 },
        countIsLowerBound: false,
        items: [],
      });
    });

    it('refuses a fact it does not know, with a translated code', async () => {
      for (const [variables, code] of [
        [{ missing: 'colour' }, 'missing.invalid'],
        [{ sort: 'avgFees' }, 'sort.invalid'],
        [{ limit: 500 }, 'limit.invalid'],
      ] as const) {
        const { errors } = await api.graphql(MISSING, { variables });
        expect(errors?.[0]?.extensions?.code, JSON.stringify(variables)).toBe(code);
      }
    });

    it('takes a school off once people add what it lacked', async () => {
      const tables = api.database.db.withTables<OpenSchoolTables>();
      await tables
        .updateTable('school')
        .set({
          languages: ['en'],
          age_from: 6,
          age_to: 15,
          boarding: false,
          latitude: 65.68,
          longitude: -18.09,
        })
        .where('id', '=', bare.id)
        .execute();
      const after = await api.graphql(MISSING, { variables: { countrySlug: 'new-zealand' } });
      expect(after.data!.schoolsMissingFacts.items.find((s) => s._id === bare.id)?.missing).toEqual([
        'fees',
        'curriculums',
      ]);
      const ages = await api.graphql(MISSING, { variables: { countrySlug: 'new-zealand', missing: 'ages' } });
      expect(ages.data!.schoolsMissingFacts.items.map((s) => s._id)).toEqual([placed.id]);
    });
  });
});
