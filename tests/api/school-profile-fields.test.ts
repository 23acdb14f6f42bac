import type { TypedDocumentNode } from '@urql/core';
import { type GraphQLObjectType, type GraphQLSchema, isObjectType } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminGraphql } from '@/core/client/graphql/admin-graphql';
import { graphql } from '@/core/client/graphql/public-graphql';
import { buildSchemas } from '@/core/server/graphql/schemas';
import { loadServerModules } from '@/core/server/modules';
import { shownFactEntries } from '@/modules/openschool/shared/school-catalogue';
import { signedInWith } from './support/admin-users';
import { startTestApp, type TestApp } from './support/test-app';
import { ENGINES } from './support/test-database';

/** The GraphQL type a shown fact's field must have: its catalogue type, non-null unless it may be unknown. */
const expected: Record<string, string> = {
  languages: '[String!]!',
  accreditations: '[String!]!',
  boarding: 'Boolean',
  foundedYear: 'Int',
  studentCount: 'Int',
  avgClassSize: 'Int',
  teacherCount: 'Int',
  ageFrom: 'Int',
  ageTo: 'Int',
  gradeSystem: 'String!',
};

describe('the facts every view of one school gives alike (the catalogue’s `shown`)', () => {
  let schemas: Record<'public' | 'admin', GraphQLSchema>;
  beforeAll(async () => {
    schemas = await buildSchemas(await loadServerModules());
  });

  const typeNamed = (schema: GraphQLSchema, name: string): GraphQLObjectType => {
    const type = schema.getType(name);
    if (!isObjectType(type)) throw new Error(`${name} is not an object type`);
    return type;
  };

  it.each([
    ['public', 'SchoolDetail'],
    ['public', 'SchoolComparison'],
    ['admin', 'AdminSchool'],
  ] as const)('%s %s has each shown fact under its name, with its type', (schema, typeName) => {
    const fields = typeNamed(schemas[schema], typeName).getFields();
    const shown = Object.fromEntries(
      shownFactEntries().map(([name]) => [name, fields[name]?.type.toString() ?? 'missing']),
    );
    expect(shown).toEqual(expected);
  });
});

const CREATE = adminGraphql(`mutation ($input: JSON!) {
  adminCreateSchool(input: $input) { success code fieldErrors { field code } item { _id version teacherCount } }
}`);
const UPDATE = adminGraphql(`mutation ($id: ID!, $version: Int!, $input: JSON!) {
  adminUpdateSchool(id: $id, version: $version, input: $input) {
    success code fieldErrors { field code } item { _id teacherCount }
  }
}`);
const READ = adminGraphql('query ($id: ID!) { adminSchool(id: $id) { teacherCount } }');
const DETAIL = graphql('query ($id: ID!) { school(id: $id) { teacherCount revisions { fields } } }');
const COMPARE = graphql('query ($ids: [ID!]!) { compareSchools(ids: $ids) { items { _id teacherCount } } }');

// The fact added through the catalogue alone (migration 034, its entry, the fragments' field and
// its display): a school's teachers, with nothing written for it in any service or GraphQL type.
describe.each(ENGINES)('a school’s teachers, a fact added through the catalogue, on %s', (engine) => {
  let api: TestApp;
  let editor: string;
  beforeAll(async () => {
    api = await startTestApp(engine);
    editor = await signedInWith(api, ['School']);
  });
  afterAll(() => api.close());

  const admin = <R, V>(document: TypedDocumentNode<R, V>, variables?: V) =>
    api.admin(editor, document, variables);
  const input = (teacherCount: unknown) => ({
    name: `Harbour International School ${Date.now()}`,
    countryCode: 'PT',
    city: 'Porto',
    status: 'published',
    teacherCount,
  });

  it('is saved by the admin, kept in the history, and shown on the school page, in compare and in the admin', async () => {
    const created = (await admin(CREATE, { input: input(64) })).data!.adminCreateSchool;
    expect(created).toMatchObject({ success: true, item: { teacherCount: 64 } });
    const { _id: id, version } = created.item!;
    const edited = (await admin(UPDATE, { id, version, input: input(71) })).data!.adminUpdateSchool;
    expect(edited).toMatchObject({ success: true, item: { teacherCount: 71 } });

    expect((await admin(READ, { id })).data!.adminSchool).toEqual({ teacherCount: 71 });
    const detail = (await api.graphql(DETAIL, { variables: { id } })).data!.school!;
    expect(detail.teacherCount).toBe(71);
    expect(detail.revisions[0]!.fields).toContain('teacherCount');
    const compared = (await api.graphql(COMPARE, { variables: { ids: [id] } })).data!.compareSchools;
    expect(compared.items).toEqual([{ _id: id, teacherCount: 71 }]);
  });

  it('refuses a count that is not one, and changes nothing', async () => {
    const created = (await admin(CREATE, { input: input(null) })).data!.adminCreateSchool;
    expect(created).toMatchObject({ success: true, item: { teacherCount: null } });
    const { _id: id, version } = created.item!;
    for (const teachers of [0, -3, 2.5, 'many']) {
      const refused = (await admin(UPDATE, { id, version, input: input(teachers) })).data!.adminUpdateSchool;
      expect(refused, String(teachers)).toMatchObject({
        success: false,
        fieldErrors: [{ field: 'teacherCount', code: 'number.invalid' }],
      });
    }
    expect((await admin(READ, { id })).data!.adminSchool).toEqual({ teacherCount: null });
  });
});
