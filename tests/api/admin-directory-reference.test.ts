import type { TypedDocumentNode } from '@urql/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminGraphql } from '@/core/client/graphql/admin-graphql';
import type { OpenSchoolTables } from '@/modules/openschool/server/tables';
import { signedInWith } from './support/admin-users';
import { buildSchool } from './support/school-factory';
import { startTestApp, type TestApp } from './support/test-app';
import { ENGINES } from './support/test-database';

const CURRICULUM = {
  create: adminGraphql(`mutation ($input: JSON!) {
    result: adminCreateSchoolCurriculum(input: $input) {
      success code fieldErrors { field code } item { _id version slug name shortName family schoolCount }
    }
  }`),
  update: adminGraphql(`mutation ($id: ID!, $version: Int!, $input: JSON!) {
    result: adminUpdateSchoolCurriculum(id: $id, version: $version, input: $input) {
      success code fieldErrors { field code } item { _id version slug name shortName family schoolCount }
    }
  }`),
};
const GRADE = {
  create: adminGraphql(`mutation ($input: JSON!) {
    result: adminCreateSchoolGrade(input: $input) {
      success code fieldErrors { field code } item { _id version system code name ageFrom position }
    }
  }`),
  update: adminGraphql(`mutation ($id: ID!, $version: Int!, $input: JSON!) {
    result: adminUpdateSchoolGrade(id: $id, version: $version, input: $input) {
      success code fieldErrors { field code } item { _id version system code name ageFrom position }
    }
  }`),
};
const FEE = {
  create: adminGraphql(`mutation ($input: JSON!) {
    result: adminCreateSchoolFee(input: $input) {
      success code fieldErrors { field code }
      item { _id version schoolId schoolName kind amount currency amountUsd period academicYear }
    }
  }`),
  update: adminGraphql(`mutation ($id: ID!, $version: Int!, $input: JSON!) {
    result: adminUpdateSchoolFee(id: $id, version: $version, input: $input) {
      success code fieldErrors { field code }
      item { _id version schoolId schoolName kind amount currency amountUsd period academicYear }
    }
  }`),
};
const RATE = {
  update: adminGraphql(`mutation ($id: ID!, $version: Int!, $input: JSON!) {
    result: adminUpdateExchangeRate(id: $id, version: $version, input: $input) {
      success code fieldErrors { field code } item { _id version currency unitsPerUsd asOf feeCount }
    }
  }`),
};
const CURRICULUM_LIST = adminGraphql(
  'query ($list: AdminListInput) { adminSchoolCurriculums(list: $list) { items { slug schoolCount } } }',
);
const GRADE_LIST = adminGraphql(
  'query ($list: AdminListInput) { adminSchoolGrades(list: $list) { items { system code } } }',
);
const FEE_LIST = adminGraphql(
  'query ($list: AdminListInput) { adminSchoolFees(list: $list) { items { schoolId kind } } }',
);
const FEE_SCHOOLS = adminGraphql(
  'query ($list: AdminListInput) { adminSchoolFees(list: $list) { items { schoolId } } }',
);
const RATE_LIST = adminGraphql(
  'query ($list: AdminListInput) { adminExchangeRates(list: $list) { items { _id version currency unitsPerUsd asOf feeCount } } }',
);
const UPDATE_SCHOOL = adminGraphql(
  'mutation ($id: ID!, $version: Int!, $input: JSON!) { adminUpdateSchool(id: $id, version: $version, input: $input) { code } }',
);
const DELETE_FEES = adminGraphql(
  'mutation ($ids: [ID!]!) { adminSchoolFeesBulk(action: "delete", ids: $ids) { success count } }',
);
/** Not in the admin schema: exchange rates are never created. */
const CREATE_RATE = 'mutation { adminCreateExchangeRate(input: {}) { success } }';

let sequence = 0;
const unique = (prefix: string) => `${prefix}-${Date.now().toString(36)}${++sequence}`;

describe.each(ENGINES)('the directory’s reference data in the admin on %s', (engine) => {
  let api: TestApp;
  let editor: string;
  beforeAll(async () => {
    api = await startTestApp(engine);
    editor = await signedInWith(api, [
      'SchoolCurriculum',
      'SchoolGrade',
      'SchoolFee',
      'ExchangeRate',
      'School',
    ]);
  });
  afterAll(() => api.close());

  const run = async <T, V>(document: TypedDocumentNode<{ result: T }, V>, variables: V) => {
    const answer = await api.graphql(document, {
      endpoint: 'admin',
      headers: { cookie: editor },
      variables,
    });
    expect(answer.errors).toBeUndefined();
    return answer.data!.result;
  };
  const query = async <R, V>(document: TypedDocumentNode<R, V>, variables: V) =>
    (await api.admin(editor, document, variables)).data!;
  const tables = () => api.database.db.withTables<OpenSchoolTables>();
  const schoolRow = (id: string) =>
    tables().selectFrom('school').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const revisionsOf = (id: string) =>
    tables()
      .selectFrom('school_revision')
      .selectAll()
      .where('school_id', '=', id)
      .orderBy('created_at')
      .execute();

  describe('curriculums', () => {
    it('creates, lists, edits; refuses a taken slug and bad fields', async () => {
      const slug = unique('thai-national');
      const created = await run(CURRICULUM.create, {
        input: {
          name: 'Thai national curriculum',
          slug,
          shortName: '',
          family: 'Other',
          description: 'Taught in Thai.',
        },
      });
      expect(created).toMatchObject({
        success: true,
        item: { slug, shortName: null, schoolCount: 0, version: 1 },
      });
      const page = await query(CURRICULUM_LIST, { list: { q: slug } });
      expect(page.adminSchoolCurriculums.items).toEqual([{ slug, schoolCount: 0 }]);

      const edited = await run(CURRICULUM.update, {
        id: created.item!._id,
        version: 1,
        input: { name: 'Thai curriculum', slug, family: 'Other' },
      });
      expect(edited).toMatchObject({ success: true, item: { name: 'Thai curriculum', version: 2 } });
      const stale = await run(CURRICULUM.update, {
        id: created.item!._id,
        version: 1,
        input: { name: 'Thai', slug, family: 'Other' },
      });
      expect(stale.code).toBe('record.conflict');

      const taken = await run(CURRICULUM.create, {
        input: { name: 'Diploma again', slug: 'ib-dp', family: 'IB' },
      });
      expect(taken.fieldErrors).toEqual([{ field: 'slug', code: 'slug.taken' }]);
      const bad = await run(CURRICULUM.create, { input: { name: 'X', slug: 'Not a slug!', family: '' } });
      expect(bad.fieldErrors).toEqual([
        { field: 'name', code: 'name.too.short' },
        { field: 'slug', code: 'slug.invalid' },
        { field: 'family', code: 'field.required' },
      ]);
    });
  });

  describe('grades', () => {
    it('creates and edits a school year; refuses a code its system has, and bad fields', async () => {
      const code = `X${Date.now().toString(36).slice(-5).toUpperCase()}`;
      const created = await run(GRADE.create, {
        input: { system: 'UK', code: code.toLowerCase(), name: 'Year 14', ageFrom: 18, position: 16 },
      });
      expect(created).toMatchObject({ success: true, item: { system: 'UK', code } });
      const edited = await run(GRADE.update, {
        id: created.item!._id,
        version: 1,
        input: { system: 'UK', code, name: 'Year 14 (foundation)', ageFrom: 18, position: 16 },
      });
      expect(edited).toMatchObject({ success: true, item: { version: 2 } });

      const taken = await run(GRADE.create, {
        input: { system: 'UK', code: 'Y7', name: 'Year 7', ageFrom: 11, position: 9 },
      });
      expect(taken.fieldErrors).toEqual([{ field: 'code', code: 'grade.code.taken' }]);
      const bad = await run(GRADE.create, {
        input: { system: 'XX', code: 'Y 7', name: '', ageFrom: 25, position: 0 },
      });
      expect(bad.fieldErrors).toEqual([
        { field: 'system', code: 'grade.system.invalid' },
        { field: 'code', code: 'grade.code.invalid' },
        { field: 'name', code: 'field.required' },
        { field: 'ageFrom', code: 'age.invalid' },
        { field: 'position', code: 'position.invalid' },
      ]);
      const systems = await query(GRADE_LIST, {
        list: { filters: [{ key: 'system', value: 'FR' }], limit: 100 },
      });
      expect(systems.adminSchoolGrades.items.slice(0, 3).map((grade) => grade.code)).toEqual([
        'PS',
        'MS',
        'GS',
      ]);
    });
  });

  describe('fees', () => {
    const fee = (schoolId: string, overrides: Record<string, unknown> = {}) => ({
      schoolId,
      kind: 'tuition',
      ageFrom: null,
      ageTo: null,
      amount: 8600,
      currency: 'EUR',
      period: 'year',
      academicYear: '2026-2027',
      note: null,
      source: 'Fees sheet 2026',
      ...overrides,
    });

    it('adds a fee: the school’s average follows, its version goes up, a revision keeps the change', async () => {
      // A school without fees yet: listed, its average fee unknown.
      const school = await buildSchool(api.database.db, { avg_fees_usd_cents: null });
      expect(school).toMatchObject({ listed: true, avg_fees_usd_cents: null });
      const created = await run(FEE.create, { input: fee(school.id) });
      expect(created).toMatchObject({ success: true, item: { schoolName: school.name, amount: 8600 } });
      const after = await schoolRow(school.id);
      expect(after).toMatchObject({ listed: true, version: school.version + 1 });
      expect(after.avg_fees_usd_cents).toBe(Math.round((8600 / 0.86) * 100));
      const [revision] = await revisionsOf(school.id);
      expect(revision).toMatchObject({ kind: 'edit', source: 'Fees sheet 2026' });
      expect((revision!.changes as { field: string }[]).map((change) => change.field)).toEqual(['fees']);

      const edited = await run(FEE.update, {
        id: created.item!._id,
        version: 1,
        input: fee(school.id, { amount: 4300, period: 'term' }),
      });
      expect(edited).toMatchObject({ success: true, item: { version: 2, amount: 4300 } });
      expect((await schoolRow(school.id)).avg_fees_usd_cents).toBe(Math.round(((4300 * 3) / 0.86) * 100));
      expect(await revisionsOf(school.id)).toHaveLength(2);

      // A school form opened before the fee changed is refused, not saved over the new fee.
      const stale = await api.graphql(UPDATE_SCHOOL, {
        endpoint: 'admin',
        headers: { cookie: editor },
        variables: {
          id: school.id,
          version: school.version,
          input: { name: school.name, countryCode: 'FR', city: 'Lyon', curriculums: ['ib-dp'] },
        },
      });
      expect(stale.data!.adminUpdateSchool.code).toBe('record.conflict');

      const deleted = await api.graphql(DELETE_FEES, {
        endpoint: 'admin',
        headers: { cookie: editor },
        variables: { ids: [created.item!._id] },
      });
      expect(deleted.data!.adminSchoolFeesBulk).toEqual({ success: true, count: 1 });
      expect(await schoolRow(school.id)).toMatchObject({ listed: true, avg_fees_usd_cents: null });
      expect(await revisionsOf(school.id)).toHaveLength(3);
    });

    it('filters by school, and refuses what the data does not know', async () => {
      const school = await buildSchool(api.database.db);
      const page = await query(FEE_LIST, { list: { filters: [{ key: 'school', value: school.id }] } });
      expect(page.adminSchoolFees.items).toEqual([{ schoolId: school.id, kind: 'tuition' }]);
      const none = await query(FEE_SCHOOLS, { list: { filters: [{ key: 'school', value: 'not-an-id' }] } });
      expect(none.adminSchoolFees.items).toEqual([]);

      const unknown = await run(FEE.create, {
        input: fee('01900000-0000-7000-8000-0000000000ee', { currency: 'XYZ' }),
      });
      expect(unknown.fieldErrors).toEqual([
        { field: 'schoolId', code: 'school.unknown' },
        { field: 'currency', code: 'currency.unknown' },
      ]);
      const decimals = await run(FEE.create, { input: fee(school.id, { currency: 'JPY', amount: 1000.5 }) });
      expect(decimals.fieldErrors).toEqual([{ field: 'amount', code: 'amount.invalid' }]);
      const invalid = await run(FEE.create, {
        input: fee('x', { kind: 'tip', ageFrom: 9, period: 'once', academicYear: '2026' }),
      });
      expect(invalid.fieldErrors).toEqual(
        expect.arrayContaining([
          { field: 'schoolId', code: 'school.invalid' },
          { field: 'kind', code: 'fee.kind.invalid' },
          { field: 'academicYear', code: 'academicYear.invalid' },
        ]),
      );
    });
  });

  describe('exchange rates', () => {
    it('changes a rate and its date; every school paying in it gets a new average', async () => {
      const page = await query(RATE_LIST, { list: { q: 'CHF' } });
      const chf = page.adminExchangeRates.items.find((rate) => rate.currency === 'CHF')!;
      const school = await buildSchool(api.database.db, { avg_fees_usd_cents: null });
      await run(FEE.create, {
        input: {
          schoolId: school.id,
          kind: 'tuition',
          amount: 30_000,
          currency: 'CHF',
          period: 'year',
          academicYear: '2026-2027',
        },
      });
      const changed = await run(RATE.update, {
        id: chf._id,
        version: chf.version,
        input: { unitsPerUsd: 0.75, asOf: '2026-11-20' },
      });
      expect(changed).toMatchObject({
        success: true,
        item: { currency: 'CHF', unitsPerUsd: 0.75, asOf: '2026-11-20', version: chf.version + 1 },
      });
      expect(changed.item!.feeCount).toBeGreaterThan(0);
      expect((await schoolRow(school.id)).avg_fees_usd_cents).toBe(4_000_000);

      const bad = await run(RATE.update, {
        id: chf._id,
        version: chf.version + 1,
        input: { unitsPerUsd: -1, asOf: '20 November' },
      });
      expect(bad.fieldErrors).toEqual([
        { field: 'unitsPerUsd', code: 'rate.invalid' },
        { field: 'asOf', code: 'date.invalid' },
      ]);
      const missing = await api.graphql(CREATE_RATE, {
        endpoint: 'admin',
        headers: { cookie: editor },
      });
      expect(missing.errors?.[0]?.message).toMatch(/adminCreateExchangeRate/);
    });
  });
});
