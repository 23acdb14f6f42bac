import type { VariablesOf } from 'gql.tada';
import { v7 as uuidv7 } from 'uuid';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphql } from '@/core/client/graphql/public-graphql';
import { exactSearch, planSearch } from '@/modules/openschool/server/search/search-words';
import type { OpenSchoolTables } from '@/modules/openschool/server/tables';
import { buildSchool } from './support/school-factory';
import { startTestApp, type TestApp } from './support/test-app';
import { ENGINES } from './support/test-database';

const SCHOOLS = graphql(`query schools($filter: SchoolFilter, $sort: String, $page: Int, $limit: Int) {
  schools(filter: $filter, sort: $sort, page: $page, limit: $limit) {
    pageInfo { count limit page }
    items { name avgFees ageFrom ageTo boarding rating ratingCount curriculums { slug shortName } }
    currency { currency unitsPerUsd minorDigits asOf }
    approximate
  }
}`);
type Variables = VariablesOf<typeof SCHOOLS>;
type Filters = NonNullable<Variables['filter']> & Omit<Variables, 'filter'>;

// name, country, city, curriculums, languages, accreditations, boarding, ages, average fee in US cents.
type Row = [string, string, string, string[], string[], string[], boolean, [number, number], number];
const FIXTURE: Row[] = [
  [
    'International School of Lisbon',
    'PT',
    'Lisbon',
    ['ib-pyp', 'ib-myp', 'ib-dp'],
    ['en', 'pt'],
    ['CIS', 'IB'],
    false,
    [3, 17],
    2_000_000,
  ],
  [
    'British School of Lisbon',
    'PT',
    'Lisbon',
    ['english-national', 'igcse', 'a-levels'],
    ['en'],
    ['COBIS'],
    true,
    [3, 17],
    2_500_000,
  ],
  ['École Française de Porto', 'PT', 'Porto', ['french'], ['fr', 'pt'], ['AEFE'], false, [3, 17], 900_000],
  ['Deutsche Schule Berlin', 'DE', 'Berlin', ['german'], ['de', 'en'], ['ZfA'], false, [6, 17], 1_200_000],
  // $30,000.58 is €25,800.50 less a hair: shown as €25,800. The next cent is shown as €25,801.
  [
    'Munich International School',
    'DE',
    'München',
    ['ib-dp', 'igcse'],
    ['en'],
    ['CIS'],
    true,
    [11, 17],
    3_000_058,
  ],
  ['Geneva Lakes School', 'CH', 'Genève', ['ib-dp'], ['fr', 'en'], ['IB'], false, [16, 17], 3_000_059],
  ['Zurich Bilingual Academy', 'CH', 'Zürich', ['ib-pyp'], ['en', 'de'], [], false, [3, 10], 3_500_000],
  ['Lakeside School Zurich', 'CH', 'Zurich', ['igcse'], ['en'], ['COBIS'], true, [11, 17], 4_000_000],
  [
    'Colegio Americano de Madrid',
    'ES',
    'Madrid',
    ['american'],
    ['es', 'en'],
    ['MSA'],
    false,
    [4, 17],
    1_600_000,
  ],
];

/** Listed with a name, a place and its language only: nothing else about it is known yet. */
const ANNEX = 'International School of Lisbon Annex';

describe.each(ENGINES)('school list filters and search on %s', (engine) => {
  let api: TestApp;

  beforeAll(async () => {
    api = await startTestApp(engine);
    const base = Date.parse('2026-03-01T00:00:00Z');
    for (const [
      index,
      [name, country, city, curriculums, languages, accreditations, boarding, ages, fee],
    ] of FIXTURE.entries()) {
      await buildSchool(
        api.database.db,
        {
          name,
          country_code: country,
          city,
          languages,
          accreditations,
          boarding,
          age_from: ages[0],
          age_to: ages[1],
          avg_fees_usd_cents: fee,
          updated_at: new Date(base + index * 60_000),
        },
        { curriculums },
      );
    }
    // As imported from open data: a name, a place and its language; no curriculum, fee, ages or
    // boarding known. Listed: a search or a place finds it, a filter on what it lacks leaves it out.
    await buildSchool(
      api.database.db,
      {
        name: ANNEX,
        country_code: 'PT',
        city: 'Lisbon',
        languages: ['en'],
        avg_fees_usd_cents: null,
      },
      { curriculums: [] },
    );
    const munich = await api.database.db
      .withTables<OpenSchoolTables>()
      .selectFrom('school')
      .select('id')
      .where('name', '=', 'Munich International School')
      .executeTakeFirstOrThrow();
    await api.database.db
      .withTables<OpenSchoolTables>()
      .insertInto('school_rating')
      .values(
        [4, 5].map((overall) => ({
          id: uuidv7(),
          school_id: munich.id,
          user_id: null,
          overall,
          status: 'approved',
        })),
      )
      .execute();
  });
  afterAll(() => api.close());

  const list = ({ sort = 'name', page, limit = 100, ...filter }: Filters) =>
    api.graphql(SCHOOLS, { variables: { sort, page, limit, filter } });
  const names = async (variables: Filters) => {
    const { data, errors } = await list(variables);
    expect(errors).toBeUndefined();
    expect(data?.schools.pageInfo.count).toBe(data?.schools.items.length);
    return data?.schools.items.map((school) => school.name) ?? [];
  };
  // Name order depends on the database's collation (É); sets of names are compared sorted.
  const sorted = (values: string[]) => [...values].sort();
  const nameSet = async (variables: Filters) => sorted(await names(variables));

  describe('each filter', () => {
    it.each([
      [{ city: 'zurich' }, ['Lakeside School Zurich', 'Zurich Bilingual Academy']],
      [{ city: ' ZÜRICH ' }, ['Lakeside School Zurich', 'Zurich Bilingual Academy']],
      [{ city: 'Lisbon' }, ['British School of Lisbon', 'International School of Lisbon', ANNEX]],
      [
        { curriculums: ['igcse'] },
        ['British School of Lisbon', 'Lakeside School Zurich', 'Munich International School'],
      ],
      [
        { curriculums: ['IGCSE', 'french'] },
        [
          'British School of Lisbon',
          'École Française de Porto',
          'Lakeside School Zurich',
          'Munich International School',
        ],
      ],
      [{ languages: ['fr'] }, ['École Française de Porto', 'Geneva Lakes School']],
      [
        { languages: ['de', 'ES'] },
        ['Colegio Americano de Madrid', 'Deutsche Schule Berlin', 'Zurich Bilingual Academy'],
      ],
      [{ accreditations: ['CIS'] }, ['International School of Lisbon', 'Munich International School']],
      [
        { accreditations: ['COBIS', 'ZfA'] },
        ['British School of Lisbon', 'Deutsche Schule Berlin', 'Lakeside School Zurich'],
      ],
      [
        { age: 4 },
        [
          'British School of Lisbon',
          'Colegio Americano de Madrid',
          'École Française de Porto',
          'International School of Lisbon',
          'Zurich Bilingual Academy',
        ],
      ],
      [
        { boarding: true },
        ['British School of Lisbon', 'Lakeside School Zurich', 'Munich International School'],
      ],
      [{ boarding: false, country: 'CH' }, ['Geneva Lakes School', 'Zurich Bilingual Academy']],
    ])('%j', async (variables, expected) => {
      expect(await nameSet(variables)).toEqual(sorted(expected));
    });

    it('leaves a school whose facts are not known yet out of only the filters that need them', async () => {
      for (const found of [
        {},
        { country: 'PT' },
        { city: 'lisbon' },
        { languages: ['en'] },
        { q: 'annex' },
      ]) {
        expect(await names(found), JSON.stringify(found)).toContain(ANNEX);
      }
      for (const needsAFact of [
        { curriculums: ['ib-dp', 'igcse', 'french'] },
        { age: 4 },
        { grade: 'UK-Y7' },
        { boarding: true },
        { boarding: false },
        { feeMax: 1e12 },
        { currency: 'EUR', feeMin: 0 },
        { accreditations: ['CIS'] },
      ]) {
        expect(await names(needsAFact), JSON.stringify(needsAFact)).not.toContain(ANNEX);
      }
      // Unknown fees sort last, cheapest or dearest first alike.
      expect((await names({ country: 'PT', sort: 'avgFees' })).at(-1)).toBe(ANNEX);
      expect((await names({ country: 'PT', sort: '-avgFees' })).at(-1)).toBe(ANNEX);
    });

    it('maps a grade of any system to the age a child starts it (UK Year 7 = US Grade 6 = 6e)', async () => {
      const elevenYearOlds = await nameSet({ age: 11 });
      expect(elevenYearOlds).not.toContain('Zurich Bilingual Academy');
      expect(elevenYearOlds).not.toContain('Geneva Lakes School');
      for (const grade of ['UK-Y7', 'US-G6', 'fr-6e', 'IB-MYP1', 'DE-K6']) {
        expect(await nameSet({ grade })).toEqual(elevenYearOlds);
      }
    });
  });

  describe('fee range', () => {
    it('bounds US dollars to the cent, both ends included', async () => {
      expect(await names({ feeMax: 16_000, sort: 'avgFees' })).toEqual([
        'École Française de Porto',
        'Deutsche Schule Berlin',
        'Colegio Americano de Madrid',
      ]);
      expect(await names({ feeMin: 20_000, feeMax: 20_000 })).toEqual(['International School of Lisbon']);
      expect(await names({ feeMin: 20_000.01, feeMax: 25_000 })).toEqual(['British School of Lisbon']);
      expect(await names({ currency: 'usd', feeMax: 19_999.99, feeMin: 16_000 })).toEqual([
        'Colegio Americano de Madrid',
      ]);
    });

    it('converts bounds in another currency, keeping a school shown at the bound', async () => {
      // EUR 0.86 per dollar: $30,000.58 shows as €25,800 and $30,000.59 as €25,801.
      const upTo = await list({ currency: 'EUR', feeMax: 25_800, sort: '-avgFees' });
      expect(upTo.data?.schools.items.map((school) => school.name).slice(0, 2)).toEqual([
        'Munich International School',
        'British School of Lisbon',
      ]);
      expect(upTo.data?.schools.pageInfo.count).toBe(6);
      expect(upTo.data?.schools.currency).toEqual({
        currency: 'EUR',
        unitsPerUsd: 0.86,
        minorDigits: 2,
        asOf: '2026-11-01',
      });
      expect(await nameSet({ currency: 'eur', feeMin: 25_801 })).toEqual([
        'Geneva Lakes School',
        'Lakeside School Zurich',
        'Zurich Bilingual Academy',
      ]);
      // Yen have no minor unit: $20,000 is ¥3,040,000 exactly.
      expect(await names({ currency: 'JPY', feeMin: 3_040_000, feeMax: 3_040_000 })).toEqual([
        'International School of Lisbon',
      ]);
    });

    it('answers bounds beyond any fee: nothing above, everything below', async () => {
      expect(await names({ currency: 'EUR', feeMin: 100_000_000 })).toEqual([]);
      expect(await names({ feeMin: 1e12 })).toEqual([]);
      const uncapped = await list({ currency: 'EUR', feeMax: 1e12, limit: 1 });
      expect(uncapped.errors).toBeUndefined();
      expect(uncapped.data?.schools.pageInfo.count).toBe(FIXTURE.length);
    });

    it('gives the rate of a currency asked for without bounds, and none otherwise', async () => {
      const inPounds = await list({ currency: 'GBP', limit: 1 });
      expect(inPounds.data?.schools.currency?.currency).toBe('GBP');
      expect(inPounds.data?.schools.pageInfo.count).toBe(FIXTURE.length + 1);
      const plain = await list({ limit: 1 });
      expect(plain.data?.schools.currency).toBeNull();
    });
  });

  describe('combinations, sorts and pages', () => {
    it.each([
      [
        { country: 'PT', curriculums: ['ib-dp', 'igcse'] },
        ['British School of Lisbon', 'International School of Lisbon'],
      ],
      [{ country: 'PT', curriculums: ['ib-dp', 'igcse'], boarding: true }, ['British School of Lisbon']],
      [
        { country: 'PT', curriculums: ['ib-dp', 'igcse'], currency: 'EUR', feeMax: 20_000 },
        ['International School of Lisbon'],
      ],
      [
        { age: 16, languages: ['en'], accreditations: ['CIS'] },
        ['International School of Lisbon', 'Munich International School'],
      ],
      [
        { q: 'school', boarding: true, feeMin: 30_000 },
        ['Lakeside School Zurich', 'Munich International School'],
      ],
    ])('%j', async (variables, expected) => {
      expect(await nameSet(variables)).toEqual(sorted(expected));
    });

    it('sorts a filtered list by name, fees and last update', async () => {
      const igcse = { curriculums: ['igcse'] };
      expect(await names({ ...igcse, sort: '-name' })).toEqual([
        'Munich International School',
        'Lakeside School Zurich',
        'British School of Lisbon',
      ]);
      expect(await names({ ...igcse, sort: '-avgFees' })).toEqual([
        'Lakeside School Zurich',
        'Munich International School',
        'British School of Lisbon',
      ]);
      expect(await names({ ...igcse, sort: '-updatedAt' })).toEqual([
        'Lakeside School Zurich',
        'Munich International School',
        'British School of Lisbon',
      ]);
    });

    it('pages through a filtered list with its own count', async () => {
      const { data } = await list({ boarding: false, limit: 4, page: 2, sort: 'avgFees' });
      expect(data?.schools.pageInfo).toEqual({ count: 6, limit: 4, page: 2 });
      expect(data?.schools.items.map((school) => school.name)).toEqual([
        'Geneva Lakes School',
        'Zurich Bilingual Academy',
      ]);
    });

    it('shows what a parent scans first: curriculums, ages, boarding and rating', async () => {
      const { data } = await list({ q: 'Munich' });
      expect(data?.schools.items).toEqual([
        {
          name: 'Munich International School',
          avgFees: 30_000.58,
          ageFrom: 11,
          ageTo: 17,
          boarding: true,
          rating: 4.5,
          ratingCount: 2,
          curriculums: [
            { slug: 'igcse', shortName: 'IGCSE' },
            { slug: 'ib-dp', shortName: 'IB DP' },
          ],
        },
      ]);
    });
  });

  describe('search', () => {
    it.each([
      ['Lisbon', ['British School of Lisbon', 'International School of Lisbon', ANNEX]],
      ['british lisbon', ['British School of Lisbon']],
      ['ecole', ['École Française de Porto']],
      ['FRANCAISE porto', ['École Française de Porto']],
      ['Zürich', ['Lakeside School Zurich', 'Zurich Bilingual Academy']],
      ['zurich', ['Lakeside School Zurich', 'Zurich Bilingual Academy']],
      ['munchen', ['Munich International School']],
      ['Allemagne', ['Deutsche Schule Berlin', 'Munich International School']],
      ['Alemania', ['Deutsche Schule Berlin', 'Munich International School']],
      ['德国', ['Deutsche Schule Berlin', 'Munich International School']],
      ['Suisse', ['Geneva Lakes School', 'Lakeside School Zurich', 'Zurich Bilingual Academy']],
      ['lakes switzerland', ['Geneva Lakes School', 'Lakeside School Zurich']],
    ])('finds %j as typed', async (q, expected) => {
      const { data } = await list({ q });
      expect(sorted(data?.schools.items.map((school) => school.name) ?? [])).toEqual(sorted(expected));
      expect(data?.schools.approximate).toBe(false);
    });

    it.each([
      ['Internatinal', ['International School of Lisbon', ANNEX, 'Munich International School']],
      ['Lisbn', ['British School of Lisbon', 'International School of Lisbon', ANNEX]],
      ['internatinal lisbn', ['International School of Lisbon', ANNEX]],
      ['Allemange', ['Deutsche Schule Berlin', 'Munich International School']],
      ['Deutche Schule', ['Deutsche Schule Berlin']],
    ])('tolerates the typos of %j', async (q, expected) => {
      const { data } = await list({ q });
      expect(sorted(data?.schools.items.map((school) => school.name) ?? [])).toEqual(sorted(expected));
      expect(data?.schools.approximate).toBe(true);
    });

    it('combines a misspelt search with the filters', async () => {
      expect(await names({ q: 'Internatinal', country: 'DE' })).toEqual(['Munich International School']);
      expect(await names({ q: 'Internatinal', boarding: false })).toEqual(['International School of Lisbon']);
    });

    it('corrects to the words of a school renamed since', async () => {
      const tables = api.database.db.withTables<OpenSchoolTables>();
      await buildSchool(api.database.db, { name: 'Temporary Name School', city: 'Lyon' });
      await tables
        .updateTable('school')
        .set({ name: 'Kerguelen Highlands Academy' })
        .where('name', '=', 'Temporary Name School')
        .execute();
      const { data } = await list({ q: 'Kergelen' });
      expect(data?.schools.items.map((school) => school.name)).toEqual(['Kerguelen Highlands Academy']);
      expect(data?.schools.approximate).toBe(true);
    });

    it('checks a word as common as “school” on the schools the rarer words find, with the same results', async () => {
      const marked = await planSearch(api.database.db, exactSearch(['school', 'lisbon']));
      expect(marked).toMatchObject({ findsNothing: false, words: [{ common: true }, { common: false }] });
      // Every word common: the rarest still goes through the index.
      const both = await planSearch(api.database.db, exactSearch(['school', 'international']));
      expect(both.words.map((word) => word.common)).toEqual([true, false]);
      // A word in no name or city, naming no country: nothing to look for.
      const typo = await planSearch(api.database.db, exactSearch(['school', 'lisbn']));
      expect(typo.findsNothing).toBe(true);
      expect((await planSearch(api.database.db, exactSearch(['lisbon', 'xy']))).findsNothing).toBe(false);
      expect(await nameSet({ q: 'School Lisbon' })).toEqual(
        sorted(['British School of Lisbon', 'International School of Lisbon', ANNEX]),
      );
      expect(await nameSet({ q: 'Schoool Lisbn' })).toEqual(
        sorted(['British School of Lisbon', 'International School of Lisbon', ANNEX]),
      );
    });

    it('finds nothing for words close to nothing', async () => {
      const { data } = await list({ q: 'xqzwv' });
      expect(data?.schools).toMatchObject({ pageInfo: { count: 0 }, items: [], approximate: false });
    });
  });

  it.each([
    [{ curriculums: ['klingon'] }, 'curriculum.invalid'],
    [{ curriculums: ['IB DP!'] }, 'curriculum.invalid'],
    [{ languages: ['english'] }, 'language.invalid'],
    [{ accreditations: ['ABC'] }, 'accreditation.invalid'],
    [{ age: 1 }, 'age.invalid'],
    [{ age: 20 }, 'age.invalid'],
    [{ grade: 'UK-Y99' }, 'grade.invalid'],
    [{ grade: 'XX-Y7' }, 'grade.invalid'],
    [{ grade: 'Y7' }, 'grade.invalid'],
    [{ grade: 'UK-Y7', age: 11 }, 'grade.conflict'],
    [{ currency: 'XYZ' }, 'currency.invalid'],
    [{ currency: 'EURO', feeMax: 10 }, 'currency.invalid'],
    [{ feeMin: -1 }, 'fee.invalid'],
    [{ feeMin: 30_000, feeMax: 20_000 }, 'fee.range.invalid'],
    [{ city: 'x'.repeat(101) }, 'city.too.long'],
    [{ country: 'XX', boarding: true }, 'country.invalid'],
  ])('refuses %j with %s', async (variables, code) => {
    const response = await list(variables);
    expect(response.status).toBeLessThan(500);
    expect(response.data).toBeNull();
    expect(response.errors?.[0]?.extensions?.code).toBe(code);
  });
});
