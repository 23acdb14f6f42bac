import type { VariablesOf } from 'gql.tada';
import { v7 as uuidv7 } from 'uuid';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphql } from '@/core/client/graphql/public-graphql';
import { parseInput } from '@/core/server/validation';
import { saveSchool } from '@/modules/openschool/server/schools/school-write-service';
import type { OpenSchoolTables } from '@/modules/openschool/server/tables';
import { schoolInputSchema } from '@/modules/openschool/shared/school-input';
import { startTestApp, type TestApp } from './support/test-app';
import { ENGINES } from './support/test-database';

/**
 * A parent moving to Singapore with an 11-year-old and USD 30,000 a year: the list filters,
 * sorts and shows the fees of that child's school year, the same figures as each school's fee
 * table, instead of the average over all years.
 */
const SCHOOLS = graphql(`query schools(
  $country: String, $age: Int, $grade: String, $currency: String, $feeMin: Float, $feeMax: Float,
  $basis: String, $sort: String
) {
  schools(
    filter: {
      country: $country, age: $age, grade: $grade, currency: $currency, feeMin: $feeMin, feeMax: $feeMax,
      basis: $basis
    }, sort: $sort, limit: 100
  ) {
    pageInfo { count }
    items { _id name avgFees rating yearFees { age grade { name system } tuitionUsd firstYearUsd } }
  }
}`);
type Filters = VariablesOf<typeof SCHOOLS>;

const FEES_TAB = graphql(`query schoolFees($id: ID!) {
  school(id: $id) {
    fees { grades { age grade { name } tuition { yearly { usd } } firstYear { usd } } }
  }
}`);

type Fee = {
  kind?: string;
  ageFrom?: number;
  ageTo?: number;
  amount: number;
  currency: string;
  period?: string;
  academicYear?: string;
};
const fee = (entry: Fee) => ({
  kind: 'tuition',
  ageFrom: null,
  ageTo: null,
  period: 'year',
  academicYear: '2026-2027',
  ...entry,
});

/** Singapore's schools, each priced so that its average and its fees at 11 tell different stories. */
const SCHOOLS_IN_SINGAPORE = [
  {
    // Average $30,235 a year, but Year 7 costs SGD 36,530 = $28,100; $33,100 with one-off fees.
    name: 'Orchard British School',
    gradeSystem: 'UK',
    ageFrom: 3,
    ageTo: 17,
    fees: [
      fee({ ageFrom: 3, ageTo: 4, amount: 28_000, currency: 'SGD' }),
      fee({ ageFrom: 5, ageTo: 10, amount: 12_000, currency: 'SGD', period: 'term' }),
      fee({ ageFrom: 11, ageTo: 13, amount: 36_530, currency: 'SGD' }),
      fee({ ageFrom: 14, ageTo: 17, amount: 52_000, currency: 'SGD' }),
      // Last year's fee is history, not this year's price.
      fee({ ageFrom: 11, ageTo: 13, amount: 30_000, currency: 'SGD', academicYear: '2025-2026' }),
      fee({ kind: 'registration', amount: 2_600, currency: 'SGD', period: 'once' }),
      fee({ kind: 'capital_levy', amount: 3_900, currency: 'SGD', period: 'once' }),
    ],
  },
  {
    // Average $26,500, but Grade 6 costs $33,000.
    name: 'Marina Bay American School',
    gradeSystem: 'US',
    ageFrom: 4,
    ageTo: 17,
    fees: [
      fee({ ageFrom: 4, ageTo: 10, amount: 20_000, currency: 'USD' }),
      fee({ ageFrom: 11, ageTo: 17, amount: 33_000, currency: 'USD' }),
    ],
  },
  {
    // The same tuition every year, EUR 22,000 = $25,581; with a registration in US dollars the
    // first year is EUR 26,300 = $30,581.
    name: 'Lycée Français de Bukit Timah',
    gradeSystem: 'FR',
    ageFrom: 3,
    ageTo: 17,
    fees: [
      fee({ amount: 22_000, currency: 'EUR' }),
      fee({ kind: 'registration', amount: 5_000, currency: 'USD', period: 'once' }),
    ],
  },
  {
    // Monthly fees in yen (no minor unit): JPY 380,000 × 10 = $25,000 a year.
    name: 'Sakura Japanese School',
    gradeSystem: 'UK',
    ageFrom: 6,
    ageTo: 14,
    fees: [
      fee({ amount: 380_000, currency: 'JPY', period: 'month' }),
      fee({ kind: 'registration', amount: 1_300, currency: 'SGD', period: 'once' }),
    ],
  },
  {
    // Overlapping bands: the narrowest covering an age is its price.
    name: 'Sentosa Bilingual Academy',
    gradeSystem: 'IB',
    ageFrom: 5,
    ageTo: 18,
    fees: [
      fee({ ageFrom: 5, ageTo: 16, amount: 31_000, currency: 'USD' }),
      fee({ ageFrom: 11, ageTo: 11, amount: 29_000.5, currency: 'USD' }),
      fee({ ageFrom: 12, ageTo: 18, amount: 34_000, currency: 'USD' }),
    ],
  },
];

describe.each(ENGINES)("a child's school year in the list on %s", (engine) => {
  let api: TestApp;
  const ids = new Map<string, string>();

  beforeAll(async () => {
    api = await startTestApp(engine);
    for (const school of SCHOOLS_IN_SINGAPORE) {
      const input = parseInput(schoolInputSchema, {
        countryCode: 'SG',
        city: 'Singapore',
        curriculums: ['ib-dp'],
        ...school,
      });
      const id = await api.database.db
        .transaction()
        .execute((trx) => saveSchool(trx, { id: null, input, author: null, kind: 'create', source: 'Test' }));
      ids.set(school.name, id);
    }
  });
  afterAll(() => api.close());

  const list = async (variables: Filters) => {
    const { data, errors } = await api.graphql(SCHOOLS, {
      variables: { country: 'SG', sort: 'name', ...variables },
    });
    expect(errors).toBeUndefined();
    return data!.schools.items;
  };
  const names = async (variables: Filters) => (await list(variables)).map((school) => school.name);

  it('bounds the budget by the tuition of the child’s year, not the average', async () => {
    const byAverage = await names({ feeMax: 30_000 });
    expect(byAverage).toContain('Marina Bay American School');
    expect(byAverage).not.toContain('Orchard British School');

    expect((await names({ age: 11, feeMax: 30_000 })).sort()).toEqual([
      'Lycée Français de Bukit Timah',
      'Orchard British School',
      'Sakura Japanese School',
      'Sentosa Bilingual Academy',
    ]);
    expect(await names({ age: 11, feeMin: 33_000 })).toEqual(['Marina Bay American School']);
  });

  it('shows that year’s tuition and first-year total on each school, named in its own system', async () => {
    const orchard = (await list({ age: 11 })).find((school) => school.name === 'Orchard British School');
    expect(orchard?.avgFees).toBeCloseTo(30_235.38, 2);
    expect(orchard?.yearFees).toEqual({
      age: 11,
      grade: { name: 'Year 7', system: 'UK' },
      tuitionUsd: 28_100,
      firstYearUsd: 33_100,
    });
    const marina = (await list({ age: 11 })).find((school) => school.name === 'Marina Bay American School');
    expect(marina?.yearFees?.grade?.name).toBe('Grade 6');
    // Without an age, no year is shown.
    expect((await list({})).every((school) => school.yearFees === null)).toBe(true);
  });

  it('takes a school year of any system for the age it stands for', async () => {
    expect(await list({ grade: 'US-G6' })).toEqual(await list({ age: 11 }));
  });

  it('bounds the first year with its one-off fees when asked, in the visitor’s currency too', async () => {
    const firstYear = await names({ age: 11, feeMax: 30_000, basis: 'firstYear' });
    expect(firstYear.sort()).toEqual(['Sakura Japanese School', 'Sentosa Bilingual Academy']);
    // SGD 39,000 = $30,000: the same bound in Singapore dollars.
    expect((await names({ age: 11, feeMax: 39_000, currency: 'SGD', basis: 'firstYear' })).sort()).toEqual(
      firstYear,
    );
  });

  it('sorts by the fee of that year, cheapest or dearest first', async () => {
    const cheapest = [
      'Sakura Japanese School',
      'Lycée Français de Bukit Timah',
      'Orchard British School',
      'Sentosa Bilingual Academy',
      'Marina Bay American School',
    ];
    expect(await names({ age: 11, sort: 'avgFees' })).toEqual(cheapest);
    expect(await names({ age: 11, sort: '-avgFees' })).toEqual([...cheapest].reverse());
    expect(await names({ age: 11, sort: 'avgFees', basis: 'firstYear' })).toEqual([
      'Sakura Japanese School',
      'Sentosa Bilingual Academy',
      'Lycée Français de Bukit Timah',
      'Marina Bay American School',
      'Orchard British School',
    ]);
  });

  it('gives, for every school and age, the figures of the school’s own fee table', async () => {
    for (const [name, id] of ids) {
      const { data } = await api.graphql(FEES_TAB, { variables: { id } });
      const table = new Map(data!.school!.fees.grades.map((row) => [row.age, row]));
      for (let age = 2; age <= 19; age++) {
        const item = (await list({ age })).find((school) => school.name === name);
        const row = table.get(age);
        if (!row?.tuition) {
          expect(item?.yearFees ?? null, `${name} at ${age}`).toBeNull();
          continue;
        }
        expect(item?.yearFees, `${name} at ${age}`).toEqual({
          age,
          grade: row.grade ? { name: row.grade.name, system: expect.any(String) } : null,
          tuitionUsd: row.tuition.yearly?.usd,
          firstYearUsd: row.firstYear?.usd,
        });
      }
    }
  });

  it('follows every change of fees, ages and exchange rates', async () => {
    const db = api.database.db.withTables<OpenSchoolTables>();
    const orchard = ids.get('Orchard British School')!;
    const tuitionAt11 = async () =>
      (await list({ age: 11 })).find((school) => school.name === 'Orchard British School')?.yearFees
        ?.tuitionUsd;

    await db
      .updateTable('school_fee')
      .set({ amount_minor: 3_900_000 })
      .where('school_id', '=', orchard)
      .where('age_from', '=', 11)
      .where('academic_year', '=', '2026-2027')
      .execute();
    expect(await tuitionAt11()).toBe(30_000);

    await db
      .updateTable('exchange_rate')
      .set({ units_per_usd: 1.25 })
      .where('currency', '=', 'SGD')
      .execute();
    expect(await tuitionAt11()).toBe(31_200);

    await db.updateTable('school').set({ age_from: 12 }).where('id', '=', orchard).execute();
    expect(await tuitionAt11()).toBeUndefined();
    expect(
      (await list({ age: 12 })).find((school) => school.name === 'Orchard British School')?.yearFees,
    ).toMatchObject({ tuitionUsd: 31_200 });

    await db
      .insertInto('school_fee')
      .values({
        id: uuidv7(),
        school_id: orchard,
        kind: 'tuition',
        age_from: 12,
        age_to: 12,
        amount_minor: 2_500_000,
        currency: 'SGD',
        period: 'year',
        academic_year: '2026-2027',
        note: null,
      })
      .execute();
    expect(
      (await list({ age: 12 })).find((school) => school.name === 'Orchard British School')?.yearFees,
    ).toMatchObject({ tuitionUsd: 20_000 });
  });

  it('sorts by rating, best first, unrated schools last', async () => {
    const db = api.database.db.withTables<OpenSchoolTables>();
    const rate = (name: string, marks: number[]) =>
      db
        .insertInto('school_rating')
        .values(
          marks.map((overall) => ({
            id: uuidv7(),
            school_id: ids.get(name)!,
            user_id: null,
            overall,
            status: 'approved',
          })),
        )
        .execute();
    await rate('Marina Bay American School', [4, 5]);
    await rate('Sakura Japanese School', [5]);
    await rate('Lycée Français de Bukit Timah', [5, 5, 4, 5, 4, 5, 4, 5, 4, 4]);
    const ranked = await list({ sort: '-rating' });
    expect(ranked.slice(0, 3).map((school) => school.name)).toEqual([
      'Sakura Japanese School',
      // Equal averages: the better known first.
      'Lycée Français de Bukit Timah',
      'Marina Bay American School',
    ]);
    expect(ranked.slice(3).every((school) => school.rating === null)).toBe(true);
  });

  it('refuses an unknown basis with a translated code, and ignores the basis without an age', async () => {
    const { errors } = await api.graphql(SCHOOLS, { variables: { basis: 'monthly' } });
    expect(errors?.[0]?.extensions?.code).toBe('basis.invalid');
    expect(await names({ feeMax: 30_000, basis: 'firstYear' })).toEqual(await names({ feeMax: 30_000 }));
  });
});
