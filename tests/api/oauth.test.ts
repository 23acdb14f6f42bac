import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphql } from '@/core/client/graphql/public-graphql';
import { type OAuthFake, startOAuthFake } from '../fakes/oauth-fake';
import { sessionCookie, solveCaptcha, tokenFromMail, uniqueEmail } from './support/account-helpers';
import { startTestApp, type TestApp } from './support/test-app';
import { EMBEDDED_ONLY } from './support/test-database';

const CLIENT = { clientId: 'fake-client-id', clientSecret: 'fake-client-secret' };
const ME = graphql('{ me { item { email firstName lastName emailVerifiedAt } } }');

describe.each(EMBEDDED_ONLY)('sign-in with Google and Facebook on %s', (engine) => {
  let api: TestApp;
  let fake: OAuthFake;

  beforeAll(async () => {
    fake = await startOAuthFake(CLIENT);
    api = await startTestApp(engine, { OAUTH_BASE_URL: fake.url });
    for (const [enable, id, secret] of [
      ['ENABLE_GOOGLE_AUTH', 'GOOGLE_CLIENT_ID', 'GOOGLE_CLIENT_SECRET'],
      ['ENABLE_FACEBOOK_AUTH', 'FACEBOOK_APP_ID', 'FACEBOOK_APP_SECRET'],
    ] as const) {
      await api.app.settings.set(enable, true);
      await api.app.settings.set(id, CLIENT.clientId);
      await api.app.settings.set(secret, CLIENT.clientSecret);
    }
  });
  afterAll(async () => {
    await api.close();
    await fake.close();
  });

  /** The browser's round trip: our start URL → the provider (consents) → our callback. */
  async function signIn(provider: 'google' | 'facebook', redirect = '/profile') {
    const start = await api.app.inject({ method: 'GET', url: `/api/auth/${provider}?redirect=${redirect}` });
    expect(start.statusCode).toBe(302);
    const stateCookie = [start.headers['set-cookie']].flat().find((c) => c?.startsWith('oauth_state='))!;
    const consent = await fetch(start.headers.location as string, { redirect: 'manual' });
    const callback = new URL(consent.headers.get('location')!);
    return api.app.inject({
      method: 'GET',
      url: `${callback.pathname}${callback.search}`,
      headers: { cookie: stateCookie.split(';')[0]! },
    });
  }

  it('creates an active account from a verified Google profile, then signs it in again', async () => {
    const email = uniqueEmail('google');
    fake.setProfile('google', {
      sub: `g-${email}`,
      email,
      email_verified: true,
      given_name: 'Greta',
      family_name: 'Lund',
    });
    const first = await signIn('google');
    expect(first.statusCode).toBe(302);
    expect(first.headers.location).toBe('/profile');
    const me = await api.graphql(ME, {
      headers: { cookie: sessionCookie(first.headers['set-cookie']) },
    });
    expect(me.data?.me.item).toMatchObject({ email, firstName: 'Greta', lastName: 'Lund' });
    expect(me.data!.me.item!.emailVerifiedAt).not.toBeNull();

    const again = await signIn('google', '/');
    expect(again.headers.location).toBe('/');
    expect(again.headers['set-cookie']).toBeDefined();
  });

  it('joins the existing account with the same verified address (Facebook)', async () => {
    const email = uniqueEmail('facebook');
    const register = graphql(`mutation ($input: AccountInput!) { register(input: $input) { success } }`);
    await api.graphql(register, {
      variables: { input: { email, password: 'a long passphrase', captcha: await solveCaptcha(api) } },
    });
    expect(await tokenFromMail(api, email, '/activate-account')).toBeTruthy();
    fake.setProfile('facebook', { id: `f-${email}`, email, first_name: 'Farid', last_name: 'Haddad' });
    const response = await signIn('facebook');
    const me = await api.graphql(ME, {
      headers: { cookie: sessionCookie(response.headers['set-cookie']) },
    });
    // The pending account is activated by the provider's proof of the address; the password
    // it was registered with, by someone who never proved the address, no longer signs in.
    expect(me.data?.me.item).toMatchObject({ email, firstName: 'Farid' });
    const login = graphql(`mutation ($input: AccountInput!) { login(input: $input) { success code } }`);
    const withPassword = await api.graphql(login, {
      variables: { input: { email, password: 'a long passphrase' } },
    });
    expect(withPassword.data?.login).toEqual({ success: false, code: 'user.login.failed' });
  });

  it('refuses an address Google does not vouch for', async () => {
    fake.setProfile('google', {
      sub: 'g-unverified',
      email: uniqueEmail('unverified'),
      email_verified: false,
    });
    const response = await signIn('google');
    expect(response.headers.location).toBe('/login?error=oauth.email.unverified');
    expect(response.headers['set-cookie']?.toString() ?? '').not.toMatch(/sid=/);
  });

  it('refuses a callback whose state is not the one this browser started', async () => {
    const response = await api.app.inject({
      method: 'GET',
      url: '/api/auth/google/callback?code=stolen&state=forged',
      headers: { cookie: 'oauth_state={"state":"mine","verifier":"x","redirect":"/"}' },
    });
    expect(response.headers.location).toBe('/login?error=oauth.state.invalid');
  });

  it('is not offered when switched off', async () => {
    await api.app.settings.set('ENABLE_FACEBOOK_AUTH', false);
    const response = await api.app.inject({ method: 'GET', url: '/api/auth/facebook' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'oauth.not.enabled' });
    await api.app.settings.set('ENABLE_FACEBOOK_AUTH', true);
  });
});
