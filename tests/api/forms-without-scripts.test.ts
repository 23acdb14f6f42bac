import type { InjectOptions } from 'fastify';
import { v7 as uuidv7 } from 'uuid';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuthTables } from '@/core/server/auth/auth-tables';
import { hashPassword } from '@/core/server/auth/password';
import { issueToken } from '@/core/server/auth/token-service';
import type { ContactTables } from '@/modules/contact/server/contact-repository';
import { SHORTLIST_MAX } from '@/modules/openschool/shared/shortlist-input';
import { sessionCookie, solveCaptcha, tokenFromMail, uniqueEmail } from './support/account-helpers';
import { buildSchool } from './support/school-factory';
import { startTestSite, type TestApp } from './support/test-app';
import { EMBEDDED_ONLY } from './support/test-database';

const PASSWORD = 'Harbour-Lantern-2027';
const SECRET_TOKEN = 'Zq8wTokenFromAnEmailedLink_0123456789abcdef';
const REDACTED = '%5Bredacted%5D';

let ipSequence = 0;
/** Each post from an address of its own: the rate limits never mix tests. */
const uniqueIp = () => `198.51.100.${++ipSequence}`;

/** The page forms posted as a browser without scripts posts them (decision 075), rendered from the build. */
describe.each(EMBEDDED_ONLY)('forms posted without scripts on %s', (engine) => {
  let api: TestApp;
  const log: string[] = [];

  beforeAll(async () => {
    api = await startTestSite(
      engine,
      // Debug: the page cache's lines name the pages it keeps.
      { LOG_LEVEL: 'debug', TRUST_PROXY: 'loopback', ENABLE_CONTACT_US: 'true', ENABLE_NEWSLETTER: 'true' },
      { logStream: { write: (line) => log.push(line) } },
    );
  });
  afterAll(() => api.close());

  const post = (url: string, fields: Record<string, string>, headers: InjectOptions['headers'] = {}) =>
    api.app.inject({
      method: 'POST',
      url,
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        // What a browser sends with a form of the site's own page.
        origin: 'http://localhost',
        'x-forwarded-for': uniqueIp(),
        ...headers,
      },
      payload: new URLSearchParams(fields).toString(),
    });

  /** An account that can sign in, written straight to the table: the sign-up has its own tests. */
  async function activeAccount(): Promise<string> {
    return (await activeUser()).email;
  }
  async function activeUser(): Promise<{ id: string; email: string }> {
    const user = { id: uuidv7(), email: uniqueEmail('no-script') };
    await api.database.db
      .withTables<AuthTables>()
      .insertInto('app_user')
      .values({ ...user, password_hash: await hashPassword(PASSWORD), activated_at: new Date() })
      .execute();
    return user;
  }

  it('signs in and redirects (303) to the page asked for, with the session cookie', async () => {
    const email = await activeAccount();
    const answer = await post('/login?redirect=%2Fcompare%3Fids%3D1', { email, password: PASSWORD });
    expect(answer.statusCode).toBe(303);
    expect(answer.headers.location).toBe('/compare?ids=1');
    const cookie = sessionCookie(answer.headers['set-cookie']);
    const profile = await api.app.inject({ method: 'GET', url: '/profile', headers: { cookie } });
    expect(profile.body).toContain(email);
    // Another site as the target: home instead.
    const elsewhere = await post('/login?redirect=%2F%2Fevil.example', { email, password: PASSWORD });
    expect(elsewhere.headers.location).toBe('/');
  });

  it('shows a refused sign-in on the page again: its error, the address kept, never the password', async () => {
    const email = await activeAccount();
    const answer = await post('/login', { email, password: 'not-the-password' });
    expect(answer.statusCode).toBe(400);
    expect(answer.headers['content-type']).toMatch(/^text\/html/);
    expect(answer.body).toContain('The email or password is not correct.');
    expect(answer.body).toContain(`value="${email}"`);
    expect(answer.body).not.toContain('not-the-password');
    // The form posts back to the page, for the browser's next try.
    expect(answer.body).toMatch(/<form[^>]* action="\/login" method="post"/);
    // Never kept for anyone else, nor stored by the browser or a proxy.
    expect(answer.headers['cache-control']).toBe('no-store');
    expect(answer.headers['x-cache']).toBeUndefined();
    expect(answer.headers['set-cookie']).toBeUndefined();
    // Field errors of the shared schema, each on its field.
    const empty = await post('/login', { email: 'not an address' });
    expect(empty.body).toContain('Enter a valid email address.');
    expect(empty.body).toContain('value="not an address"');
  });

  it('answers registration and password lost without a captcha with its error, and with one as the scripts do', async () => {
    const email = uniqueEmail('no-script');
    const refused = await post('/register', { email, password: PASSWORD });
    expect(refused.statusCode).toBe(400);
    expect(refused.body).toContain('The anti-spam check failed or expired. Please answer it again.');
    expect(refused.body).toContain('The anti-spam check needs JavaScript.');
    expect(refused.body).toContain(`value="${email}"`);
    expect(refused.body).not.toContain(PASSWORD);

    const registered = await post('/register', {
      email,
      password: PASSWORD,
      captcha: await solveCaptcha(api),
    });
    expect(registered.statusCode).toBe(303);
    expect(registered.headers.location).toBe('/register/thanks');
    await tokenFromMail(api, email, '/activate-account');

    const lost = await post('/password-lost', { email });
    expect(lost.statusCode).toBe(400);
    expect(lost.body).toContain('The anti-spam check failed or expired.');
    const asked = await post('/password-lost', { email, captcha: await solveCaptcha(api) });
    expect(asked.headers.location).toBe('/password-lost/thanks');
  });

  it('resets a password from the emailed link, and says when the link is spent', async () => {
    // The emailed link's token, issued as password lost issues it (its form has its own test).
    const token = await issueToken(api.database.db, (await activeUser()).id, 'password-reset');
    const done = await post(`/password-reset/${token}`, { password: 'Brand-New-Lantern-2028' });
    expect(done.statusCode).toBe(200);
    expect(done.body).toContain('Your password has been changed.');
    const again = await post(`/password-reset/${token}`, { password: 'Brand-New-Lantern-2029' });
    expect(again.statusCode).toBe(400);
    expect(again.body).toContain('This link is not valid');
    expect(again.body).not.toContain('Brand-New-Lantern');
  });

  it('sends the contact form, or shows what is missing with what was typed; nothing while the module is off', async () => {
    const email = uniqueEmail('visitor');
    const stored = () =>
      api.database.db
        .withTables<ContactTables>()
        .selectFrom('contact_message')
        .select('id')
        .where('email', '=', email)
        .execute();
    const fields = { name: 'Ana Lima', email, subject: 'A school is missing', message: 'Hi' };
    const refused = await post('/contact-us', fields);
    expect(refused.statusCode).toBe(400);
    expect(refused.body).toContain('value="A school is missing"');
    expect(refused.body).toContain('>Hi</textarea>');
    expect(refused.body).toContain('The anti-spam check failed or expired.');
    const sent = await post('/contact-us', {
      ...fields,
      message: 'Hello, the Lisbon school we go to is not listed yet.',
      captcha: await solveCaptcha(api),
    });
    expect(sent.statusCode).toBe(303);
    expect(sent.headers.location).toBe('/contact-us/thanks');
    expect(await stored()).toHaveLength(1);

    await api.app.settings.set('ENABLE_CONTACT_US', false);
    const off = await post('/contact-us', { ...fields, captcha: 'never read' });
    await api.app.settings.set('ENABLE_CONTACT_US', true);
    expect(off.statusCode).toBe(404);
    expect(await stored()).toHaveLength(1);
  });

  it('subscribes to the newsletter from its page or the footer, showing a refusal on the page', async () => {
    const refused = await post('/newsletter', { email: 'not an address', firstName: 'Ana' });
    expect(refused.statusCode).toBe(400);
    expect(refused.body).toContain('Enter a valid email address.');
    expect(refused.body).toContain('value="Ana"');
    // The page's form and the footer's both post here.
    expect(refused.body.match(/<form[^>]* action="\/newsletter" method="post"/g)).toHaveLength(2);
    const subscribed = await post('/newsletter', { email: uniqueEmail('reader'), country: '' });
    expect(subscribed.statusCode).toBe(303);
    expect(subscribed.headers.location).toBe('/newsletter/thanks');
  });

  /** The `shortlist` cookie a response set, as a Cookie header value. */
  const shortlistCookie = (setCookie: string | string[] | undefined) =>
    [setCookie ?? []]
      .flat()
      .find((value) => value.startsWith('shortlist='))
      ?.split(';')[0];
  /** Whether the compare button of a school is pressed in a page's HTML. */
  const pressed = (html: string, name: string) =>
    /aria-pressed="(true|false)"/.exec(
      new RegExp(`<button[^>]*aria-label="Compare ${name}"[^>]*>`).exec(html)?.[0] ?? '',
    )?.[1];

  // The compare button's form: a cookie and the services of the mutations, nothing of the
  // engine's own, so on the embedded one only.
  it.runIf(engine === 'pglite')(
    'adds a school to a guest’s shortlist cookie, back to the page (303), shown on a page of their own',
    async () => {
      const school = await buildSchool(api.database.db, { country_code: 'PT', city: 'Porto' });
      const back = '/schools/portugal?sort=name';
      const added = await post('/compare', { school: school.id, do: 'add', back });
      expect(added.statusCode).toBe(303);
      expect(added.headers.location).toBe(back);
      const cookie = shortlistCookie(added.headers['set-cookie']);
      expect(cookie).toBe(`shortlist=${school.id}`);

      // Their page shows the school pressed, and is theirs: never kept nor shared.
      const theirs = await api.app.inject({ url: back, headers: { cookie } });
      expect(pressed(theirs.body, school.name)).toBe('true');
      expect(theirs.headers['cache-control']).toBe('private, no-cache');
      expect(theirs.headers['x-cache']).toBeUndefined();
      const shared = await api.app.inject({ url: back });
      expect(pressed(shared.body, school.name)).toBe('false');
      expect(shared.headers['cache-control']).toBe('public, no-cache');

      // Removed; a page of another site is never where it goes back to.
      const removed = await post(
        '/compare',
        { school: school.id, do: 'remove', back: '//evil.example' },
        { cookie },
      );
      expect(removed.statusCode).toBe(303);
      expect(removed.headers.location).toBe('/compare');
      expect(shortlistCookie(removed.headers['set-cookie'])).toBe('shortlist=');
      const forged = await post(
        '/compare',
        { school: school.id, do: 'add', back },
        { origin: 'http://evil.example' },
      );
      expect(forged.statusCode).toBe(403);
      expect(forged.headers['set-cookie']).toBeUndefined();
    },
  );

  it.runIf(engine === 'pglite')(
    'refuses a school past a full shortlist on the compare page; a signed-in visitor’s goes to the account',
    async () => {
      const school = await buildSchool(api.database.db);
      const full = Array.from({ length: SHORTLIST_MAX }, () => uuidv7()).join('.');
      const refused = await post(
        '/compare',
        { school: school.id, do: 'add', back: '/' },
        { cookie: `shortlist=${full}` },
      );
      expect(refused.statusCode).toBe(400);
      expect(refused.body).toContain(`Your shortlist is full: it holds ${SHORTLIST_MAX} schools.`);
      expect(refused.headers['set-cookie']).toBeUndefined();

      const email = await activeAccount();
      const session = sessionCookie(
        (await post('/login', { email, password: PASSWORD })).headers['set-cookie'],
      );
      const added = await post('/compare', { school: school.id, do: 'add', back: '/' }, { cookie: session });
      expect(added.statusCode).toBe(303);
      expect(shortlistCookie(added.headers['set-cookie'])).toBeUndefined();
      const listed = await api.app.inject({
        method: 'POST',
        url: '/api/graphql',
        headers: { cookie: session, origin: 'http://localhost' },
        payload: { query: '{ shortlist { items { _id } } }' },
      });
      expect(listed.json().data.shortlist.items).toEqual([{ _id: school.id }]);
    },
  );

  it('refuses a form posted from another site (CSRF), and a page without a form', async () => {
    const email = await activeAccount();
    const forged = await post('/login', { email, password: PASSWORD }, { origin: 'http://evil.example' });
    expect(forged.statusCode).toBe(403);
    expect(forged.headers['set-cookie']).toBeUndefined();
    expect((await post('/countries', { email })).statusCode).toBe(404);
    // As in any other body, a NUL character is refused before the form is read.
    const nul = await post('/contact-us', { name: 'Ana\u0000', email, subject: 'x', message: 'y' });
    expect(nul.statusCode).toBe(400);
    expect(nul.json()).toEqual({ success: false, code: 'request.characters.invalid' });
  });

  it('never logs a password, a token or a key: query strings and emailed links are redacted', async () => {
    await api.app.inject({ method: 'GET', url: `/password-reset/${SECRET_TOKEN}` });
    await api.app.inject({ method: 'GET', url: `/close/${SECRET_TOKEN}/` });
    await api.app.inject({ method: 'GET', url: `/api/newsletter/confirm/${SECRET_TOKEN}` });
    await api.app.inject({ method: 'GET', url: `/login?email=a%40b.example&password=${SECRET_TOKEN}` });
    await api.app.inject({ method: 'GET', url: `/login?redirect=%2Fclose%2F${SECRET_TOKEN}` });
    // No route: Fastify's own "not found" line names the URL.
    await api.app.inject({ method: 'PUT', url: `/nowhere?token=${SECRET_TOKEN}&Api_Key=${SECRET_TOKEN}` });
    await post(`/password-reset/${SECRET_TOKEN}`, { password: SECRET_TOKEN });

    const lines = log.join('');
    expect(lines).toContain(`"url":"/password-reset/${REDACTED}"`);
    // Kept for the next visitor: the page cache's line too.
    expect(lines).toMatch(new RegExp(`"url":"/password-reset/${REDACTED}","tables":.*"msg":"page kept"`));
    expect(lines).toContain(`"url":"/api/newsletter/confirm/${REDACTED}"`);
    expect(lines).toContain(`password=${REDACTED}`);
    expect(lines).toContain(`Route PUT:/nowhere?token=${REDACTED}&Api_Key=${REDACTED} not found`);
    expect(lines).not.toContain(SECRET_TOKEN);
    // Nor any password the tests above posted or signed in with.
    expect(lines).not.toContain(PASSWORD);
    expect(lines).not.toContain('not-the-password');
    expect(lines).toContain('"method":"POST","url":"/login');
  });
});
