import type { TypedDocumentNode } from '@urql/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphql } from '@/core/client/graphql/public-graphql';
import type { AuthTables } from '@/core/server/auth/auth-tables';
import { lastMail, sessionCookie, solveCaptcha, tokenFromMail, uniqueEmail } from './support/account-helpers';
import { startTestApp, type TestApp } from './support/test-app';
import { ENGINES } from './support/test-database';

const PASSWORD = 'relocating family 2027';
const LOGIN = graphql('mutation ($input: AccountInput!) { login(input: $input) { success code field } }');
const REGISTER = graphql(
  'mutation ($input: AccountInput!) { register(input: $input) { success code field } }',
);
const ACTIVATE = graphql(
  'mutation ($token: String!) { activateAccount(token: $token) { success code field } }',
);
const UPDATE = graphql(`mutation ($input: ProfileInput!) {
  updateProfile(input: $input) { success code field item { email username firstName lastName language emailVerifiedAt } }
}`);
const VALIDATE_EMAIL = graphql(
  'mutation ($token: String!) { validateEmail(token: $token) { success code field } }',
);
const LOST = graphql(
  'mutation ($input: AccountInput!) { requestPasswordReset(input: $input) { success code field } }',
);
const RESET = graphql(
  'mutation ($input: AccountInput!) { resetPassword(input: $input) { success code field } }',
);
const REQUEST_CLOSE = graphql('mutation { requestAccountClose { success code field } }');
const CLOSE = graphql('mutation ($token: String!) { closeAccount(token: $token) { success code field } }');
const ME_VERIFIED = graphql('{ me { item { emailVerifiedAt } } }');
const ME_ID = graphql('{ me { item { _id } } }');

describe.each(ENGINES)('profile, password and closing on %s', (engine) => {
  let api: TestApp;
  beforeAll(async () => {
    api = await startTestApp(engine);
  });
  afterAll(() => api.close());

  const mutate = <R, V>(document: TypedDocumentNode<R, V>, variables: V, cookie?: string) =>
    api.graphql(document, { variables, headers: cookie ? { cookie } : {} });
  const login = (email: string, password = PASSWORD) => mutate(LOGIN, { input: { email, password } });
  const rest = (url: string, cookie?: string) =>
    api.app.inject({ method: 'POST', url, headers: cookie ? { cookie } : {}, payload: {} });

  /** An activated account, signed in: its address and session cookie. */
  async function member(): Promise<{ email: string; cookie: string }> {
    const email = uniqueEmail();
    await mutate(REGISTER, { input: { email, password: PASSWORD, captcha: await solveCaptcha(api) } });
    const token = await tokenFromMail(api, email, '/activate-account');
    await mutate(ACTIVATE, { token });
    return { email, cookie: sessionCookie((await login(email)).headers['set-cookie']) };
  }

  it('saves the profile of the signed-in user and maps a bad field back to it', async () => {
    const { cookie } = await member();
    const saved = await mutate(
      UPDATE,
      { input: { username: 'anna', firstName: 'Anna', lastName: 'Berg', language: 'sv' } },
      cookie,
    );
    expect(saved.data?.updateProfile).toMatchObject({
      success: true,
      item: { username: 'anna', firstName: 'Anna', lastName: 'Berg', language: 'sv' },
    });
    const bad = await mutate(UPDATE, { input: { lastName: 'B' } }, cookie);
    expect(bad.data?.updateProfile).toMatchObject({
      success: false,
      code: 'lastName.too.short',
      field: 'lastName',
    });
  });

  it('refuses a username another member has, whatever its case or accents, even when both save at once', async () => {
    const [first, second] = [await member(), await member()];
    const save = async (username: string, cookie: string) =>
      (await mutate(UPDATE, { input: { username } }, cookie)).data?.updateProfile;
    const name = `Élodie ${Date.now().toString(36)}`;
    expect(await save(name, first.cookie)).toMatchObject({ success: true, item: { username: name } });
    for (const lookalike of [name, name.toUpperCase(), name.replace('É', 'e')]) {
      expect(await save(lookalike, second.cookie)).toMatchObject({
        success: false,
        code: 'username.taken',
        field: 'username',
        item: null,
      });
    }
    // One's own name, written otherwise, is still one's own.
    expect(await save(name.replace('É', 'E'), first.cookie)).toMatchObject({ success: true });
    // Two members taking the same free name at once: one has it, the other hears it is taken.
    const free = `Mateus ${Date.now().toString(36)}`;
    const both = await Promise.all([save(free, first.cookie), save(free.toLowerCase(), second.cookie)]);
    expect(both.map((answer) => answer?.success).sort()).toEqual([false, true]);
    expect(both.find((answer) => !answer?.success)).toMatchObject({
      code: 'username.taken',
      field: 'username',
    });
  });

  it('refuses a profile change without a session', async () => {
    const response = await mutate(UPDATE, { input: { firstName: 'Nobody' } });
    expect(response.errors?.[0]?.extensions?.code).toBe('user.not.authorized');
  });

  it('marks a changed email unverified until its emailed link is used', async () => {
    const { cookie } = await member();
    const newEmail = uniqueEmail('moved');
    const changed = await mutate(UPDATE, { input: { email: newEmail.toUpperCase() } }, cookie);
    expect(changed.data?.updateProfile.item).toMatchObject({ email: newEmail, emailVerifiedAt: null });
    const token = await tokenFromMail(api, newEmail, '/validate-email');
    const validated = await mutate(VALIDATE_EMAIL, { token });
    expect(validated.data?.validateEmail.success).toBe(true);
    const me = await api.graphql(ME_VERIFIED, {
      headers: { cookie },
    });
    expect(me.data!.me.item!.emailVerifiedAt).not.toBeNull();
    const resent = await rest('/api/user/account/resend-verification-email', cookie);
    expect(resent.json()).toEqual({ success: false, code: 'email.already.verified' });
  });

  it('refuses an email another account has', async () => {
    const { email: taken } = await member();
    const { cookie } = await member();
    const clash = await mutate(UPDATE, { input: { email: taken } }, cookie);
    expect(clash.data?.updateProfile).toMatchObject({
      success: false,
      code: 'email.already.used',
      field: 'email',
    });
  });

  it('resets a lost password by email, signs out everywhere, and answers the same for unknown addresses', async () => {
    const { email, cookie } = await member();
    const unknown = await mutate(LOST, {
      input: { email: uniqueEmail('nobody'), captcha: await solveCaptcha(api) },
    });
    expect(unknown.data?.requestPasswordReset).toEqual({ success: true, code: null, field: null });
    expect(
      (await mutate(LOST, { input: { email, captcha: await solveCaptcha(api) } })).data?.requestPasswordReset
        .success,
    ).toBe(true);

    const token = await tokenFromMail(api, email, '/password-reset');
    const common = await mutate(RESET, { input: { token, password: 'qwertyuiop' } });
    expect(common.data?.resetPassword.code).toBe('password.too.common');
    const newPassword = 'a brand new passphrase';
    expect(
      (await mutate(RESET, { input: { token, password: newPassword } })).data?.resetPassword.success,
    ).toBe(true);
    expect((await mutate(RESET, { input: { token, password: newPassword } })).data?.resetPassword.code).toBe(
      'token.invalid',
    );

    const me = await api.graphql(ME_ID, {
      headers: { cookie },
    });
    expect(me.data?.me.item).toBeNull();
    expect((await login(email)).data?.login.code).toBe('user.login.failed');
    expect((await login(email, newPassword)).data?.login.success).toBe(true);
  });

  it('emails the signed-in user a reset link from the profile', async () => {
    const { email, cookie } = await member();
    const sent = await rest('/api/user/account/send-password-reset-link-by-email', cookie);
    expect(sent.json()).toEqual({ success: true, code: null });
    expect((await lastMail(api, email))?.text).toMatch(/\/password-reset\//);
    expect((await rest('/api/user/account/send-password-reset-link-by-email')).statusCode).toBe(403);
  });

  it('closes an account by emailed link: no more sign-in, personal data erased', async () => {
    const { email, cookie } = await member();
    await mutate(UPDATE, { input: { firstName: 'Clara', lastName: 'Closing' } }, cookie);
    expect((await mutate(REQUEST_CLOSE, {}, cookie)).data?.requestAccountClose.success).toBe(true);
    const token = await tokenFromMail(api, email, '/close');
    const closed = await mutate(CLOSE, { token });
    expect(closed.data?.closeAccount.success).toBe(true);
    expect((await login(email)).data?.login.code).toBe('user.login.failed');
    const me = await api.graphql(ME_ID, {
      headers: { cookie },
    });
    expect(me.data?.me.item).toBeNull();
    const users = api.database.db.withTables<AuthTables>();
    const row = await users
      .selectFrom('app_user')
      .selectAll()
      .where('closed_at', 'is not', null)
      .orderBy('closed_at', 'desc')
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ first_name: null, last_name: null, password_hash: null });
    expect(row.email).not.toBe(email);
    expect(await users.selectFrom('app_user').select('id').where('email', '=', email).execute()).toEqual([]);
  });
});
