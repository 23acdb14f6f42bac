import type { VariablesOf } from 'gql.tada';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphql } from '@/core/client/graphql/public-graphql';
import type { MailTables } from '@/core/server/mail/mail-tables';
import type { ContactTables } from '@/modules/contact/server/contact-repository';
import { lastMail, solveCaptcha, uniqueEmail } from './support/account-helpers';
import { startTestApp, type TestApp } from './support/test-app';
import { EMBEDDED_ONLY } from './support/test-database';

const SEND = graphql(`mutation ($input: ContactMessageInput!) {
  sendContactMessage(input: $input) { success code field }
}`);
const TEAM = 'team@schools.example';

let ipSequence = 0;
/** Each test writes from its own address, so rate limits never leak between tests. */
const uniqueIp = () => `203.0.113.${++ipSequence}`;

describe.each(EMBEDDED_ONLY)('contact form on %s', (engine) => {
  let api: TestApp;
  beforeAll(async () => {
    api = await startTestApp(engine, {
      ENABLE_CONTACT_US: 'true',
      EMAIL_CONTACT: TEAM,
      // Behind a proxy on this machine: each test's visitor has its own address in X-Forwarded-For.
      TRUST_PROXY: 'loopback',
    });
  });
  afterAll(() => api.close());

  const send = async (input: VariablesOf<typeof SEND>['input'], ip = uniqueIp(), lang = 'en') => {
    const response = await api.graphql(SEND, {
      variables: { input },
      headers: { 'x-forwarded-for': ip, 'accept-language': lang },
    });
    expect(response.errors).toBeUndefined();
    return response.data!.sendContactMessage;
  };
  const messageFrom = async (email: string) => ({
    email,
    name: 'Ana Lima',
    subject: 'A school is missing',
    message: 'Hello,\nthe Lisbon school we go to is not listed yet.',
    captcha: await solveCaptcha(api),
  });
  const storedFrom = (email: string) =>
    api.database.db
      .withTables<ContactTables>()
      .selectFrom('contact_message')
      .selectAll()
      .where('email', '=', email)
      .execute();
  const clearSettings = (keys: string[]) =>
    api.app.settings.writeAll(new Map(keys.map((key) => [key, null])));

  it('stores the message and mails it to EMAIL_CONTACT, reply-to the visitor', async () => {
    const email = uniqueEmail('visitor');
    expect(await send(await messageFrom(email), uniqueIp(), 'fr')).toEqual({
      success: true,
      code: null,
      field: null,
    });

    const [stored] = await storedFrom(email);
    expect(stored).toMatchObject({ name: 'Ana Lima', subject: 'A school is missing', lang: 'fr' });
    const mail = await lastMail(api, TEAM);
    expect(mail).toMatchObject({
      id: stored?.mail_id,
      reply_to: `"Ana Lima" <${email}>`,
      template: 'contact-message',
    });
    expect(mail?.subject).toContain('A school is missing');
    expect(mail?.text).toContain('the Lisbon school we go to is not listed yet.');
    expect(mail?.text).toContain('Français');
  });

  it.each([
    [{ name: ' ' }, 'name', 'name.required'],
    [{ email: 'not-an-address' }, 'email', 'email.invalid'],
    [{ subject: '' }, 'subject', 'subject.required'],
    [{ subject: 'x'.repeat(151) }, 'subject', 'subject.too.long'],
    [{ message: 'Too short' }, 'message', 'message.too.short'],
    [{ message: 'x'.repeat(5001) }, 'message', 'message.too.long'],
  ])('refuses %o on its field and stores nothing', async (change, field, code) => {
    const email = uniqueEmail('invalid');
    const result = await send({ ...(await messageFrom(email)), ...change });
    expect(result).toEqual({ success: false, code, field });
    expect(await storedFrom(email)).toEqual([]);
  });

  it('requires a solved captcha', async () => {
    const email = uniqueEmail('robot');
    const input = await messageFrom(email);
    expect(await send({ ...input, captcha: undefined })).toMatchObject({
      code: 'captcha.invalid',
      field: 'captcha',
    });
    expect(await send({ ...input, captcha: 'forged' })).toMatchObject({
      success: false,
      code: 'captcha.invalid',
    });
    expect(await storedFrom(email)).toEqual([]);
  });

  it('accepts 5 messages an hour from one IP address, then refuses with rate.limited', async () => {
    const ip = uniqueIp();
    const email = uniqueEmail('chatty');
    for (let attempt = 1; attempt <= 5; attempt++) {
      expect((await send(await messageFrom(email), ip)).success).toBe(true);
    }
    expect(await send(await messageFrom(email), ip)).toMatchObject({ success: false, code: 'rate.limited' });
    expect(await storedFrom(email)).toHaveLength(5);
    expect((await send(await messageFrom(email), uniqueIp())).success).toBe(true);
  });

  it('falls back to EMAIL_ADMIN, and still keeps the message when no recipient is set', async () => {
    await clearSettings(['EMAIL_CONTACT']);
    await api.app.settings.set('EMAIL_ADMIN', 'admin@schools.example');
    const toAdmin = uniqueEmail('fallback');
    expect((await send(await messageFrom(toAdmin))).success).toBe(true);
    expect((await lastMail(api, 'admin@schools.example'))?.reply_to).toContain(toAdmin);

    await clearSettings(['EMAIL_ADMIN']);
    const toNobody = uniqueEmail('unmailed');
    expect((await send(await messageFrom(toNobody))).success).toBe(true);
    expect(await storedFrom(toNobody)).toMatchObject([{ mail_id: null }]);
    await api.app.settings.set('EMAIL_CONTACT', TEAM);
  });

  it('keeps the message when its mail cannot be composed', async () => {
    const templates = api.database.db.withTables<MailTables>();
    const saved = await templates
      .selectFrom('mail_template')
      .selectAll()
      .where('name', '=', 'contact-message')
      .execute();
    await templates.deleteFrom('mail_template').where('name', '=', 'contact-message').execute();
    try {
      const email = uniqueEmail('kept');
      expect((await send(await messageFrom(email))).success).toBe(true);
      expect(await storedFrom(email)).toHaveLength(1);
    } finally {
      await templates.insertInto('mail_template').values(saved).execute();
    }
  });

  it('refuses with contact.disabled when ENABLE_CONTACT_US is off, whatever the input', async () => {
    await api.app.settings.set('ENABLE_CONTACT_US', false);
    try {
      const email = uniqueEmail('closed');
      expect(await send(await messageFrom(email))).toMatchObject({
        success: false,
        code: 'contact.disabled',
      });
      expect(await send({})).toMatchObject({ success: false, code: 'contact.disabled' });
      expect(await storedFrom(email)).toEqual([]);
    } finally {
      await api.app.settings.set('ENABLE_CONTACT_US', true);
    }
  });
});
