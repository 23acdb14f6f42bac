import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInWith } from './support/admin-users';
import { startTestApp, type TestApp } from './support/test-app';
import { EMBEDDED_ONLY } from './support/test-database';

const GRAPHQL = { 'content-type': 'application/json' };
const SCHOOLS_QUERY = 'query ($q: String) { schools(filter: { q: $q }) { pageInfo { total } } }';

describe.each(EMBEDDED_ONLY)('hostile requests on %s', (engine) => {
  let api: TestApp;
  beforeAll(async () => {
    api = await startTestApp(engine);
  });
  afterAll(() => api.close());

  const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
    api.app.inject({
      method: 'POST',
      url,
      headers: { ...GRAPHQL, ...headers },
      payload: JSON.stringify(payload),
    });

  it('answers 400 request.host.invalid to a malformed Host, on the API and elsewhere', async () => {
    for (const host of ['a b', 'a/b', 'x@y', '[::1', 'a\tb']) {
      const graphqlAnswer = await post('/api/graphql', { query: '{ __typename }' }, { host });
      expect(graphqlAnswer.statusCode, host).toBe(400);
      expect(graphqlAnswer.json().errors[0].extensions.code).toBe('request.host.invalid');
      const health = await api.app.inject({ method: 'GET', url: '/api/health', headers: { host } });
      expect(health.statusCode, host).toBe(400);
      expect(health.json()).toEqual({ success: false, code: 'request.host.invalid' });
    }
    for (const host of ['localhost', 'localhost:3000', 'schools.example.org', '127.0.0.1:80', '[::1]:3000']) {
      expect((await post('/api/graphql', { query: '{ __typename }' }, { host })).statusCode, host).toBe(200);
    }
  });

  it('ignores a forwarded host from a client no proxy was configured for', async () => {
    const answer = await post('/api/graphql', { query: '{ __typename }' }, { 'x-forwarded-host': 'a b' });
    expect(answer.statusCode).toBe(200);
  });

  it('refuses a NUL character in GraphQL variables, query text, REST bodies and URLs with a 400', async () => {
    const inVariable = await post('/api/graphql', {
      query: SCHOOLS_QUERY,
      variables: { q: 'ib\u0000school' },
    });
    expect(inVariable.statusCode).toBe(400);
    expect(inVariable.json().errors[0].extensions.code).toBe('request.characters.invalid');
    const inQuery = await post('/api/graphql', {
      query: '{ schools(filter: { q: "a\u0000" }) { pageInfo { total } } }',
    });
    expect(inQuery.statusCode).toBe(400);
    const inKey = await post('/api/graphql', { query: SCHOOLS_QUERY, variables: { 'q\u0000': 'x' } });
    expect(inKey.statusCode).toBe(400);
    const rest = await post('/api/i18n/add-missing-translation', {
      lng: 'en',
      ns: 'common',
      key: 'a\u0000b',
    });
    expect(rest.statusCode).toBe(400);
    expect(rest.json()).toEqual({ success: false, code: 'request.characters.invalid' });
    const inUrl = await api.app.inject({ method: 'GET', url: '/api/images/local/ab%00cd' });
    expect(inUrl.statusCode).toBe(400);
    // The same request without the NUL is served: only the character is refused.
    expect(
      (await post('/api/graphql', { query: SCHOOLS_QUERY, variables: { q: 'ib school' } })).statusCode,
    ).toBe(200);
  });

  it('answers a malformed multipart body on the avatar route with 400 image.upload.invalid', async () => {
    const cookie = await signedInWith(api, []);
    const boundary = 'x-broken-boundary';
    const cut = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n`;
    for (const [payload, code] of [
      [cut, 'image.upload.invalid'],
      [`${cut}Content-Type: image/png\r\n\r\n\u0089PNG`, 'image.upload.invalid'],
      // Well-formed, but without a file.
      [`--${boundary}\r\nno headers at all\r\n--${boundary}--`, 'image.required'],
    ]) {
      const answer = await api.app.inject({
        method: 'POST',
        url: '/api/user/account/avatar',
        headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, cookie },
        payload,
      });
      expect(answer.statusCode, payload).toBe(400);
      expect(answer.json(), payload).toEqual({ success: false, code });
    }
  });

  it('refuses a post whose Origin differs in scheme, host or port (csrf.refused)', async () => {
    const query = { query: '{ __typename }' };
    // app.inject reaches the server as http://localhost:80.
    for (const origin of ['https://localhost', 'http://localhost:8080', 'http://evil.example', 'null']) {
      const answer = await post('/api/graphql', query, { origin });
      expect(answer.statusCode, origin).toBe(403);
    }
    for (const origin of ['http://localhost', 'http://localhost:80', 'http://localhost:3000']) {
      // The last is the site's address of the settings (WEBSITE_URL's default).
      expect((await post('/api/graphql', query, { origin })).statusCode, origin).toBe(200);
    }
  });

  it('sends the security headers on every response', async () => {
    for (const answer of [
      await post('/api/graphql', { query: '{ __typename }' }),
      await api.app.inject({ method: 'GET', url: '/api/health' }),
      await api.app.inject({ method: 'GET', url: '/api/nothing-here' }),
    ]) {
      expect(answer.headers['x-frame-options']).toBe('DENY');
      expect(answer.headers['x-content-type-options']).toBe('nosniff');
      expect(answer.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(answer.headers['permissions-policy']).toContain('camera=()');
      // Plain HTTP: browsers ignore HSTS there, and a site reached over http has not chosen https.
      expect(answer.headers['strict-transport-security']).toBeUndefined();
    }
  });
});
