import fs from 'node:fs';
import fc from 'fast-check';
import {
  buildSchema,
  type GraphQLField,
  type GraphQLInputType,
  type GraphQLObjectType,
  type GraphQLSchema,
  getNamedType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isScalarType,
} from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allPermissions } from '@/core/server/admin/permission-catalogue';
import { signedInWith } from './support/admin-users';
import { buildSchool } from './support/school-factory';
import { startTestApp, type TestApp } from './support/test-app';

/**
 * A bounded property-based run over every GraphQL field of both endpoints and the REST routes:
 * whatever a client sends, as a visitor, a member or an administrator, the answer is never a
 * 5xx nor a GraphQL error masked as `internal.error`, and the server still answers after it.
 * On the embedded database only: the inputs are checked before either engine sees them.
 */
const RUNS = { graphql: 1000, rest: 600 };
/**
 * A run takes seconds alone, but `npm test` runs Vitest beside the browser tests, and on a busy
 * 2-core machine the same seeded run has taken 75 to over 120 s: a time-out there says nothing
 * about the server, so each run may take up to five minutes.
 */
const RUN_TIMEOUT_MS = 300_000;

/** Strings a hostile or careless client sends: random text, and the classics. */
const hostileString = fc.oneof(
  { weight: 3, arbitrary: fc.string({ maxLength: 40 }) },
  { weight: 2, arbitrary: fc.string({ unit: 'grapheme', maxLength: 20 }) },
  { weight: 1, arbitrary: fc.uuid() },
  {
    weight: 3,
    arbitrary: fc.constantFrom(
      '',
      ' ',
      "'",
      '"; drop table app_user; --',
      '../../etc/passwd',
      '<script>alert(1)</script>',
      'x'.repeat(5000),
      'x'.repeat(300_000),
      '00000000-0000-0000-0000-000000000000',
      'not-a-uuid',
      '%',
      '_',
      '\\',
      'NaN',
      '-1',
      '1e309',
      '2026-02-30',
      '9999-12-31T23:59:59Z',
      'https://evil.example/x',
      'javascript:alert(1)',
      '{{siteName}}',
      '@51.5,-0.1,15z',
      'country=SG&curriculum=ib-dp',
      '\u202e\u0301\ud83d\ude00',
      'SG',
      'en',
      'ib-dp',
      'name',
      '-name',
    ),
  },
);

/** Field names the JSON inputs (admin records, settings, filters) take, so they reach their checks. */
const JSON_KEYS = [
  'name',
  'email',
  'password',
  'title',
  'slug',
  'content',
  'description',
  'country',
  'countryCode',
  'city',
  'address',
  'website',
  'latitude',
  'longitude',
  'category',
  'status',
  'permissions',
  'roles',
  'language',
  'currency',
  'fees',
  'curriculums',
  'subject',
  'html',
  'text',
  'imageId',
  'school',
  'reason',
  'key',
  'value',
];

const integer = fc.oneof(
  fc.integer(),
  fc.constantFrom(0, -1, 1, 2, 10, 100, 2_147_483_647, -2_147_483_648),
  fc.integer({ min: -5, max: 300 }),
);
const float = fc.oneof(
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.constantFrom(0, -90, 90, 180, -180, 1e308, -1e-308, 51.5),
);

/** Values of a GraphQL input type: mostly well-typed, so the request reaches the resolver. */
function argumentValue(type: GraphQLInputType, depth = 0): fc.Arbitrary<unknown> {
  if (isNonNullType(type)) return presentValueOf(type.ofType, depth);
  return fc.option(presentValueOf(type, depth), { nil: null, freq: 4 });
}

/** A value of the type that is not null (a null only where nesting runs too deep). */
function presentValueOf(type: GraphQLInputType, depth: number): fc.Arbitrary<unknown> {
  if (depth > 4) return fc.constant(null);
  if (isNonNullType(type)) return presentValueOf(type.ofType, depth);
  if (isListType(type)) return fc.array(argumentValue(type.ofType, depth + 1), { maxLength: 4 });
  if (isEnumType(type)) return fc.constantFrom(...type.getValues().map((value) => value.name));
  if (isInputObjectType(type)) {
    const fields = Object.values(type.getFields());
    const shape = Object.fromEntries(
      fields.map((field) => [field.name, argumentValue(field.type, depth + 1)]),
    );
    const required = fields.filter((field) => isNonNullType(field.type)).map((field) => field.name);
    return fc.record(shape, { requiredKeys: required });
  }
  switch (isScalarType(type) ? type.name : '') {
    case 'Int':
      return integer;
    case 'Float':
      return float;
    case 'Boolean':
      return fc.boolean();
    case 'JSON':
      return fc.oneof(
        fc.jsonValue({ maxDepth: 3 }),
        fc.dictionary(fc.constantFrom(...JSON_KEYS), hostileString, { maxKeys: 8 }),
        fc.dictionary(hostileString, hostileString, { maxKeys: 4 }),
      );
    default:
      return hostileString;
  }
}

interface Operation {
  endpoint: 'public' | 'admin';
  kind: 'query' | 'mutation';
  field: GraphQLField<unknown, unknown>;
}

function operationsOf(schema: GraphQLSchema, endpoint: Operation['endpoint']): Operation[] {
  const fieldsOf = (type: GraphQLObjectType | null | undefined) => Object.values(type?.getFields() ?? {});
  return [
    ...fieldsOf(schema.getQueryType()).map((field) => ({ endpoint, kind: 'query' as const, field })),
    ...fieldsOf(schema.getMutationType()).map((field) => ({ endpoint, kind: 'mutation' as const, field })),
  ];
}

/** The document of one field with every argument a variable; objects answer their __typename. */
function documentOf({ kind, field }: Operation): string {
  const variables = field.args.map((arg) => `$${arg.name}: ${arg.type.toString()}`).join(', ');
  const args = field.args.map((arg) => `${arg.name}: $${arg.name}`).join(', ');
  const selection =
    isScalarType(getNamedType(field.type)) || isEnumType(getNamedType(field.type)) ? '' : ' { __typename }';
  return `${kind} Fuzz${variables ? `(${variables})` : ''} { ${field.name}${args ? `(${args})` : ''}${selection} }`;
}

const loadSchema = (name: string) => buildSchema(fs.readFileSync(`schema/${name}.graphql`, 'utf8'));

/** Outside services at a closed port: calls to them fail at once instead of waiting for a network. */
const NOWHERE = 'http://127.0.0.1:9';

describe('hostile input', () => {
  let api: TestApp;
  const cookies: Record<'visitor' | 'member' | 'administrator', string | undefined> = {
    visitor: undefined,
    member: undefined,
    administrator: undefined,
  };
  beforeAll(async () => {
    api = await startTestApp('pglite', {
      ENABLE_PLACE: 'true',
      ENABLE_BLOG: 'true',
      ENABLE_CONTACT_US: 'true',
      ENABLE_NEWSLETTER: 'true',
      ENABLE_UNSPLASH: 'true',
      UNSPLASH_ACCESS_KEY: 'fuzz',
      UNSPLASH_API_URL: NOWHERE,
      MAILCHIMP_API_URL: NOWHERE,
      MAILJET_API_URL: NOWHERE,
      CLOUDINARY_API_URL: NOWHERE,
    });
    for (const name of ['Singapore American School', 'Lycée Français de Singapour', 'Tanglin Trust School']) {
      await buildSchool(api.database.db, { name });
    }
    await api.database.changes.sync();
    await signIn();
  }, 60_000);
  afterAll(() => api?.close());

  /** New sessions for the member and the administrator: a fuzzed logout or password change ends theirs. */
  let requests = 0;
  const signIn = async () => {
    cookies.member = await signedInWith(api, ['School:create', 'SchoolRating:create', 'Place:create']);
    cookies.administrator = await signedInWith(api, await allPermissions({ settings: api.app.settings }));
  };
  const cookieOf = async (who: string) => {
    if (++requests % 20 === 0) await signIn();
    return cookies[who as keyof typeof cookies];
  };

  /** What went wrong with one answer, or undefined when it is a 2xx–4xx without an internal error. */
  const failureOf = (status: number, body: string) => {
    if (status >= 500) return `status ${status}: ${body.slice(0, 300)}`;
    if (body.includes('"internal.error"')) return `internal.error: ${body.slice(0, 300)}`;
    return undefined;
  };

  it(
    'never answers a GraphQL request with a 5xx or an internal error',
    async () => {
      const operations = [
        ...operationsOf(loadSchema('public'), 'public'),
        ...operationsOf(loadSchema('admin'), 'admin'),
      ];
      const request = fc.constantFrom(...operations).chain((operation) =>
        fc.record({
          operation: fc.constant(operation),
          // Visitors and members are refused the admin endpoint at once: most of its runs go to an administrator.
          who:
            operation.endpoint === 'admin'
              ? fc.constantFrom('visitor', 'member', 'administrator', 'administrator', 'administrator')
              : fc.constantFrom('visitor', 'member', 'administrator'),
          variables: fc.record(
            Object.fromEntries(operation.field.args.map((arg) => [arg.name, argumentValue(arg.type)])),
          ),
        }),
      );
      await fc.assert(
        fc.asyncProperty(request, async ({ operation, who, variables }) => {
          const cookie = await cookieOf(who);
          const response = await api.app.inject({
            method: 'POST',
            url: operation.endpoint === 'admin' ? '/api/admin/graphql' : '/api/graphql',
            headers: { 'content-type': 'application/json', ...(cookie && { cookie }) },
            payload: JSON.stringify({ query: documentOf(operation), variables }),
          });
          expect(failureOf(response.statusCode, response.body), documentOf(operation)).toBeUndefined();
        }),
        { numRuns: RUNS.graphql, seed: 20261125, endOnFailure: true },
      );
    },
    RUN_TIMEOUT_MS,
  );

  it(
    'never answers a REST request with a 5xx, whatever its path, query, headers and body',
    async () => {
      const routes = api.app
        .printRoutes({ commonPrefix: false })
        .split('\n')
        .map((line) => line.replace(/^[\s│├└─]+/, '').split(' (')[0] ?? '')
        .filter((route) => route.startsWith('/api/') && !route.includes('graphql'));
      const path = fc
        .constantFrom(...new Set(routes))
        .chain((route) =>
          fc
            .array(hostileString.map(encodeURIComponent), { minLength: 2, maxLength: 2 })
            .map(([first = '', second = '']) => route.replace(/:\w+/, first).replace('*', second)),
        );
      const request = fc.record({
        method: fc.constantFrom('GET', 'POST', 'PUT', 'DELETE', 'HEAD', 'OPTIONS'),
        path,
        query: fc.dictionary(
          fc.constantFrom('w', 'h', 'c', 'g', 'lang', 'token', 'page', 'x'),
          hostileString,
          {
            maxKeys: 3,
          },
        ),
        contentType: fc.constantFrom(
          'application/json',
          'text/plain',
          'multipart/form-data; boundary=x',
          'application/x-www-form-urlencoded',
          'application/json; charset=latin1',
        ),
        body: fc.oneof(
          fc.jsonValue({ maxDepth: 3 }).map((value) => JSON.stringify(value)),
          fc.dictionary(hostileString, hostileString, { maxKeys: 5 }).map((value) => JSON.stringify(value)),
          hostileString,
          fc.constant('--x\r\nContent-Disposition: form-data; name="file"; filename="a"\r\n\r\nabc'),
        ),
        host: fc.oneof(
          fc.constant('localhost'),
          hostileString.filter((host) => !/[\r\n]/.test(host)),
        ),
        who: fc.constantFrom('visitor', 'member', 'administrator' as const),
      });
      await fc.assert(
        fc.asyncProperty(request, async ({ method, path, query, contentType, body, host, who }) => {
          const cookie = await cookieOf(who);
          const search = new URLSearchParams(query).toString();
          const response = await api.app.inject({
            method: method as 'GET',
            url: `${path}${search ? `?${search}` : ''}`,
            headers: { 'content-type': contentType, host: host || 'localhost', ...(cookie && { cookie }) },
            ...(method !== 'GET' && method !== 'HEAD' && { payload: body }),
          });
          expect(
            failureOf(response.statusCode, response.body),
            `${method} ${path} host=${host}`,
          ).toBeUndefined();
        }),
        { numRuns: RUNS.rest, seed: 20261125, endOnFailure: true },
      );
    },
    RUN_TIMEOUT_MS,
  );

  it('still serves after it', async () => {
    const health = await api.app.inject({ method: 'GET', url: '/api/health' });
    expect(health.json()).toMatchObject({ status: 'ok' });
  });
});
