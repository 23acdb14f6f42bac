import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphql } from '@/core/client/graphql/public-graphql';
import type { SchoolInput } from '@/modules/openschool/shared/school-input';
import { feeInput, saveNewSchool, singaporeSchoolInput } from './support/school-input';
import { startTestApp, type TestApp } from './support/test-app';
import { ENGINES } from './support/test-database';

// The same fields of a school year's figures, from the school's page and from the comparison.
const YEAR = graphql(`fragment YearFigures on GradeFees {
  age
  grade { code name }
  tuition { period amount { amountMinor currency minorDigits usd } yearly { amountMinor currency minorDigits usd } }
  firstYear { amountMinor currency minorDigits usd }
}`);
const FEES_TAB = graphql(
  'query feesTab($id: ID!) { school(id: $id) { fees { grades { ...YearFigures } } } }',
  [YEAR],
);
const COMPARE_AT = graphql(
  `query compareAt($ids: [ID!]!, $age: Int, $grade: String) {
    compareSchools(ids: $ids, age: $age, grade: $grade) {
      age
      items { _id tuition { min max } }
      atAge { schoolId fees { ...YearFigures } }
    }
  }`,
  [YEAR],
);

const fee = feeInput;
const school = (overrides: Parameters<typeof singaporeSchoolInput>[0]) =>
  singaporeSchoolInput({ name: 'Compare Age School', ...overrides });

describe.each(ENGINES)('the comparison at a child’s age on %s', (engine) => {
  let api: TestApp;
  /** UK years, tuition by term in Singapore dollars with cents, and one-off fees. */
  let british: string;
  /** US grades, one yearly tuition in US dollars for every age it teaches. */
  let american: string;
  /** Teaches up to age 10 only. */
  let primary: string;
  /** Gives no ages: one tuition for all. */
  let ageless: string;

  const save = (input: SchoolInput) => saveNewSchool(api.database.db, input);

  beforeAll(async () => {
    api = await startTestApp(engine);
    british = await save(
      school({
        name: 'Tanglin Compare School',
        fees: [
          fee({ ageFrom: 3, ageTo: 10, amount: 9000, period: 'term' }),
          fee({ ageFrom: 11, ageTo: 17, amount: 12_345.67, period: 'term' }),
          fee({ ageFrom: 11, ageTo: 17, amount: 30_000, academicYear: '2025-2026' }),
          fee({ kind: 'registration', amount: 2_675, period: 'once' }),
          fee({ kind: 'capital_levy', amount: 3_210.5, period: 'once' }),
          fee({ kind: 'transport', amount: 4_000, period: 'year' }),
        ],
      }),
    );
    american = await save(
      school({
        name: 'Woodlands Compare Academy',
        gradeSystem: 'US',
        ageFrom: 4,
        ageTo: 17,
        fees: [
          fee({ amount: 29_500, currency: 'USD' }),
          fee({ kind: 'deposit', amount: 1_000, currency: 'USD', period: 'once' }),
        ],
      }),
    );
    primary = await save(
      school({ name: 'Little Compare Primary', ageFrom: 3, ageTo: 10, fees: [fee({ amount: 21_000 })] }),
    );
    ageless = await save(
      school({ name: 'Open Compare College', ageFrom: null, ageTo: null, fees: [fee({ amount: 33_000 })] }),
    );
  });
  afterAll(() => api.close());

  const compare = async (variables: { ids: string[]; age?: number; grade?: string }) => {
    const response = await api.graphql(COMPARE_AT, { variables });
    expect(response.errors).toBeUndefined();
    return response.data!.compareSchools;
  };
  const feesTabRow = async (id: string, age: number) => {
    const response = await api.graphql(FEES_TAB, { variables: { id } });
    return response.data!.school!.fees.grades.find((row) => row.age === age);
  };

  it('gives each school the fees tab’s own row for that age: school year, tuition and first year', async () => {
    const result = await compare({ ids: [british, american], age: 11 });
    expect(result.age).toBe(11);
    expect(result.atAge.map((entry) => entry.schoolId)).toEqual([british, american]);
    expect(result.atAge[0]!.fees).toEqual(await feesTabRow(british, 11));
    expect(result.atAge[1]!.fees).toEqual(await feesTabRow(american, 11));

    // What that is, for the parent: Year 7 at 3 × S$12,345.67, plus S$5,885.50 of one-off fees.
    const [year7, grade6] = result.atAge.map((entry) => entry.fees);
    expect(year7?.grade).toEqual({ code: 'Y7', name: 'Year 7' });
    expect(year7?.tuition?.period).toBe('term');
    expect(year7?.tuition?.yearly).toEqual({
      amountMinor: 3_703_701,
      currency: 'SGD',
      minorDigits: 2,
      usd: Math.round(37_037.01 / 1.3),
    });
    expect(year7?.firstYear).toMatchObject({ amountMinor: 3_703_701 + 267_500 + 321_050, currency: 'SGD' });
    expect(year7?.firstYear?.usd).toBe(Math.round(42_922.51 / 1.3));
    expect(grade6?.grade).toEqual({ code: 'G6', name: 'Grade 6' });
    expect(grade6?.firstYear).toMatchObject({ amountMinor: 3_050_000, currency: 'USD', usd: 30_500 });
  });

  it('reads a school year of any system as the age a child starts it', async () => {
    const byAge = await compare({ ids: [british, american], age: 11 });
    for (const grade of ['UK-Y7', 'us-g6', 'FR-6E']) {
      const byGrade = await compare({ ids: [british, american], grade });
      expect(byGrade.age).toBe(11);
      expect(byGrade.atAge).toEqual(byAge.atAge);
    }
  });

  it('names the school year but gives no fees where the school does not teach the age', async () => {
    const result = await compare({ ids: [primary, ageless], age: 11 });
    expect(result.atAge[0]!.fees).toEqual({
      age: 11,
      grade: { code: 'Y7', name: 'Year 7' },
      tuition: null,
      firstYear: null,
    });
    // One tuition for all ages: that one, named after the age's school year.
    expect(result.atAge[1]!.fees).toMatchObject({
      age: 11,
      grade: { code: 'Y7', name: 'Year 7' },
      tuition: { yearly: { amountMinor: 3_300_000, currency: 'SGD' } },
    });
  });

  it('without an age, keeps the tuition range and gives no figures for a year', async () => {
    const result = await compare({ ids: [british] });
    expect(result.age).toBeNull();
    expect(result.atAge).toEqual([]);
    expect(result.items[0]?.tuition).toEqual({ min: 27_000, max: 37_037.01 });
  });

  it('refuses a bad age or school year with a translated code', async () => {
    const refused = async (variables: { ids: string[]; age?: number; grade?: string }) => {
      const response = await api.graphql(COMPARE_AT, { variables });
      expect(response.data).toBeNull();
      return response.errors?.[0]?.extensions?.code;
    };
    expect(await refused({ ids: [british], age: 40 })).toBe('age.invalid');
    expect(await refused({ ids: [british], age: 1 })).toBe('age.invalid');
    expect(await refused({ ids: [british], grade: 'UK-Z9' })).toBe('grade.invalid');
    expect(await refused({ ids: [british], grade: 'Year 7' })).toBe('grade.invalid');
    expect(await refused({ ids: [british], age: 11, grade: 'UK-Y7' })).toBe('grade.conflict');
  });
});
