import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphql } from '../../src/core/client/graphql/public-graphql';
import type { AuthTables } from '../../src/core/server/auth/auth-tables';
import type { MailTables } from '../../src/core/server/mail/mail-tables';
import { solveCaptcha, tokenFromMail, uniqueEmail } from './support/account-helpers';
import { startTestApp, type TestApp } from './support/test-app';
import { ENGINES } from './support/test-database';

const PASSWORD = 'moving to Lisbon 2027';
const REGISTER = graphql(
  'mutation ($input: AccountInput!) { register(input: $input) { success code field } }',
);
const ACTIVATE = graphql(
  'mutation ($token: String!) { activateAccount(token: $token) { success code field } }',
);

describe.each(ENGINES)('activation links opened again on %s', (engine) => {
  let api: TestApp;
  beforeAll(async () => {
    api = await startTestApp(engine);
  });
  afterAll(() => api.close());

  const users = () => api.database.db.withTables<AuthTables>();
  const register = async (email: string) => {
    const { data } = await api.graphql(REGISTER, {
      variables: { input: { email, password: PASSWORD, captcha: await solveCaptcha(api) } },
    });
    expect(data?.register.success).toBe(true);
    return tokenFromMail(api, email, '/activate-account');
  };
  const activate = async (token: string) =>
    (await api.graphql(ACTIVATE, { variables: { token } })).data!.activateAccount;
  const account = (email: string) =>
    users().selectFrom('app_user').selectAll().where('email', '=', email).executeTakeFirstOrThrow();
  /** How many welcome mails the address was sent: one per activation. */
  const welcomes = async (email: string) =>
    (
      await api.database.db
        .withTables<MailTables>()
        .selectFrom('mail_outbox')
        .select('id')
        .where('to_address', '=', email)
        .where('template', '=', 'welcome')
        .execute()
    ).length;

  it('says a used link’s account is already activated, and changes nothing', async () => {
    const email = uniqueEmail();
    const token = await register(email);
    expect(await activate(token)).toEqual({ success: true, code: null, field: null });
    const activated = await account(email);
    expect(await welcomes(email)).toBe(1);

    expect(await activate(token)).toEqual({ success: false, code: 'account.already.activated', field: null });
    expect(await account(email)).toEqual(activated);
    expect(await welcomes(email)).toBe(1);
  });

  it('says so of an older link, replaced by the one that activated the account', async () => {
    const email = uniqueEmail();
    const older = await register(email);
    const newer = await register(email);
    // Replaced while the account waits: no more than any used link.
    expect((await activate(older)).code).toBe('token.invalid');
    expect((await activate(newer)).success).toBe(true);
    expect((await activate(older)).code).toBe('account.already.activated');
  });

  it('spends a link whose account was activated another way, without a second welcome', async () => {
    const email = uniqueEmail();
    const token = await register(email);
    await users()
      .updateTable('app_user')
      .set({ activated_at: new Date() })
      .where('email', '=', email)
      .execute();
    expect((await activate(token)).code).toBe('account.already.activated');
    expect(await welcomes(email)).toBe(0);
    const spent = await users()
      .selectFrom('user_token')
      .select('used_at')
      .where('purpose', '=', 'activation')
      .innerJoin('app_user', 'app_user.id', 'user_token.user_id')
      .where('app_user.email', '=', email)
      .executeTakeFirstOrThrow();
    expect(spent.used_at).not.toBeNull();
  });

  it('tells nothing of a closed account, nor of a link that never existed', async () => {
    const email = uniqueEmail();
    const token = await register(email);
    expect((await activate(token)).success).toBe(true);
    await users().updateTable('app_user').set({ closed_at: new Date() }).where('email', '=', email).execute();
    expect((await activate(token)).code).toBe('token.invalid');
    expect((await activate('x'.repeat(43))).code).toBe('token.invalid');
  });
});
