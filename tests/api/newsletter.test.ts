import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { countAll } from '@/core/server/db/count';
import type { MailTables } from '@/core/server/mail/mail-tables';
import type { NewsletterTables } from '@/modules/newsletter/server/tables';
import { type MailchimpFake, startMailchimpFake } from '../fakes/mailchimp-fake';
import { lastMail, tokenFromMail, uniqueEmail } from './support/account-helpers';
import { startTestApp, type TestApp } from './support/test-app';
import { EMBEDDED_ONLY } from './support/test-database';

const SUBSCRIBE = '/api/mailjet/newsletter/subsribe';
const CONFIRM = '/api/newsletter/confirm';
const UNSUBSCRIBE = '/api/newsletter/unsubscribe';
const MAILCHIMP = { apiKey: 'nl-test-key-us7', listId: 'list-nl-1' };

let ipSequence = 0;
/** A client address of its own per test, so the per-client rate limit never mixes tests. */
const newClientIp = () => `10.20.${Math.floor(++ipSequence / 250)}.${ipSequence % 250}`;

describe.each(EMBEDDED_ONLY)('newsletter on %s', (engine) => {
  let api: TestApp;
  let mailchimp: MailchimpFake;

  const post = (payload: unknown, options: { ip?: string; lang?: string; raw?: string } = {}) =>
    api.app.inject({
      method: 'POST',
      url: SUBSCRIBE,
      headers: {
        'content-type': 'application/json',
        'x-forwarded-for': options.ip ?? newClientIp(),
        'accept-language': options.lang ?? 'en',
      },
      payload: options.raw ?? JSON.stringify(payload),
    });
  const follow = (url: string) => api.app.inject({ method: 'GET', url });
  const rowOf = (email: string) =>
    api.database.db
      .withTables<NewsletterTables>()
      .selectFrom('newsletter_subscription')
      .selectAll()
      .where('email', '=', email.toLowerCase())
      .executeTakeFirst();
  const rowsOf = async (email: string) =>
    (
      await api.database.db
        .withTables<NewsletterTables>()
        .selectFrom('newsletter_subscription')
        .select(countAll().as('n'))
        .where('email', '=', email.toLowerCase())
        .executeTakeFirstOrThrow()
    ).n;
  const mailsTo = async (email: string) =>
    (
      await api.database.db
        .withTables<MailTables>()
        .selectFrom('mail_outbox')
        .select(countAll().as('n'))
        .where('to_address', '=', email.toLowerCase())
        .executeTakeFirstOrThrow()
    ).n;
  /** Subscribes and follows the confirm link of the mail. */
  const subscribeAndConfirm = async (body: Record<string, unknown>) => {
    expect((await post(body)).json()).toMatchObject({ success: true });
    const token = await tokenFromMail(api, String(body.email).toLowerCase(), CONFIRM);
    return follow(`${CONFIRM}/${token}`);
  };

  beforeAll(async () => {
    mailchimp = await startMailchimpFake(MAILCHIMP);
    api = await startTestApp(engine, {
      ENABLE_NEWSLETTER: 'true',
      MAILCHIMP_API_URL: mailchimp.url,
      // Behind a proxy on this machine: each test's visitor has its own address in X-Forwarded-For.
      TRUST_PROXY: 'loopback',
    });
  });
  afterEach(async () => {
    mailchimp.setDown(false);
    await api.app.settings.set('MAILCHIMP_API_KEY', '');
    await api.app.settings.set('MAILCHIMP_LIST_ID', '');
    await api.app.settings.set('ENABLE_NEWSLETTER', true);
  });
  afterAll(async () => {
    await api?.close();
    await mailchimp?.close();
  });

  it.each([
    ['no email', { email: undefined }, 'field.required', 'email'],
    ['a blank email', { email: '  ' }, 'field.required', 'email'],
    ['an invalid email', { email: 'not-an-email' }, 'email.invalid', 'email'],
    ['an email that is not text', { email: 42 }, 'email.invalid', 'email'],
    ['a 3-letter country', { country: 'FRA' }, 'country.invalid', 'country'],
    ['a 1-letter country', { country: 'F' }, 'country.invalid', 'country'],
    ['a country that does not exist', { country: 'ZZ' }, 'country.invalid', 'country'],
    ['a first name over 50 characters', { firstName: 'A'.repeat(51) }, 'firstName.too.long', 'firstName'],
    ['a last name over 50 characters', { lastName: 'B'.repeat(51) }, 'lastName.too.long', 'lastName'],
  ])('refuses %s with its code and stores nothing', async (_case, fields, code, field) => {
    const email = uniqueEmail('refused');
    const response = await post({ email, ...fields });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      success: false,
      code,
      error: code,
      field,
      fieldErrors: [{ field, code }],
    });
    expect(await rowsOf(email)).toBe(0);
    expect(await mailsTo(email)).toBe(0);
  });

  it('refuses a body that is not an object or not JSON with a 4xx code', async () => {
    const notObject = await post('just text');
    expect(notObject.statusCode).toBe(400);
    expect(notObject.json()).toMatchObject({ success: false, code: 'input.invalid' });
    const notJson = await post(undefined, { raw: '{"email": ' });
    expect(notJson.statusCode).toBe(400);
    expect(notJson.json()).toMatchObject({ success: false, code: 'request.invalid' });
  });

  it('refuses a post from another site (csrf.refused) and stores nothing', async () => {
    const email = uniqueEmail('csrf');
    const response = await api.app.inject({
      method: 'POST',
      url: SUBSCRIBE,
      headers: { 'content-type': 'application/json', origin: 'https://elsewhere.example' },
      payload: JSON.stringify({ email }),
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ success: false, code: 'csrf.refused' });
    expect(await rowsOf(email)).toBe(0);
  });

  it('stores a pending subscription and mails a confirm link in the language of the request', async () => {
    const email = uniqueEmail('Ada');
    const response = await post(
      { email: ` ${email.toUpperCase()} `, firstName: ' Ada ', lastName: 'Lovelace', country: 'fr' },
      { lang: 'fr-CH, fr;q=0.9' },
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, code: null, error: null, field: null, fieldErrors: [] });
    expect(await rowOf(email)).toMatchObject({
      email: email.toLowerCase(),
      first_name: 'Ada',
      last_name: 'Lovelace',
      country_code: 'FR',
      language: 'fr',
      status: 'pending',
      confirmed_at: null,
    });
    const mail = await lastMail(api, email.toLowerCase());
    expect(mail).toMatchObject({ template: 'newsletter-confirm', lang: 'fr' });
    expect(mail?.subject).toContain('Confirmez votre abonnement');
    expect(mail?.text).toMatch(new RegExp(`${UNSUBSCRIBE}/[A-Za-z0-9_-]+`));
  });

  it('confirms from the mailed link once, then redirects to the confirmed thanks page', async () => {
    const email = uniqueEmail('confirm');
    const confirmed = await subscribeAndConfirm({ email });
    expect(confirmed.statusCode).toBe(303);
    expect(confirmed.headers.location).toBe('/newsletter/thanks?confirmed=1');
    expect(await rowOf(email)).toMatchObject({ status: 'confirmed', confirm_token_hash: null });
    expect((await rowOf(email))?.confirmed_at).toBeInstanceOf(Date);

    const token = await tokenFromMail(api, email, CONFIRM);
    const again = await follow(`${CONFIRM}/${token}`);
    expect(again.headers.location).toBe('/newsletter/thanks?error=token.invalid');
  });

  it('sends an unknown, malformed or expired confirm link to the thanks page with its code', async () => {
    expect((await follow(`${CONFIRM}/unknown-token`)).headers.location).toBe(
      '/newsletter/thanks?error=token.invalid',
    );
    expect((await follow(`${CONFIRM}/not%20a%20token!`)).headers.location).toBe(
      '/newsletter/thanks?error=token.invalid',
    );
    const email = uniqueEmail('expired');
    await post({ email });
    await api.database.db
      .withTables<NewsletterTables>()
      .updateTable('newsletter_subscription')
      .set({ confirm_expires_at: new Date(Date.now() - 1000) })
      .where('email', '=', email)
      .execute();
    const expired = await follow(`${CONFIRM}/${await tokenFromMail(api, email, CONFIRM)}`);
    expect(expired.headers.location).toBe('/newsletter/thanks?error=token.expired');
    expect((await rowOf(email))?.status).toBe('pending');
  });

  it('re-sends the confirmation to a pending address; only the newest link works', async () => {
    const email = uniqueEmail('again');
    await post({ email, firstName: 'First' });
    const oldToken = await tokenFromMail(api, email, CONFIRM);
    await post({ email, firstName: 'Second' });
    const newToken = await tokenFromMail(api, email, CONFIRM);
    expect(newToken).not.toBe(oldToken);
    expect(await mailsTo(email)).toBe(2);
    expect(await rowsOf(email)).toBe(1);
    expect((await rowOf(email))?.first_name).toBe('Second');
    expect((await follow(`${CONFIRM}/${oldToken}`)).headers.location).toContain('error=token.invalid');
    expect((await follow(`${CONFIRM}/${newToken}`)).headers.location).toBe('/newsletter/thanks?confirmed=1');
  });

  it('answers a confirmed address like a new one, without a second row or mail', async () => {
    const email = uniqueEmail('confirmed');
    await subscribeAndConfirm({ email, firstName: 'Kept' });
    const response = await post({ email, firstName: 'Changed' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, code: null, error: null, field: null, fieldErrors: [] });
    expect(await rowsOf(email)).toBe(1);
    expect(await mailsTo(email)).toBe(1);
    expect(await rowOf(email)).toMatchObject({ status: 'confirmed', first_name: 'Kept' });
  });

  it('unsubscribes from the link of the confirmation mail, even after confirming; a new subscription starts over', async () => {
    const email = uniqueEmail('leave');
    await subscribeAndConfirm({ email });
    const unsubscribeToken = await tokenFromMail(api, email, UNSUBSCRIBE);
    const left = await follow(`${UNSUBSCRIBE}/${unsubscribeToken}`);
    expect(left.statusCode).toBe(303);
    expect(left.headers.location).toBe('/newsletter/thanks?unsubscribed=1');
    expect(await rowOf(email)).toMatchObject({ status: 'unsubscribed' });
    expect((await follow(`${UNSUBSCRIBE}/${unsubscribeToken}`)).headers.location).toBe(
      '/newsletter/thanks?unsubscribed=1',
    );
    expect((await follow(`${UNSUBSCRIBE}/nobody-has-this`)).headers.location).toBe(
      '/newsletter/thanks?error=token.invalid',
    );

    await post({ email });
    expect(await rowOf(email)).toMatchObject({ status: 'pending' });
    expect(await mailsTo(email)).toBe(2);
  });

  it('answers newsletter.disabled and stores nothing while ENABLE_NEWSLETTER is off', async () => {
    const email = uniqueEmail('off');
    await post({ email });
    const token = await tokenFromMail(api, email, CONFIRM);
    await api.app.settings.set('ENABLE_NEWSLETTER', false);

    const other = uniqueEmail('off-new');
    const refused = await post({ email: other });
    expect(refused.statusCode).toBe(404);
    expect(refused.json()).toMatchObject({ success: false, code: 'newsletter.disabled' });
    expect(await rowsOf(other)).toBe(0);
    const link = await follow(`${CONFIRM}/${token}`);
    expect(link.statusCode).toBe(404);
    expect(link.json()).toMatchObject({ code: 'newsletter.disabled' });
    expect((await rowOf(email))?.status).toBe('pending');
    expect((await follow('/api/newsletter/countries')).json()).toMatchObject({ code: 'newsletter.disabled' });
  });

  it('limits a client to 10 subscriptions an hour (rate.limited, 429), others still pass', async () => {
    const ip = newClientIp();
    for (let attempt = 0; attempt < 10; attempt++) {
      expect((await post({ email: uniqueEmail('burst') }, { ip })).statusCode).toBe(200);
    }
    const email = uniqueEmail('burst-over');
    const limited = await post({ email }, { ip });
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ success: false, code: 'rate.limited' });
    expect(await rowsOf(email)).toBe(0);
    expect((await post({ email })).statusCode).toBe(200);
  });

  it('lists countries with names in the language of the request, sorted', async () => {
    const response = await api.app.inject({
      method: 'GET',
      url: '/api/newsletter/countries',
      headers: { 'accept-language': 'de' },
    });
    const items: { code: string; name: string }[] = response.json().items;
    expect(items).toContainEqual({ code: 'DE', name: 'Deutschland' });
    expect(items.length).toBeGreaterThan(190);
    const names = items.map((item) => item.name);
    expect(names).toEqual([...names].sort(new Intl.Collator('de').compare));
  });

  describe('with Mailchimp configured', () => {
    const configure = async () => {
      await api.app.settings.set('MAILCHIMP_API_KEY', MAILCHIMP.apiKey);
      await api.app.settings.set('MAILCHIMP_LIST_ID', MAILCHIMP.listId);
    };
    const memberOf = (email: string) =>
      mailchimp.members(MAILCHIMP.listId).find((member) => member.email_address === email);

    it('forwards a member only once confirmed, with the key as basic auth and the names as merge fields', async () => {
      await configure();
      const email = uniqueEmail('chimp');
      await post({ email, firstName: 'Grace', lastName: 'Hopper' });
      expect(memberOf(email)).toBeUndefined();

      const token = await tokenFromMail(api, email, CONFIRM);
      expect((await follow(`${CONFIRM}/${token}`)).headers.location).toBe('/newsletter/thanks?confirmed=1');
      expect(memberOf(email)).toEqual({
        email_address: email,
        status: 'subscribed',
        merge_fields: { FNAME: 'Grace', LNAME: 'Hopper' },
      });
      const request = mailchimp.requests.at(-1)!;
      expect(request).toMatchObject({ method: 'POST', path: `/3.0/lists/${MAILCHIMP.listId}/members` });
      const credentials = Buffer.from(request.authorization!.replace(/^Basic /, ''), 'base64').toString();
      expect(credentials.split(':')[1]).toBe(MAILCHIMP.apiKey);
      expect((await rowOf(email))?.provider_synced_at).toBeInstanceOf(Date);
    });

    it('keeps the subscription confirmed when Mailchimp is down, and records why', async () => {
      await configure();
      mailchimp.setDown(true);
      const email = uniqueEmail('chimp-down');
      const confirmed = await subscribeAndConfirm({ email });
      expect(confirmed.headers.location).toBe('/newsletter/thanks?confirmed=1');
      const row = await rowOf(email);
      expect(row).toMatchObject({ status: 'confirmed', provider_synced_at: null });
      expect(row?.provider_error).toContain('503');
      expect(memberOf(email)).toBeUndefined();
    });

    it('unsubscribes a forwarded member on Mailchimp too', async () => {
      await configure();
      const email = uniqueEmail('chimp-leave');
      await subscribeAndConfirm({ email });
      await follow(`${UNSUBSCRIBE}/${await tokenFromMail(api, email, UNSUBSCRIBE)}`);
      expect(memberOf(email)?.status).toBe('unsubscribed');
    });
  });
});
