import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphql } from '@/core/client/graphql/public-graphql';
import { solveCaptcha, tokenFromMail, uniqueEmail } from './support/account-helpers';
import { startTestApp, type TestApp } from './support/test-app';

const LOGIN = graphql(
  'mutation ($input: AccountInput!) { login(input: $input) { success code field item { email permissions } } }',
);
/** Sign-ins an address may try in 15 minutes (session-service). */
const LOGIN_RATE_PER_IP = 30;
const REGISTER = graphql('mutation ($input: AccountInput!) { register(input: $input) { success } }');
const ACTIVATE = graphql('mutation ($token: String!) { activateAccount(token: $token) { success } }');
const PASSWORD = 'relocating family 2027';
/** Missing-translation reports an address may send in an hour (missing-translation-route). */
const MISSING_TRANSLATION_RATE = 100;
const GRAPHQL = { 'content-type': 'application/json' };

let forged = 0;
/** An address a client claims to have: a new one each time, as a password sprayer would. */
const forgedAddress = () => `203.0.113.${++forged % 250}`;

// What a client says about itself is read before any database work, the same on both engines:
// the embedded one is enough (the rate limits' table is tested on both in rate-limit.test.ts).
const engine = 'pglite';

describe('what a client says about itself', () => {
  /** Without TRUST_PROXY: nobody's X-Forwarded-* is believed. */
  let direct: TestApp;
  /** With TRUST_PROXY naming the proxy on this machine (app.inject comes from 127.0.0.1). */
  let proxied: TestApp;
  beforeAll(async () => {
    [direct, proxied] = await Promise.all([
      startTestApp(engine),
      startTestApp(engine, { TRUST_PROXY: 'loopback' }),
    ]);
  });
  afterAll(() => Promise.all([direct.close(), proxied.close()]));

  /** Wrong sign-ins for new addresses, each from a new forged address; the codes they got. */
  const spray = async (api: TestApp, attempts: number) => {
    const codes: (string | null | undefined)[] = [];
    for (let attempt = 0; attempt < attempts; attempt++) {
      const response = await api.graphql(LOGIN, {
        variables: { input: { email: uniqueEmail('sprayed'), password: 'Summer2026!' } },
        headers: { 'x-forwarded-for': forgedAddress() },
      });
      codes.push(response.data?.login.code ?? response.errors?.[0]?.extensions?.code);
    }
    return codes;
  };

  // First: the sprayers below use up this machine's sign-ins on `direct`.
  it('marks the session cookie Secure when a configured proxy says the site was reached over HTTPS', async () => {
    const signIn = async (api: TestApp) => {
      const email = uniqueEmail('secure');
      const input = { email, password: PASSWORD };
      await api.graphql(REGISTER, { variables: { input: { ...input, captcha: await solveCaptcha(api) } } });
      await api.graphql(ACTIVATE, {
        variables: { token: await tokenFromMail(api, email, '/activate-account') },
      });
      const response = await api.graphql(LOGIN, {
        variables: { input },
        headers: { 'x-forwarded-proto': 'https' },
      });
      expect(response.data?.login.success).toBe(true);
      return String(response.headers['set-cookie']);
    };
    expect(await signIn(proxied)).toMatch(/sid=.*; Secure/);
    expect(await signIn(direct)).not.toMatch(/Secure/);
  });
  it('limits a password sprayer by its own address whatever X-Forwarded-For it forges', async () => {
    const codes = await spray(direct, LOGIN_RATE_PER_IP + 2);
    // The sign-in of the test above came from this machine too: one fewer is left.
    const refusedFrom = LOGIN_RATE_PER_IP - 1;
    expect(codes.slice(0, refusedFrom)).toEqual(Array(refusedFrom).fill('user.login.failed'));
    expect(codes.slice(refusedFrom)).toEqual(['rate.limited', 'rate.limited', 'rate.limited']);
  });

  it('counts each client by the address a configured proxy reports', async () => {
    // Reports of missing translations: 100 an hour per address, and cheap to send.
    const report = (api: TestApp, address: string, key: string) =>
      api.app.inject({
        method: 'POST',
        url: '/api/i18n/add-missing-translation',
        headers: { 'x-forwarded-for': address },
        payload: { lng: 'fr', ns: 'common', key },
      });
    const forwarded = [];
    for (let client = 0; client < MISSING_TRANSLATION_RATE + 1; client++) {
      forwarded.push((await report(proxied, `198.51.100.${client}`, `key.${client}`)).statusCode);
    }
    expect(new Set(forwarded)).toEqual(new Set([200]));
    // The proxy's own address, when it forwards nothing, is one client like any other.
    const fromProxy = [];
    for (let attempt = 0; attempt < MISSING_TRANSLATION_RATE + 1; attempt++) {
      const response = await proxied.app.inject({
        method: 'POST',
        url: '/api/i18n/add-missing-translation',
        payload: { lng: 'fr', ns: 'common', key: `proxy.${attempt}` },
      });
      fromProxy.push(response.statusCode);
    }
    expect(fromProxy.at(-1)).toBe(429);
  });

  it('believes X-Forwarded-Proto and X-Forwarded-Host only from a configured proxy', async () => {
    const overHttps = { 'x-forwarded-proto': 'https', 'x-forwarded-host': 'schools.example.org' };
    const query = JSON.stringify({ query: '{ __typename }' });
    const claimed = await direct.app.inject({
      method: 'POST',
      url: '/api/graphql',
      headers: { ...GRAPHQL, ...overHttps, origin: 'https://schools.example.org' },
      payload: query,
    });
    // The client's claim is not believed: its Origin is another site's, and no HSTS over http.
    expect(claimed.statusCode).toBe(403);
    expect(claimed.headers['strict-transport-security']).toBeUndefined();

    const forwarded = await proxied.app.inject({
      method: 'POST',
      url: '/api/graphql',
      headers: { ...GRAPHQL, ...overHttps, origin: 'https://schools.example.org' },
      payload: query,
    });
    expect(forwarded.statusCode).toBe(200);
    expect(forwarded.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');

    const broken = await proxied.app.inject({
      method: 'POST',
      url: '/api/graphql',
      headers: { ...GRAPHQL, 'x-forwarded-host': 'a b' },
      payload: query,
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.json().errors[0].extensions.code).toBe('request.host.invalid');
  });
});
