import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphql } from '@/core/client/graphql/public-graphql';
import type { SchoolInput } from '@/modules/openschool/shared/school-input';
import { feeInput, saveNewSchool, singaporeSchoolInput } from './support/school-input';
import { startTestApp, type TestApp } from './support/test-app';
import { ENGINES } from './support/test-database';

// A family searches and compares as the planner places it: the list's and compare's years and
// totals are checked against the planner's own answer for the same children, borderline one included.
const PLAN = graphql(`
  query familyPlan($input: RelocationPlanInput!) {
    relocationPlan(input: $input) {
      item { schools { name years { placement { grade { code } } } total { amountMinor currency } } }
    }
  }
`);
const FAMILY_LIST = graphql(`
  query familyList($filter: SchoolFilter, $sort: String) {
    schools(filter: $filter, sort: $sort, limit: 50) {
      items { _id name family { firstYearUsd years { childIndex age grade { code } tuitionUsd firstYearUsd } } }
    }
  }
`);
const FAMILY_COMPARE = graphql(`
  query familyCompare($ids: [ID!]!, $children: [String!], $move: String) {
    compareSchools(ids: $ids, children: $children, move: $move) {
      family { childIndex atAge { schoolId fees { age grade { code } firstYear { amountMinor currency } } } }
    }
  }
`);

const CITY = 'Family Quay';
const MOVE = '2026-08-20';
// Born the day after England's cut-off (the day of the US one): Year 6 in England, Grade 6 in the US.
const BORN = ['2015-09-01', '2019-05-10'];
const fee = feeInput;
const school = (overrides: Parameters<typeof singaporeSchoolInput>[0]) =>
  singaporeSchoolInput({ city: CITY, description: 'A school a family searches.', ...overrides });

describe.each(ENGINES)('a family in search and compare on %s', (engine) => {
  let api: TestApp;
  const ids: Record<string, string> = {};
  const list = async ({ sort = 'name', ...variables }: { sort?: string } & Record<string, unknown>) => {
    const filter = { country: 'SG', city: CITY, ...variables };
    const answer = await api.graphql(FAMILY_LIST, { variables: { sort, filter } });
    return { errors: answer.errors, items: answer.data?.schools.items ?? [] };
  };
  const errorCodes = (errors: readonly { extensions?: Record<string, unknown> }[] | undefined) =>
    errors?.map((error) => error.extensions?.code);

  beforeAll(async () => {
    api = await startTestApp(engine);
    const save = (input: SchoolInput) => saveNewSchool(api.database.db, input);
    ids.british = await save(
      school({
        name: 'Family British School',
        gradeSystem: 'UK',
        fees: [fee({ amount: 30_000 }), fee({ kind: 'registration', amount: 2_000, period: 'once' })],
        admissions: {
          places: [
            { age: 10, status: 'open', confirmedOn: '2026-05-01' },
            { age: 7, status: 'open', confirmedOn: '2026-05-01' },
          ],
        },
      }),
    );
    ids.american = await save(
      school({
        name: 'Family American School',
        gradeSystem: 'US',
        ageFrom: 4,
        fees: [
          fee({ amount: 25_000, currency: 'USD' }),
          fee({ kind: 'deposit', amount: 1_000, currency: 'USD', period: 'once' }),
        ],
        // The older child's US year (11) is open, the younger one's not said.
        admissions: { places: [{ age: 11, status: 'open', confirmedOn: '2026-05-01' }] },
      }),
    );
    await save(
      school({ name: 'Family IB Primary', gradeSystem: 'IB', ageTo: 10, fees: [fee({ amount: 20_000 })] }),
    );
    // Teaches the older child's year only: left out.
    await save(
      school({ name: 'Family Senior College', gradeSystem: 'UK', ageFrom: 9, fees: [fee({ amount: 1 })] }),
    );
  });
  afterAll(() => api.close());

  it('lists the schools teaching every child’s year, each child placed and priced as the planner does', async () => {
    const planned = await api.graphql(PLAN, {
      variables: {
        input: {
          children: BORN.map((birthDate) => ({ birthDate })),
          moveDate: MOVE,
          countryCode: 'SG',
          city: CITY,
        },
      },
    });
    const plan = new Map(planned.data!.relocationPlan.item!.schools.map((entry) => [entry.name, entry]));
    const { errors, items } = await list({ children: BORN, move: MOVE });
    expect(errors).toBeUndefined();
    expect(items.map((item) => item.name)).toEqual([
      'Family American School',
      'Family British School',
      'Family IB Primary',
    ]);
    expect(items.map((item) => item.name).sort()).toEqual([...plan.keys()].sort());
    for (const item of items) {
      const planner = plan.get(item.name)!;
      expect(item.family!.years.map((year) => year.grade?.code)).toEqual(
        planner.years.map((year) => year.placement.grade?.code),
      );
      expect(planner.total!.currency).toBe('USD');
      expect(Math.round(item.family!.firstYearUsd! * 100)).toBe(planner.total!.amountMinor);
    }
    const american = items.find((item) => item.name === 'Family American School')!;
    expect(american.family!.years).toEqual([
      { childIndex: 0, age: 11, grade: { code: 'G6' }, tuitionUsd: 25_000, firstYearUsd: 26_000 },
      { childIndex: 1, age: 7, grade: { code: 'G2' }, tuitionUsd: 25_000, firstYearUsd: 26_000 },
    ]);
    const british = items.find((item) => item.name === 'Family British School')!;
    expect(british.family!.years.map((year) => [year.age, year.grade?.code])).toEqual([
      [10, 'Y6'],
      [7, 'Y3'],
    ]);
  });

  it('bounds and sorts by the family’s first-year total in the parent’s currency', async () => {
    // S$64,000 at the British school, S$40,000 at the IB one, US$52,000 (S$67,600) at the American one.
    const cheapest = await list({
      children: BORN,
      move: MOVE,
      currency: 'SGD',
      feeMax: 65_000,
      sort: 'avgFees',
    });
    expect(cheapest.items.map((item) => item.name)).toEqual(['Family IB Primary', 'Family British School']);
  });

  it('keeps the schools with places for every child', async () => {
    const { items } = await list({ children: BORN, move: MOVE, places: true });
    expect(items.map((item) => item.name)).toEqual(['Family British School']);
  });

  it('takes ages when that is all a parent gives, as the list’s age filter does', async () => {
    const family = await list({ children: ['11'] });
    const single = await list({ age: 11 });
    expect(family.items.map((item) => item.name)).toEqual(single.items.map((item) => item.name));
    // The Senior College teaches 11 too (not the younger child's year, above).
    expect(family.items.map((item) => item.family?.years[0]?.grade?.code)).toEqual(['G6', 'Y7', 'Y7']);
  });

  it('refuses a child born after the move, too young for any school year, or not a date', async () => {
    expect(errorCodes((await list({ children: ['2027-01-01'], move: MOVE })).errors)).toEqual([
      'planner.birth.invalid',
    ]);
    expect(errorCodes((await list({ children: ['2026-01-01'], move: MOVE })).errors)).toEqual([
      'family.too.young',
    ]);
    expect(errorCodes((await list({ children: ['soon'] })).errors)).toEqual(['family.child.invalid']);
  });

  it('compares two schools with each child’s row, as the planner places them', async () => {
    const answer = await api.graphql(FAMILY_COMPARE, {
      variables: { ids: [ids.british!, ids.american!], children: BORN, move: MOVE },
    });
    expect(answer.errors).toBeUndefined();
    const rows = answer.data!.compareSchools.family;
    expect(rows.map((row) => row.atAge.map((entry) => entry.fees.grade?.code))).toEqual([
      ['Y6', 'G6'],
      ['Y3', 'G2'],
    ]);
    expect(rows[0]!.atAge[1]!.fees.firstYear).toEqual({ amountMinor: 2_600_000, currency: 'USD' });
  });
});
