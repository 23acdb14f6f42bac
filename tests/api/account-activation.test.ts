import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphql } from '@/core/client/graphql/public-graphql';
import type { AuthTables } from '@/core/server/auth/auth-tables';
import type { MailTables } from '@/core/server/mail/mail-tables';
import { REGISTER_REMINDER_RATE } from '@/modules/user/server/registration-service';
import {
  REFUSED_MAIL_DOMAIN,
  refuseMailsTo,
  solveCaptcha,
  tokenFromMail,
  uniqueEmail,
} from './support/account-helpers';
import { startTestApp, type TestApp } from './support/test-app';
import { ENGINES } from './support/test-database';

const PASSWORD = 'moving to Lisbon 2027';
const REGISTER = graphql(
  'mutation ($input: AccountInput!) { register(input: $input) { success code field } }',
);
const ACTIVATE = graphql(
  'mutation ($token: String!) { activateAccount(token: $token) { success code field } }',
);
const LOGIN = graphql('mutation ($input: AccountInput!) { login(input: $input) { success code } }');

let addresses = 0;
/** A client address of its own per registration: the limit per address is not what is tested here. */
const nextClientAddress = () => `10.33.0.${++addresses}`;

describe.each(ENGINES)('activation links opened again on %s', (engine) => {
  let api: TestApp;
  beforeAll(async () => {
    api = await startTestApp(engine);
  });
  afterAll(() => api.close());

  const users = () => api.database.db.withTables<AuthTables>();
  const mails = () => api.database.db.withTables<MailTables>().selectFrom('mail_outbox');
  /** What a registration answers, sent from a client address of its own. */
  const registration = async (email: string, password = PASSWORD) => {
    const response = await api.graphql(REGISTER, {
      variables: { input: { email, password, captcha: await solveCaptcha(api) } },
      remoteAddress: nextClientAddress(),
    });
    return response.data?.register ?? response.errors;
  };
  const register = async (email: string, password = PASSWORD) => {
    expect(await registration(email, password)).toEqual({ success: true, code: null, field: null });
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

  it('keeps a pending account’s password when its address registers again, and says nothing of it', async () => {
    const email = uniqueEmail('victim');
    const first = await register(email, 'Victim-Own-Pass-123');
    // A stranger registers the same address with a password of their own: the same answer…
    const reminder = await register(email, 'Attacker-Pass-456');
    // …and the owner gets their activation link again, as a new link to the same account.
    expect(reminder).not.toBe(first);
    expect(await activate(reminder)).toEqual({ success: true, code: null, field: null });
    const login = async (password: string) =>
      (await api.graphql(LOGIN, { variables: { input: { email, password } } })).data?.login;
    expect(await login('Attacker-Pass-456')).toEqual({ success: false, code: 'user.login.failed' });
    expect(await login('Victim-Own-Pass-123')).toEqual({ success: true, code: null });
    // The first link worked until then; now it is spent like any other.
    expect((await activate(first)).code).toBe('account.already.activated');
  });

  it('leaves the first link working after a reminder', async () => {
    const email = uniqueEmail();
    const first = await register(email);
    const reminder = await register(email, 'another long passphrase');
    expect((await activate(first)).success).toBe(true);
    expect((await activate(reminder)).code).toBe('account.already.activated');
  });

  it('sends a pending address only a few reminders a day, with the same answer every time', async () => {
    const email = uniqueEmail('pending');
    await register(email);
    for (let i = 0; i <= REGISTER_REMINDER_RATE.limit; i++) {
      expect(await registration(email)).toEqual({ success: true, code: null, field: null });
    }
    const sent = await mails().select('template').where('to_address', '=', email).execute();
    expect(sent.map((mail) => mail.template)).toEqual(
      Array(1 + REGISTER_REMINDER_RATE.limit).fill('activation'),
    );
  });

  it('writes an account only with its activation mail: a mail that cannot be written leaves no account', async () => {
    const email = uniqueEmail('no-mail', REFUSED_MAIL_DOMAIN);
    // The outbox refuses this address, as a full disk or a crash between the two writes would.
    await refuseMailsTo(api, REFUSED_MAIL_DOMAIN);
    expect(await registration(email)).toMatchObject([{ extensions: { code: 'internal.error' } }]);
    expect(await users().selectFrom('app_user').select('id').where('email', '=', email).execute()).toEqual(
      [],
    );
    expect(await mails().select('id').where('to_address', '=', email).execute()).toEqual([]);
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
