import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminGraphql } from '@/core/client/graphql/admin-graphql';
import { graphql } from '@/core/client/graphql/public-graphql';
import { describeFactChecks } from './fact-checks';
import { describeFactConfirmations } from './fact-confirmations';
import { signedInWith } from './support/admin-users';
import { feeInput, saveNewSchool, singaporeSchoolInput } from './support/school-input';
import { startTestApp, type TestApp } from './support/test-app';
import { ENGINES } from './support/test-database';

const FORM = graphql('query ($id: ID) { schoolEditForm(id: $id) { school { version input } } }');
const SUBMIT = graphql(`mutation ($id: ID, $version: Int, $input: SchoolEditInput!) {
  submitSchoolEdit(id: $id, version: $version, input: $input) {
    success code fieldErrors { field code }
    item { outcome proposalId changes { field before after } }
  }
}`);
const APPROVE = adminGraphql(`mutation ($ids: [ID!]!) {
  adminSchoolProposalsBulk(action: "approve", ids: $ids) { success count }
}`);
const REVISIONS = adminGraphql(`query ($list: AdminListInput) {
  adminSchoolRevisions(list: $list) { items { kind source changes { field } } }
}`);
const DETAIL = graphql(`query ($id: ID!) {
  school(id: $id) {
    revisions { fields }
    admissions {
      known confirmedOn stale
      intakes { name opensOn deadline }
      places { age grade status confirmedOn stale }
      assessments documents
    }
    schoolLife {
      known confirmedOn stale
      termDates { name startsOn endsOn }
      ealSupport senSupport nationalityCount
      nationalities { countryCode countryName percent }
      busAreas
    }
  }
}`);
const SCHOOLS =
  graphql(`query ($city: String, $age: Int, $grade: String, $places: Boolean, $learningSupport: Boolean) {
  schools(filter: { city: $city, age: $age, grade: $grade, places: $places, learningSupport: $learningSupport }, sort: "name", limit: 50) {
    items { name }
  }
}`);
const PLAN = graphql(`query ($input: RelocationPlanInput!) {
  relocationPlan(input: $input) {
    success
    item { schools { name placesForAll years { childIndex places { status confirmedOn stale } } } }
  }
}`);

const CITY = 'Admissions Bay';
const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);

/** Admissions as the school form sends them, with these changes. */
const admissions = (overrides: Record<string, unknown> = {}) => ({
  intakes: [{ name: 'August 2027', opensOn: '2026-09-01', deadline: '2027-01-31' }],
  places: [
    { age: 11, status: 'open', confirmedOn: daysAgo(10) },
    { age: 5, status: 'waitlist', confirmedOn: daysAgo(500) },
  ],
  assessments: ['interview', 'english-test'],
  documents: ['school-reports', 'passport'],
  confirmedOn: daysAgo(30),
  ...overrides,
});

/** A school's life as the school form sends it, with these changes. */
const schoolLife = (overrides: Record<string, unknown> = {}) => ({
  termDates: [{ name: 'Autumn term', startsOn: '2027-08-20', endsOn: '2027-12-17' }],
  ealSupport: 'included',
  senSupport: 'mild',
  nationalityCount: 42,
  nationalities: [
    { countryCode: 'sg', percent: 30 },
    { countryCode: 'GB', percent: 15 },
  ],
  busAreas: ['Holland Village', 'Bukit Timah'],
  confirmedOn: daysAgo(30),
  ...overrides,
});

describe.each(ENGINES)('school admissions on %s', (engine) => {
  let api: TestApp;
  let member: string;
  let editor: string;
  const ids: Record<string, string> = {};

  const form = async (id: string) =>
    (await api.graphql(FORM, { headers: { cookie: member }, variables: { id } })).data!.schoolEditForm!
      .school!;
  const edit = async (cookie: string, id: string, changes: Record<string, unknown>) => {
    const current = await form(id);
    const input = {
      ...(current.input as Record<string, unknown>),
      source: 'Admissions office, by phone',
      ...changes,
    };
    return (
      await api.graphql(SUBMIT, { headers: { cookie }, variables: { id, version: current.version, input } })
    ).data!.submitSchoolEdit;
  };
  const detail = async (id: string) => (await api.graphql(DETAIL, { variables: { id } })).data!.school!;
  const names = async (variables: {
    age?: number;
    grade?: string;
    places?: boolean;
    learningSupport?: boolean;
  }) => {
    const answer = await api.graphql(SCHOOLS, { variables: { city: CITY, ...variables } });
    return { errors: answer.errors, names: answer.data?.schools.items.map((school) => school.name) };
  };

  beforeAll(async () => {
    api = await startTestApp(engine);
    member = await signedInWith(api, ['School:create', 'School:update']);
    editor = await signedInWith(api, ['School']);
    const school = (name: string, overrides: Record<string, unknown> = {}) =>
      saveNewSchool(
        api.database.db,
        singaporeSchoolInput({ name, city: CITY, fees: [feeInput({ amount: 30_000 })], ...overrides }),
      );
    ids.open = await school('Admissions Open Academy');
    ids.waitlist = await school('Admissions Waitlist College', {
      admissions: { places: [{ age: 11, status: 'waitlist', confirmedOn: daysAgo(5) }] },
    });
    ids.support = await school('Admissions Support School', {
      admissions: { places: [{ age: 5, status: 'open', confirmedOn: daysAgo(5) }] },
      schoolLife: { senSupport: 'specialist' },
    });
  });
  afterAll(() => api.close());

  it('takes a member’s admissions and school life as a proposal; approved, the school page shows them and the history names them', async () => {
    expect((await detail(ids.open!)).admissions).toMatchObject({ known: false, places: [], stale: true });
    expect((await detail(ids.open!)).schoolLife).toMatchObject({ known: false, termDates: [], stale: true });
    const proposed = await edit(member, ids.open!, { admissions: admissions(), schoolLife: schoolLife() });
    expect(proposed).toMatchObject({ success: true, item: { outcome: 'proposed' } });
    expect(proposed.item!.changes.map((change) => change.field)).toEqual(['admissions', 'schoolLife']);
    // Nothing shows before an editor approves it.
    expect((await detail(ids.open!)).admissions.known).toBe(false);
    expect((await detail(ids.open!)).schoolLife.known).toBe(false);

    const approved = await api.graphql(APPROVE, {
      endpoint: 'admin',
      headers: { cookie: editor },
      variables: { ids: [proposed.item!.proposalId!] },
    });
    expect(approved.data!.adminSchoolProposalsBulk).toEqual({ success: true, count: 1 });

    const school = await detail(ids.open!);
    expect(school.admissions).toEqual({
      known: true,
      confirmedOn: daysAgo(30),
      stale: false,
      intakes: [{ name: 'August 2027', opensOn: '2026-09-01', deadline: '2027-01-31' }],
      // Youngest first, named by the school's own grades (British: age 5 starts Year 1).
      places: [
        { age: 5, grade: 'Year 1', status: 'waitlist', confirmedOn: daysAgo(500), stale: true },
        { age: 11, grade: 'Year 7', status: 'open', confirmedOn: daysAgo(10), stale: false },
      ],
      assessments: ['interview', 'english-test'],
      documents: ['school-reports', 'passport'],
    });
    expect(school.schoolLife).toEqual({
      known: true,
      confirmedOn: daysAgo(30),
      stale: false,
      termDates: [{ name: 'Autumn term', startsOn: '2027-08-20', endsOn: '2027-12-17' }],
      ealSupport: 'included',
      senSupport: 'mild',
      nationalityCount: 42,
      nationalities: [
        { countryCode: 'SG', countryName: 'Singapore', percent: 30 },
        { countryCode: 'GB', countryName: 'United Kingdom', percent: 15 },
      ],
      busAreas: ['Holland Village', 'Bukit Timah'],
    });
    expect(school.revisions[0]!.fields).toEqual(['admissions', 'schoolLife']);
    const revisions = await api.graphql(REVISIONS, {
      endpoint: 'admin',
      headers: { cookie: editor },
      variables: { list: { filters: [{ key: 'school', value: ids.open! }] } },
    });
    expect(revisions.data!.adminSchoolRevisions.items[0]).toEqual({
      kind: 'proposal',
      source: 'Admissions office, by phone',
      changes: [{ field: 'admissions' }, { field: 'schoolLife' }],
    });
  });

  it('shows facts never dated, or dated over a year ago, as stale', async () => {
    const saved = await edit(editor, ids.waitlist!, {
      admissions: { places: [{ age: 11, status: 'waitlist', confirmedOn: daysAgo(5) }] },
      schoolLife: { ealSupport: 'none' },
    });
    expect(saved).toMatchObject({ success: true, item: { outcome: 'saved' } });
    for (const part of ['admissions', 'schoolLife'] as const) {
      expect((await detail(ids.waitlist!))[part]).toMatchObject({
        known: true,
        confirmedOn: null,
        stale: true,
      });
    }
    await edit(editor, ids.waitlist!, {
      admissions: {
        places: [{ age: 11, status: 'waitlist', confirmedOn: daysAgo(5) }],
        confirmedOn: daysAgo(400),
      },
      schoolLife: { ealSupport: 'none', confirmedOn: daysAgo(20) },
    });
    // Each part is dated on its own: the admissions a year and more ago, the school life lately.
    expect((await detail(ids.waitlist!)).admissions).toMatchObject({
      confirmedOn: daysAgo(400),
      stale: true,
    });
    expect((await detail(ids.waitlist!)).schoolLife).toMatchObject({
      confirmedOn: daysAgo(20),
      stale: false,
    });
  });

  it('refuses admissions that do not hold together, each with its field and code, and changes nothing', async () => {
    const before = await form(ids.support!);
    const refused = await edit(editor, ids.support!, {
      admissions: admissions({
        intakes: [{ name: 'January 2028', opensOn: null, deadline: null }],
        places: [
          { age: 11, status: 'open', confirmedOn: daysAgo(1) },
          { age: 12, status: 'maybe', confirmedOn: '' },
        ],
      }),
      schoolLife: schoolLife({
        termDates: [{ name: 'Spring', startsOn: '2028-04-01', endsOn: '2028-01-01' }],
        nationalities: [
          { countryCode: 'SG', percent: 70 },
          { countryCode: 'GB', percent: 40 },
        ],
      }),
    });
    expect(refused.success).toBe(false);
    expect(refused.fieldErrors).toEqual(
      expect.arrayContaining([
        { field: 'admissions.intakes.0.deadline', code: 'intake.dates.required' },
        { field: 'admissions.places.1.status', code: 'field.invalid' },
        { field: 'admissions.places.1.confirmedOn', code: 'date.required' },
        { field: 'schoolLife.termDates.0.endsOn', code: 'dates.order' },
      ]),
    );
    // A school year twice and shares over 100% are refused once each entry is valid; so is an unknown country.
    const total = await edit(editor, ids.support!, {
      admissions: admissions({
        places: [
          { age: 11, status: 'open', confirmedOn: daysAgo(1) },
          { age: 11, status: 'full', confirmedOn: daysAgo(1) },
        ],
      }),
      schoolLife: schoolLife({
        nationalities: [
          { countryCode: 'SG', percent: 70 },
          { countryCode: 'GB', percent: 40 },
        ],
      }),
    });
    expect(total.fieldErrors).toEqual([
      { field: 'admissions.places.1.age', code: 'list.duplicate' },
      { field: 'schoolLife.nationalities', code: 'percent.total' },
    ]);
    const country = await edit(editor, ids.support!, {
      schoolLife: schoolLife({ nationalities: [{ countryCode: 'XX', percent: 10 }] }),
    });
    expect(country.fieldErrors).toEqual([
      { field: 'schoolLife.nationalities.0.countryCode', code: 'country.invalid' },
    ]);
    expect(await form(ids.support!)).toEqual(before);
  });

  it('lists the schools with places open in a child’s school year, by age or by grade, and those with learning support', async () => {
    expect(await names({ age: 11 })).toMatchObject({
      names: ['Admissions Open Academy', 'Admissions Support School', 'Admissions Waitlist College'],
    });
    expect(await names({ age: 11, places: true })).toEqual({
      errors: undefined,
      names: ['Admissions Open Academy'],
    });
    expect(await names({ grade: 'US-G6', places: true })).toMatchObject({
      names: ['Admissions Open Academy'],
    });
    expect(await names({ age: 5, places: true })).toMatchObject({ names: ['Admissions Support School'] });
    expect(await names({ learningSupport: true })).toMatchObject({
      names: ['Admissions Open Academy', 'Admissions Support School'],
    });
    const withoutAge = await names({ places: true });
    expect(withoutAge.errors?.[0]?.extensions).toMatchObject({ code: 'places.age.required' });
  });

  it('tells the planner whether each child’s year has places, and ranks the schools with places for all first', async () => {
    const answer = await api.graphql(PLAN, {
      variables: {
        input: {
          // 11 on 31 August 2027: Year 7 in England's system.
          children: [{ birthDate: '2016-03-10' }],
          moveDate: '2027-08-15',
          countryCode: 'SG',
          city: CITY,
          currency: 'SGD',
        },
      },
    });
    const schools = answer.data!.relocationPlan.item!.schools;
    expect(
      schools.map((school) => [school.name, school.placesForAll, school.years[0]!.places?.status ?? null]),
    ).toEqual([
      ['Admissions Open Academy', true, 'open'],
      ['Admissions Support School', false, null],
      ['Admissions Waitlist College', false, 'waitlist'],
    ]);
  });

  describeFactConfirmations(() => api);
  describeFactChecks(() => api);
});
