import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuthTables } from '../../src/core/server/auth/auth-tables';
import { lastMail, sessionCookie, solveCaptcha, tokenFromMail, uniqueEmail } from './support/account-helpers';
import { startTestApp, type TestApp } from './support/test-app';
import { ENGINES } from './support/test-database';

const PASSWORD = 'relocating family 2027';
const RESULT = 'success code field';

type Result = { success: boolean; code: string | null; field: string | null };

describe.each(ENGINES)('profile, password and closing on %s', (engine) => {
  let api: TestApp;
  beforeAll(async () => {
    api = await startTestApp(engine);
  });
  afterAll(() => api.close());

  const mutate = async (query: string, variables: Record<string, unknown> = {}, cookie?: string) => {
    const response = await api.graphql<Record<string, Result & { item?: Record<string, unknown> }>>(query, {
      variables,
      headers: cookie ? { cookie } : {},
    });
    return {
      ...response,
      result: Object.values(response.data ?? {})[0] as Result & { item?: Record<string, unknown> },
    };
  };
  const login = (email: string, password = PASSWORD) =>
    mutate(`mutation ($input: AccountInput!) { login(input: $input) { ${RESULT} } }`, {
      input: { email, password },
    });
  const rest = (url: string, cookie?: string) =>
    api.app.inject({ method: 'POST', url, headers: cookie ? { cookie } : {}, payload: {} });

  /** An activated account, signed in: its address and session cookie. */
  async function member(): Promise<{ email: string; cookie: string }> {
    const email = uniqueEmail();
    await mutate(`mutation ($input: AccountInput!) { register(input: $input) { ${RESULT} } }`, {
      input: { email, password: PASSWORD, captcha: await solveCaptcha(api) },
    });
    const token = await tokenFromMail(api, email, '/activate-account');
    await mutate(`mutation ($token: String!) { activateAccount(token: $token) { ${RESULT} } }`, { token });
    return { email, cookie: sessionCookie((await login(email)).headers['set-cookie']) };
  }

  const UPDATE = `mutation ($input: ProfileInput!) {
    updateProfile(input: $input) { ${RESULT} item { email username firstName lastName language emailVerifiedAt } }
  }`;

  it('saves the profile of the signed-in user and maps a bad field back to it', async () => {
    const { cookie } = await member();
    const saved = await mutate(
      UPDATE,
      { input: { username: 'anna', firstName: 'Anna', lastName: 'Berg', language: 'sv' } },
      cookie,
    );
    expect(saved.result).toMatchObject({
      success: true,
      item: { username: 'anna', firstName: 'Anna', lastName: 'Berg', language: 'sv' },
    });
    const bad = await mutate(UPDATE, { input: { lastName: 'B' } }, cookie);
    expect(bad.result).toMatchObject({ success: false, code: 'lastName.too.short', field: 'lastName' });
  });

  it('refuses a profile change without a session', async () => {
    const response = await mutate(UPDATE, { input: { firstName: 'Nobody' } });
    expect(response.errors?.[0]?.extensions?.code).toBe('user.not.authorized');
  });

  it('marks a changed email unverified until its emailed link is used', async () => {
    const { cookie } = await member();
    const newEmail = uniqueEmail('moved');
    const changed = await mutate(UPDATE, { input: { email: newEmail.toUpperCase() } }, cookie);
    expect(changed.result.item).toMatchObject({ email: newEmail, emailVerifiedAt: null });
    const token = await tokenFromMail(api, newEmail, '/validate-email');
    const validated = await mutate(
      `mutation ($token: String!) { validateEmail(token: $token) { ${RESULT} } }`,
      { token },
    );
    expect(validated.result.success).toBe(true);
    const me = await api.graphql<{ me: { item: { emailVerifiedAt: string | null } } }>(
      '{ me { item { emailVerifiedAt } } }',
      {
        headers: { cookie },
      },
    );
    expect(me.data?.me.item.emailVerifiedAt).not.toBeNull();
    const resent = await rest('/api/user/account/resend-verification-email', cookie);
    expect(resent.json()).toEqual({ success: false, code: 'email.already.verified' });
  });

  it('refuses an email another account has', async () => {
    const { email: taken } = await member();
    const { cookie } = await member();
    const clash = await mutate(UPDATE, { input: { email: taken } }, cookie);
    expect(clash.result).toMatchObject({ success: false, code: 'email.already.used', field: 'email' });
  });

  it('resets a lost password by email, signs out everywhere, and answers the same for unknown addresses', async () => {
    const { email, cookie } = await member();
    const LOST = `mutation ($input: AccountInput!) { requestPasswordReset(input: $input) { ${RESULT} } }`;
    const unknown = await mutate(LOST, {
      input: { email: uniqueEmail('nobody'), captcha: await solveCaptcha(api) },
    });
    expect(unknown.result).toEqual({ success: true, code: null, field: null });
    expect((await mutate(LOST, { input: { email, captcha: await solveCaptcha(api) } })).result.success).toBe(
      true,
    );

    const token = await tokenFromMail(api, email, '/password-reset');
    const RESET = `mutation ($input: AccountInput!) { resetPassword(input: $input) { ${RESULT} } }`;
    const common = await mutate(RESET, { input: { token, password: 'qwertyuiop' } });
    expect(common.result.code).toBe('password.too.common');
    const newPassword = 'a brand new passphrase';
    expect((await mutate(RESET, { input: { token, password: newPassword } })).result.success).toBe(true);
    expect((await mutate(RESET, { input: { token, password: newPassword } })).result.code).toBe(
      'token.invalid',
    );

    const me = await api.graphql<{ me: { item: unknown } }>('{ me { item { _id } } }', {
      headers: { cookie },
    });
    expect(me.data?.me.item).toBeNull();
    expect((await login(email)).result.code).toBe('user.login.failed');
    expect((await login(email, newPassword)).result.success).toBe(true);
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
    expect((await mutate(`mutation { requestAccountClose { ${RESULT} } }`, {}, cookie)).result.success).toBe(
      true,
    );
    const token = await tokenFromMail(api, email, '/close');
    const closed = await mutate(`mutation ($token: String!) { closeAccount(token: $token) { ${RESULT} } }`, {
      token,
    });
    expect(closed.result.success).toBe(true);
    expect((await login(email)).result.code).toBe('user.login.failed');
    const me = await api.graphql<{ me: { item: unknown } }>('{ me { item { _id } } }', {
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
