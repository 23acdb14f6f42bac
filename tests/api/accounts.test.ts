import type { TypedDocumentNode } from '@urql/core';
import type { ResultOf } from 'gql.tada';
import { print } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphql } from '@/core/client/graphql/public-graphql';
import type { AuthTables } from '@/core/server/auth/auth-tables';
import { lastMail, sessionCookie, solveCaptcha, tokenFromMail, uniqueEmail } from './support/account-helpers';
import { startTestApp, type TestApp } from './support/test-app';
import { ENGINES } from './support/test-database';

const PASSWORD = 'relocating family 2027';
const REGISTER = graphql(
  'mutation ($input: AccountInput!) { register(input: $input) { success code field } }',
);
const ACTIVATE = graphql(
  'mutation ($token: String!) { activateAccount(token: $token) { success code field } }',
);
const LOGIN = graphql(
  'mutation ($input: AccountInput!) { login(input: $input) { success code field item { email permissions } } }',
);
const LOGOUT = graphql('mutation { logout { success code field } }');
const ME = graphql('{ me { success item { _id email emailVerifiedAt permissions } } }');

/** What every account mutation answers first: `{ success code field }`. */
type Outcome = ResultOf<typeof LOGOUT>['logout'];

describe.each(ENGINES)('account journeys on %s', (engine) => {
  let api: TestApp;
  beforeAll(async () => {
    api = await startTestApp(engine);
  });
  afterAll(() => api.close());

  const mutate = async <R extends Record<string, Outcome>, V>(
    document: TypedDocumentNode<R, V>,
    variables: V,
    cookie?: string,
  ) => {
    const response = await api.graphql(document, { variables, headers: cookie ? { cookie } : {} });
    const [result] = response.data ? Object.values(response.data) : [];
    if (!result) throw new Error(`no result: ${JSON.stringify(response.errors)}`);
    return { ...response, result };
  };
  const login = (email: string, password = PASSWORD) => mutate(LOGIN, { input: { email, password } });

  async function activatedAccount(email = uniqueEmail()): Promise<string> {
    await mutate(REGISTER, { input: { email, password: PASSWORD, captcha: await solveCaptcha(api) } });
    await mutate(ACTIVATE, { token: await tokenFromMail(api, email, '/activate-account') });
    return email;
  }

  it('registers, activates by the emailed link, signs in with a session cookie and out again', async () => {
    const email = uniqueEmail();
    const registered = await mutate(REGISTER, {
      input: { email, password: PASSWORD, captcha: await solveCaptcha(api) },
    });
    expect(registered.result).toEqual({ success: true, code: null, field: null });
    expect((await lastMail(api, email))?.subject).toMatch(/Activate your .* account/);

    expect((await login(email)).result.code).toBe('user.not.activated');
    const token = await tokenFromMail(api, email, '/activate-account');
    expect((await mutate(ACTIVATE, { token })).result.success).toBe(true);
    // Opened again: already activated, log in (the link stays spent).
    expect((await mutate(ACTIVATE, { token })).result.code).toBe('account.already.activated');

    const signedIn = await login(email);
    expect(signedIn.result.success).toBe(true);
    const setCookie = String(signedIn.headers['set-cookie']);
    expect(setCookie).toMatch(/^sid=[A-Za-z0-9_-]{43};/);
    expect(setCookie).toMatch(/HttpOnly/);
    expect(setCookie).toMatch(/SameSite=Lax/);
    const cookie = sessionCookie(signedIn.headers['set-cookie']);

    const me = await api.graphql(ME, { headers: { cookie } });
    expect(me.data?.me.item).toMatchObject({ email, permissions: expect.arrayContaining(['School:create']) });
    expect(me.data?.me.item?.emailVerifiedAt).not.toBeNull();

    expect((await mutate(LOGOUT, {}, cookie)).result.success).toBe(true);
    const after = await api.graphql(ME, { headers: { cookie } });
    expect(after.data?.me.item).toBeNull();
  });

  it('gives one generic answer for an unknown email and for a wrong password', async () => {
    const email = await activatedAccount();
    expect((await login(email, 'wrong password!')).result.code).toBe('user.login.failed');
    expect((await login(uniqueEmail('nobody'))).result.code).toBe('user.login.failed');
  });

  it('starts a new session at every sign-in and keeps earlier devices signed in', async () => {
    const email = await activatedAccount();
    const first = sessionCookie((await login(email)).headers['set-cookie']);
    const second = sessionCookie((await login(email)).headers['set-cookie']);
    expect(second).not.toBe(first);
    const me = await api.graphql(ME, { headers: { cookie: first } });
    expect(me.data?.me.item?.email).toBe(email);
  });

  it('answers a registration with a known address the same way, and tells the owner by email', async () => {
    const email = await activatedAccount();
    const again = await mutate(REGISTER, {
      input: { email, password: PASSWORD, captcha: await solveCaptcha(api) },
    });
    expect(again.result).toEqual({ success: true, code: null, field: null });
    expect((await lastMail(api, email))?.subject).toMatch(/You already have a .* account/);
  });

  it('refuses a missing captcha, a common password and bad input, creating nothing', async () => {
    const email = uniqueEmail();
    const noCaptcha = await mutate(REGISTER, { input: { email, password: PASSWORD, captcha: 'forged' } });
    expect(noCaptcha.result.code).toBe('captcha.invalid');
    const common = await mutate(REGISTER, {
      input: { email, password: 'password123', captcha: await solveCaptcha(api) },
    });
    expect(common.result).toMatchObject({ code: 'password.too.common', field: 'password' });
    const short = await mutate(REGISTER, { input: { email, password: 'short', captcha: 'x' } });
    expect(short.result).toMatchObject({ code: 'password.too.short', field: 'password' });
    const users = api.database.db.withTables<AuthTables>();
    expect(await users.selectFrom('app_user').select('id').where('email', '=', email).execute()).toEqual([]);
  });

  it('refuses an expired link', async () => {
    const email = uniqueEmail();
    await mutate(REGISTER, { input: { email, password: PASSWORD, captcha: await solveCaptcha(api) } });
    const token = await tokenFromMail(api, email, '/activate-account');
    await api.database.db
      .withTables<AuthTables>()
      .updateTable('user_token')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('purpose', '=', 'activation')
      .execute();
    expect((await mutate(ACTIVATE, { token })).result.code).toBe('token.expired');
  });

  it('refuses a cookie-authenticated request from another site (CSRF)', async () => {
    const evil = await api.app.inject({
      method: 'POST',
      url: '/api/graphql',
      headers: { 'content-type': 'application/json', origin: 'https://evil.example' },
      payload: { query: print(LOGOUT) },
    });
    expect(evil.statusCode).toBe(403);
    expect(evil.json()).toMatchObject({ code: 'csrf.refused' });
    const same = await api.app.inject({
      method: 'POST',
      url: '/api/graphql',
      headers: { 'content-type': 'application/json', origin: 'http://localhost:80', host: 'localhost:80' },
      payload: { query: print(LOGOUT) },
    });
    expect(same.statusCode).toBe(200);
  });

  // The limits' table is tested on both engines in rate-limit.test.ts; this is what a client sees.
  it.skipIf(engine === 'postgres')(
    'limits sign-in attempts per address, with a translated code',
    async () => {
      const email = await activatedAccount();
      const codes: (string | null)[] = [];
      for (let i = 0; i < 11; i++) codes.push((await login(email, 'wrong password!')).result.code);
      expect(codes.slice(0, 10)).toEqual(Array(10).fill('user.login.failed'));
      expect(codes[10]).toBe('rate.limited');
      expect((await login(email)).result.code).toBe('rate.limited');
    },
  );
});
