import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminGraphql } from '@/core/client/graphql/admin-graphql';
import { graphql } from '@/core/client/graphql/public-graphql';
import { LANGUAGE_CODES } from '@/core/shared/languages';
import type { SchoolInput } from '@/modules/openschool/shared/school-input';
import { signedInWith } from './support/admin-users';
import { feeInput, saveNewSchool, singaporeSchoolInput } from './support/school-input';
import { startTestApp, type TestApp } from './support/test-app';
import { ENGINES } from './support/test-database';

const PLAN = graphql(`
  query plan($input: RelocationPlanInput!) {
    relocationPlan(input: $input) {
      success
      code
      fieldErrors { field code }
      item {
        currency
        children { index placements { system status age schoolYear cutoff borderline grade { code } alternative { code } } }
        schools {
          name continuity overBudget
          years { childIndex placement { grade { code } } firstYear { amountMinor currency } }
          total { amountMinor currency minorDigits }
        }
      }
    }
  }
`);
const SAVE = graphql(`
  mutation savePlan($input: SaveRelocationPlanInput!) {
    saveRelocationPlan(input: $input) { success code fieldErrors { field code } item { name search } }
  }
`);
const MINE = graphql('query myPlans { myRelocationPlans { name search } }');
const SET_CUTOFF = adminGraphql(`
  mutation setCutoff($system: String!, $input: JSON!) {
    adminUpdateGradeSystem(system: $system, input: $input) { success fieldErrors { field code } item { cutoffMonth cutoffDay } }
  }
`);

const CITY = 'Planner Harbour';
const fee = feeInput;
const school = (overrides: Parameters<typeof singaporeSchoolInput>[0]) =>
  singaporeSchoolInput({ city: CITY, description: 'A school for the relocation planner.', ...overrides });

// Two children: born the day after England's cut-off (the day of the US one), and a younger one.
const FAMILY = {
  children: [{ birthDate: '2015-09-01' }, { birthDate: '2019-05-10' }],
  moveDate: '2026-08-20',
  countryCode: 'SG',
  city: CITY,
  currency: 'SGD',
};

describe.each(ENGINES)('the relocation planner on %s', (engine) => {
  let api: TestApp;
  const plan = async (input: Record<string, unknown>) => {
    const response = await api.graphql(PLAN, { variables: { input } });
    expect(response.errors).toBeUndefined();
    return response.data!.relocationPlan;
  };

  beforeAll(async () => {
    api = await startTestApp(engine);
    const save = (input: SchoolInput) => saveNewSchool(api.database.db, input);
    await save(
      school({
        name: 'Planner British School',
        curriculums: ['english-national'],
        gradeSystem: 'UK',
        fees: [fee({ amount: 30_000 }), fee({ kind: 'registration', amount: 2_000, period: 'once' })],
      }),
    );
    await save(
      school({
        name: 'Planner American School',
        curriculums: ['american'],
        gradeSystem: 'US',
        ageFrom: 4,
        fees: [
          fee({ amount: 25_000, currency: 'USD' }),
          fee({ kind: 'deposit', amount: 1_000, currency: 'USD', period: 'once' }),
        ],
      }),
    );
    await save(
      school({
        name: 'Planner IB Primary',
        curriculums: ['ib-pyp'],
        gradeSystem: 'IB',
        ageTo: 10,
        fees: [fee({ amount: 20_000 })],
      }),
    );
    // Teaches the older child's year only: left out.
    await save(
      school({
        name: 'Planner Senior College',
        curriculums: ['igcse'],
        gradeSystem: 'UK',
        ageFrom: 9,
        fees: [fee({ amount: 10_000 })],
      }),
    );
  });
  afterAll(() => api.close());

  it('places each child in every system taught there, by each system’s cut-off, flagging the borderline', async () => {
    const result = await plan(FAMILY);
    expect(result.success).toBe(true);
    const [older, younger] = result.item!.children;
    const bySystem = Object.fromEntries(older!.placements.map((entry) => [entry.system, entry]));
    expect(Object.keys(bySystem).sort()).toEqual(['IB', 'UK', 'US']);
    // England counts 31 August: 10, Year 6; the US counts 1 September: 11, Grade 6 (= Year 7).
    expect(bySystem.UK).toMatchObject({
      age: 10,
      cutoff: '2026-08-31',
      grade: { code: 'Y6' },
      borderline: true,
    });
    expect(bySystem.UK?.alternative).toEqual({ code: 'Y7' });
    expect(bySystem.US).toMatchObject({
      age: 11,
      cutoff: '2026-09-01',
      grade: { code: 'G6' },
      borderline: true,
    });
    expect(bySystem.US?.alternative).toEqual({ code: 'G5' });
    expect(bySystem.UK?.schoolYear).toBe('2026-2027');
    const young = younger!.placements.find((entry) => entry.system === 'UK');
    expect(young).toMatchObject({ age: 7, grade: { code: 'Y3' }, borderline: false, alternative: null });
  });

  it('lists the schools teaching every child’s year, by continuity then the family’s first-year total', async () => {
    const result = await plan({ ...FAMILY, curriculum: 'english-national', budget: 60_000 });
    const schools = result.item!.schools;
    expect(schools.map((entry) => entry.name)).toEqual([
      'Planner British School',
      'Planner IB Primary',
      'Planner American School',
    ]);
    expect(schools.map((entry) => entry.continuity)).toEqual([2, 0, 0]);
    // Two children, each a year of tuition plus the one-off fees; US dollars at 1.30 Singapore dollars.
    expect(schools.map((entry) => entry.total?.amountMinor)).toEqual([
      2 * (30_000 + 2_000) * 100,
      2 * 20_000 * 100,
      2 * Math.round(26_000 * 1.3) * 100,
    ]);
    expect(schools.map((entry) => entry.overBudget)).toEqual([true, false, true]);
    expect(schools[2]!.years.map((year) => year.placement.grade?.code)).toEqual(['G6', 'G2']);
    expect(schools[2]!.years[0]!.firstYear).toEqual({ amountMinor: 2_600_000, currency: 'USD' });
  });

  it('ranks a curriculum of the same family above none', async () => {
    const result = await plan({ ...FAMILY, curriculum: 'igcse' });
    expect(result.item!.schools[0]).toMatchObject({ name: 'Planner British School', continuity: 1 });
  });

  it('totals in the family’s currency, whatever the schools’', async () => {
    const result = await plan({ ...FAMILY, currency: 'EUR' });
    const british = result.item!.schools.find((entry) => entry.name === 'Planner British School');
    // Each child's S$32,000 in euros (whole euros), summed.
    expect(british?.total).toEqual({
      amountMinor: 2 * Math.round((32_000 / 1.3) * 0.86) * 100,
      currency: 'EUR',
      minorDigits: 2,
    });
  });

  it('lists no school for a child past every year', async () => {
    const result = await plan({ ...FAMILY, children: [...FAMILY.children, { birthDate: '2008-01-01' }] });
    expect(result.item!.children[2]!.placements.every((entry) => entry.status === 'too-old')).toBe(true);
    expect(result.item!.schools).toEqual([]);
  });

  it('lists a school whose fees are not known yet with no total, never a free one', async () => {
    await saveNewSchool(
      api.database.db,
      school({ name: 'Planner Fees Unknown School', curriculums: [], gradeSystem: 'UK', fees: [] }),
    );
    const result = await plan({ ...FAMILY, budget: 60_000 });
    const unknown = result.item!.schools.find((entry) => entry.name === 'Planner Fees Unknown School');
    expect(unknown).toMatchObject({ total: null, overBudget: false, continuity: 0 });
    expect(unknown!.years.map((year) => year.firstYear)).toEqual([null, null]);
    // Ranked after the schools the family can price, which keep their totals.
    expect(result.item!.schools.at(-1)!.name).toBe('Planner Fees Unknown School');
    expect(result.item!.schools.slice(0, -1).every((entry) => entry.total !== null)).toBe(true);
  });

  it('refuses bad input field by field, with codes every language translates', async () => {
    const refused = await plan({
      ...FAMILY,
      children: [{ birthDate: '2027-01-01' }, { birthDate: '31/12/2015' }],
      moveDate: 'soon',
    });
    expect(refused.success).toBe(false);
    expect(refused.fieldErrors).toEqual([
      { field: 'children.1.birthDate', code: 'date.invalid' },
      { field: 'moveDate', code: 'date.invalid' },
    ]);
    const born = await plan({ ...FAMILY, children: [{ birthDate: '2027-01-01' }] });
    expect(born.fieldErrors).toEqual([{ field: 'children.0.birthDate', code: 'planner.birth.invalid' }]);
    expect((await plan({ ...FAMILY, children: [] })).fieldErrors).toEqual([
      { field: 'children', code: 'planner.children.required' },
    ]);
    expect(await plan({ ...FAMILY, countryCode: 'XX' })).toMatchObject({ code: 'country.invalid' });
    expect(await plan({ ...FAMILY, currency: 'XYZ' })).toMatchObject({ code: 'currency.invalid' });
    expect(await plan({ ...FAMILY, curriculum: 'no-such-one' })).toMatchObject({
      code: 'curriculum.invalid',
    });
    for (const language of LANGUAGE_CODES) {
      const errors = JSON.parse(fs.readFileSync(`public/locales/${language}/errors.json`, 'utf8'));
      for (const code of [
        'planner.birth.invalid',
        'planner.children.required',
        'planner.children.too.many',
        'cutoff.invalid',
      ]) {
        expect(errors[code], `${language} ${code}`).toBeTruthy();
      }
    }
  });

  it('keeps a plan on a signed-in parent’s account, and none for a visitor', async () => {
    const search = '?born=2015-09-01,2019-05-10&move=2026-08-20&country=SG';
    const visitor = await api.graphql(SAVE, { variables: { input: { name: 'Singapore', search } } });
    expect(visitor.errors?.[0]?.extensions?.code).toBe('user.not.authorized');
    const headers = { cookie: await signedInWith(api, []) };
    const saved = await api.graphql(SAVE, { variables: { input: { name: 'Singapore', search } }, headers });
    expect(saved.data?.saveRelocationPlan).toMatchObject({
      success: true,
      item: { name: 'Singapore', search },
    });
    const bad = await api.graphql(SAVE, { variables: { input: { name: '', search: 'born' } }, headers });
    expect(bad.data?.saveRelocationPlan.fieldErrors.map((error) => error.field)).toEqual(['name', 'search']);
    const mine = await api.graphql(MINE, { headers });
    expect(mine.data?.myRelocationPlans).toEqual([{ name: 'Singapore', search }]);
    const other = await api.graphql(MINE, { headers: { cookie: await signedInWith(api, []) } });
    expect(other.data?.myRelocationPlans).toEqual([]);
  });

  it('keeps plans out of search engines: a plan is a family’s own', async () => {
    await api.app.settings.set('ENABLE_SEO_INDEX', true);
    const robots = await api.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(robots.body.split('\n')).toContain('Disallow: /planner');
  });

  it('places by the cut-off the admin sets', async () => {
    const admin = { cookie: await signedInWith(api, ['SchoolGrade:update']) };
    const set = (input: Record<string, unknown>) =>
      api.graphql(SET_CUTOFF, { variables: { system: 'UK', input }, headers: admin, endpoint: 'admin' });
    const refused = await set({ cutoffMonth: 2, cutoffDay: 30, cutoffVaries: false, sourceUrl: null });
    expect(refused.errors).toBeUndefined();
    expect(refused.data?.adminUpdateGradeSystem.fieldErrors).toEqual([
      { field: 'cutoffDay', code: 'cutoff.invalid' },
    ]);
    const changed = await set({
      cutoffMonth: 9,
      cutoffDay: 1,
      cutoffVaries: true,
      sourceUrl: 'https://example.org',
    });
    expect(changed.data?.adminUpdateGradeSystem.item).toEqual({ cutoffMonth: 9, cutoffDay: 1 });
    const uk = (await plan(FAMILY)).item!.children[0]!.placements.find((entry) => entry.system === 'UK');
    expect(uk).toMatchObject({ age: 11, grade: { code: 'Y7' } });
    await set({
      cutoffMonth: 8,
      cutoffDay: 31,
      cutoffVaries: false,
      sourceUrl: 'https://www.gov.uk/schools-admissions/school-starting-age',
    });
  });
});
