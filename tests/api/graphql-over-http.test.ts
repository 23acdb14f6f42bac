import type { AddressInfo } from 'node:net';
import { Client, fetchExchange } from '@urql/core';
import { serverAudits } from 'graphql-http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OpenSchoolTables } from '@/modules/openschool/server/tables';
import { signedInWith } from './support/admin-users';
import { buildSchool } from './support/school-factory';
import { startTestApp, type TestApp } from './support/test-app';

const ENDPOINT = '/api/graphql';
const GRAPHQL_RESPONSE = 'application/graphql-response+json';
const SCHOOL_NAME = `query httpSchool($id: ID!) { school(id: $id) { _id name } }`;

/** The URL of a GET query, its variables as JSON, as GraphQL over HTTP writes them. */
const getUrl = (query: string, variables?: Record<string, unknown>) =>
  `${ENDPOINT}?${new URLSearchParams({ query, ...(variables && { variables: JSON.stringify(variables) }) })}`;

// HTTP only, the same on both engines: the embedded one.
describe('the public GraphQL endpoint over HTTP', () => {
  let api: TestApp;
  let origin: string;
  let school: { id: string };
  const methods: string[] = [];

  beforeAll(async () => {
    api = await startTestApp('pglite');
    api.app.addHook('onRequest', async (request) => {
      if (request.url.startsWith(ENDPOINT)) methods.push(request.method);
    });
    // A real socket: the audit suite and urql send their requests with fetch.
    await api.app.listen({ host: '127.0.0.1', port: 0 });
    origin = `http://127.0.0.1:${(api.app.server.address() as AddressInfo).port}`;
    school = await buildSchool(api.database.db, { name: 'HTTP Cached School' });
  });
  afterAll(() => api.close());

  const get = (url: string, headers: Record<string, string> = {}) =>
    api.app.inject({ method: 'GET', url, headers });

  it('passes every MUST and SHOULD of the GraphQL over HTTP audit suite', async () => {
    const results = await Promise.all(
      serverAudits({ url: `${origin}${ENDPOINT}` }).map((audit) => audit.fn()),
    );
    const failed = results
      .filter((result) => result.status !== 'ok' && !result.name.startsWith('MAY'))
      .map((result) => `${result.name}: ${'reason' in result ? result.reason : ''}`);
    expect(failed).toEqual([]);
    // The audits of GET among them: not only POST was tried.
    expect(methods).toContain('GET');
  });

  it('answers a query by GET with the media type asked for', async () => {
    const answer = await get(`${ENDPOINT}?query={__typename}`, { accept: GRAPHQL_RESPONSE });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toContain(GRAPHQL_RESPONSE);
    expect(answer.json()).toEqual({ data: { __typename: 'Query' } });
    const plain = await get(`${ENDPOINT}?query={__typename}`, { accept: 'application/json' });
    expect(plain.headers['content-type']).toContain('application/json');
    expect(plain.headers.vary).toContain('accept');
  });

  it('refuses a mutation by GET, and any method but GET and POST, with Allow', async () => {
    const mutation = await get(`${ENDPOINT}?query=${encodeURIComponent('mutation { logout { success } }')}`, {
      accept: GRAPHQL_RESPONSE,
    });
    expect(mutation.statusCode).toBe(405);
    expect(mutation.headers.allow).toBe('GET, POST');
    for (const method of ['OPTIONS', 'PUT', 'DELETE', 'PATCH', 'HEAD'] as const) {
      const answer = await api.app.inject({ method, url: ENDPOINT });
      expect(answer.statusCode, method).toBe(405);
      expect(answer.headers.allow, method).toBe('GET, POST');
    }
  });

  it('gives an anonymous answer an ETag, 304 until what it read changes', async () => {
    const url = getUrl(SCHOOL_NAME, { id: school.id });
    const first = await get(url);
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe('public, no-cache');
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^W\/"/);
    const again = await get(url, { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');

    await api.database.db
      .withTables<OpenSchoolTables>()
      .updateTable('school')
      .set({ name: 'HTTP Cached School, renamed' })
      .where('id', '=', school.id)
      .execute();
    const changed = await get(url, { 'if-none-match': etag });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().data.school.name).toBe('HTTP Cached School, renamed');
    expect(changed.headers.etag).not.toBe(etag);
  });

  it('keeps a signed-in visitor’s answer private, and a failed one out of caches', async () => {
    const cookie = await signedInWith(api, []);
    const mine = await get(getUrl('{ me { item { email } } }'), { cookie });
    expect(mine.statusCode).toBe(200);
    expect(mine.json().data.me.item.email).toContain('@');
    expect(mine.headers['cache-control']).toBe('private, no-cache');
    expect(mine.headers.etag).toBeUndefined();
    const invalid = await get(getUrl('{ nothingHere }'), { accept: GRAPHQL_RESPONSE });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.headers['cache-control']).toBe('no-store');
    expect(invalid.headers.etag).toBeUndefined();
  });

  it('lets a web app of any origin read a GET answer, preflight included, without credentials', async () => {
    const answer = await get(`${ENDPOINT}?query={__typename}`, { origin: 'https://elsewhere.example' });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['access-control-allow-origin']).toBe('*');
    expect(answer.headers['access-control-allow-credentials']).toBeUndefined();
    expect(answer.headers['access-control-expose-headers']).toContain('etag');
    const preflight = await api.app.inject({
      method: 'OPTIONS',
      url: ENDPOINT,
      headers: {
        origin: 'https://elsewhere.example',
        'access-control-request-method': 'GET',
        'access-control-request-headers': 'content-type',
      },
    });
    expect(preflight.statusCode).toBe(204);
    expect(preflight.headers['access-control-allow-origin']).toBe('*');
    expect(preflight.headers['access-control-allow-methods']).toBe('GET');
    expect(preflight.headers['access-control-allow-headers']).toBe('content-type');
  });

  it('serves urql with its default options', async () => {
    const client = new Client({ url: `${origin}${ENDPOINT}`, exchanges: [fetchExchange] });
    methods.length = 0;
    const result = await client.query(SCHOOL_NAME, { id: school.id }).toPromise();
    expect(result.error).toBeUndefined();
    expect(result.data.school).toEqual({
      _id: school.id,
      name: expect.stringContaining('HTTP Cached School'),
    });
    expect(methods).toEqual(['GET']);
  });
});
