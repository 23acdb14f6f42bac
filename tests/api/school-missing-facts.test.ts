import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphql } from '../../src/core/client/graphql/public-graphql';
import type { OpenSchoolTables } from '../../src/modules/openschool/server/tables';
import { buildSchool } from './support/school-factory';
import { startTestApp, type TestApp } from './support/test-app';
import { ENGINES } from './support/test-database';

const COUNTS = graphql(`query missingFactsCounts {
  schoolsCountByCountry { items { _id slug count } }
  schools(country: "IS", sort: "name") { pageInfo { count } items { name avgFees boarding curriculums { slug } } }
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

describe.each(ENGINES)('schools whose facts are not known yet on %s', (engine) => {
  let api: TestApp;
  let bare: { id: string };
  let placed: { id: string };

  beforeAll(async () => {
    api = await startTestApp(engine);
    const base = Date.parse('2026-04-01T00:00:00Z');
    // As an import writes them: a name, a country and a city; the second has a position too.
    bare = await buildSchool(
      api.database.db,
      {
        name: 'Akureyri School',
        country_code: 'IS',
        city: 'Akureyri',
        avg_fees_usd_cents: null,
        updated_at: new Date(base + 60_000),
      },
      { curriculums: [] },
    );
    placed = await buildSchool(
      api.database.db,
      {
        name: 'Reykjavík International School',
        country_code: 'IS',
        city: 'Reykjavík',
        latitude: 64.1466,
        longitude: -21.9426,
        avg_fees_usd_cents: null,
        updated_at: new Date(base),
      },
      { curriculums: [] },
    );
    // Every fact known: not on the "help complete" page.
    await buildSchool(api.database.db, {
      name: 'Hafnarfjörður Complete School',
      country_code: 'IS',
      city: 'Hafnarfjörður',
      languages: ['en', 'is'],
      age_from: 5,
      age_to: 16,
      boarding: false,
      latitude: 64.07,
      longitude: -21.95,
    });
    await buildSchool(
      api.database.db,
      { name: 'Draft Bare School', country_code: 'IS', city: 'Selfoss', status: 'draft' },
      { curriculums: [] },
    );
  });
  afterAll(() => api.close());

  it('lists a school published with a name, a country and a city: counted on the home page and in its country', async () => {
    const { data, errors } = await api.graphql(COUNTS);
    expect(errors).toBeUndefined();
    expect(data!.schoolsCountByCountry.items).toContainEqual({ _id: 'IS', slug: 'iceland', count: 3 });
    expect(data!.schools.pageInfo.count).toBe(3);
    expect(data!.schools.items).toEqual([
      { name: 'Akureyri School', avgFees: null, boarding: null, curriculums: [] },
      {
        name: 'Hafnarfjörður Complete School',
        avgFees: 15_000,
        boarding: false,
        curriculums: [{ slug: 'ib-dp' }],
      },
      { name: 'Reykjavík International School', avgFees: null, boarding: null, curriculums: [] },
    ]);
  });

  it('gives its page nothing it does not know: no fee, no curriculum, no boarding, no ages', async () => {
    const { data } = await api.graphql(SCHOOL, { variables: { id: bare.id } });
    expect(data!.school).toMatchObject({
      name: 'Akureyri School',
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
    const { data, errors } = await api.graphql(MISSING, { variables: { countrySlug: 'iceland' } });
    expect(errors).toBeUndefined();
    expect(data!.schoolsMissingFacts).toEqual({
      pageInfo: { count: 2, limit: 20, page: 1 },
      countIsLowerBound: false,
      items: [
        {
          _id: bare.id,
          name: 'Akureyri School',
          city: 'Akureyri',
          countrySlug: 'iceland',
          countryName: 'Iceland',
          missing: EVERY_FACT,
        },
        {
          _id: placed.id,
          name: 'Reykjavík International School',
          city: 'Reykjavík',
          countrySlug: 'iceland',
          countryName: 'Iceland',
          missing: EVERY_FACT.filter((fact) => fact !== 'location'),
        },
      ],
    });
    const newest = await api.graphql(MISSING, { variables: { countrySlug: 'iceland', sort: '-updatedAt' } });
    expect(newest.data!.schoolsMissingFacts.items.map((school) => school._id)).toEqual([bare.id, placed.id]);
  });

  it('narrows to one fact, pages with the count, and covers every country without one', async () => {
    const lacking = async (variables: Record<string, unknown>) =>
      (await api.graphql(MISSING, { variables })).data!.schoolsMissingFacts;
    expect((await lacking({ countrySlug: 'iceland', missing: 'location' })).items.map((s) => s.name)).toEqual(
      ['Akureyri School'],
    );
    expect((await lacking({ countrySlug: 'iceland', missing: 'fees' })).pageInfo.count).toBe(2);
    const second = await lacking({ countrySlug: 'iceland', limit: 1, page: 2 });
    expect(second.pageInfo).toEqual({ count: 2, limit: 1, page: 2 });
    expect(second.items.map((s) => s.name)).toEqual(['Reykjavík International School']);
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
    const after = await api.graphql(MISSING, { variables: { countrySlug: 'iceland' } });
    expect(after.data!.schoolsMissingFacts.items.find((s) => s._id === bare.id)?.missing).toEqual([
      'fees',
      'curriculums',
    ]);
    const ages = await api.graphql(MISSING, { variables: { countrySlug: 'iceland', missing: 'ages' } });
    expect(ages.data!.schoolsMissingFacts.items.map((s) => s._id)).toEqual([placed.id]);
  });
});
