import fs from 'node:fs';
import path from 'node:path';
import { buildSchema, getNamedType, isObjectType } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuthTables } from '@/core/server/auth/auth-tables';
import { signedInWith } from './support/admin-users';
import { buildSchool } from './support/school-factory';
import { startTestApp, type TestApp } from './support/test-app';

const ROOT = path.resolve(import.meta.dirname, '../..');

interface Example {
  operation: string;
  signedIn: boolean;
  query: string;
  variables: string | null;
  /** The error the section says the example answers on the test server (set up already). */
  refusal: string | null;
  /** The code of a `success: false` the section says the example answers on the test server. */
  refusedWith: string | null;
}

/** The examples of docs/api-examples.md: under each `### \`name\`` heading, a GraphQL block and its variables. */
function examplesOf(markdown: string): Example[] {
  return markdown
    .split(/^### /m)
    .slice(1)
    .map((section) => {
      const heading = section.slice(0, section.indexOf('\n'));
      const operation = /^`(\w+)`/.exec(heading)?.[1] ?? heading;
      const query = /```graphql\n([\s\S]*?)```/.exec(section)?.[1] ?? '';
      const variables = /```json\n([\s\S]*?)```/.exec(section)?.[1] ?? null;
      const refusal = /Refused on a site already set up: `([\w.]+)`/.exec(section)?.[1] ?? null;
      const refusedWith = /Answers `success: false` here: `([\w.]+)`/.exec(section)?.[1] ?? null;
      return { operation, signedIn: heading.includes('(signed in)'), query, variables, refusal, refusedWith };
    });
}

const examples = examplesOf(fs.readFileSync(path.join(ROOT, 'docs/api-examples.md'), 'utf8'));
const schema = buildSchema(fs.readFileSync(path.join(ROOT, 'schema/public.graphql'), 'utf8'));
const rootFields = [schema.getQueryType()!, schema.getMutationType()!].flatMap((type) =>
  Object.values(type.getFields()),
);
const operations = rootFields.map((field) => field.name);
/** The operations that answer `success` (and `code`, `fieldErrors`): a mutation's result. */
const answersSuccess = new Set(
  rootFields
    .filter((field) => {
      const type = getNamedType(field.type);
      return isObjectType(type) && 'success' in type.getFields();
    })
    .map((field) => field.name),
);

// What the examples show is the same on both engines: the embedded one. The examples that
// answer a particular value run first: the document's `logout` ends the member's session.
describe('the public API’s examples (docs/api-examples.md)', () => {
  let api: TestApp;
  let member: string;
  let schoolId: string;

  beforeAll(async () => {
    // Every optional module on: each has operations of its own.
    api = await startTestApp('pglite', {
      ENABLE_PLACE: 'true',
      ENABLE_BLOG: 'true',
      ENABLE_CONTACT_US: 'true',
    });
    schoolId = (await buildSchool(api.database.db, { name: 'Oporto Example School' })).id;
    // A member as sign-up makes one: the Member role's permissions.
    const role = await api.database.db
      .withTables<AuthTables>()
      .selectFrom('role')
      .select('permissions')
      .where('name', '=', 'Member')
      .executeTakeFirstOrThrow();
    member = await signedInWith(api, role.permissions);
  });
  afterAll(() => api.close());

  it('has one example for every operation of the public schema, and none for an operation it lacks', () => {
    expect(examples.map((example) => example.operation).sort()).toEqual([...operations].sort());
  });

  it('answers as the examples say: a school by its id, a rating waiting, the shortlist and its status kept', async () => {
    const run = (name: string) => {
      const example = examples.find((candidate) => candidate.operation === name)!;
      return api.graphql(example.query, {
        variables: JSON.parse(example.variables!.replaceAll('<school id>', schoolId)),
        headers: example.signedIn ? { cookie: member } : {},
      });
    };
    expect((await run('school')).data?.school).toMatchObject({
      _id: schoolId,
      name: 'Oporto Example School',
    });
    expect((await run('rateSchool')).data?.rateSchool).toMatchObject({
      success: true,
      item: { status: 'pending' },
    });
    expect((await run('addToShortlist')).data?.addToShortlist).toMatchObject({
      success: true,
      item: { items: [{ _id: schoolId }] },
    });
    expect((await run('setShortlistStatus')).data?.setShortlistStatus).toMatchObject({
      success: true,
      item: { items: [{ _id: schoolId, status: 'visit-booked', statusOn: '2027-03-12' }] },
    });
  });
  it('runs every example as written, in the order of the document: no error and success, unless it says otherwise', async () => {
    for (const example of examples) {
      const variables = example.variables
        ? JSON.parse(example.variables.replaceAll('<school id>', schoolId))
        : undefined;
      const answer = await api.graphql(example.query, {
        variables,
        headers: example.signedIn ? { cookie: member } : {},
      });
      if (example.refusal) {
        expect(answer.errors?.[0]?.message, example.operation).toBe(example.refusal);
        continue;
      }
      expect(answer.errors, example.operation).toBeUndefined();
      const answered = answer.data?.[example.operation];
      expect(answered, example.operation).not.toBeUndefined();
      // No error is not enough: a refused input answers `success: false` without one.
      if (answersSuccess.has(example.operation)) {
        expect
          .soft(answered, example.operation)
          .toMatchObject(
            example.refusedWith ? { success: false, code: example.refusedWith } : { success: true },
          );
      }
    }
  });
});
