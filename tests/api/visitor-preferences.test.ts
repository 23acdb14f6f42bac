import { v7 as uuidv7 } from 'uuid';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphql } from '@/core/client/graphql/public-graphql';
import type { AuthTables } from '@/core/server/auth/auth-tables';
import { hashPassword } from '@/core/server/auth/password';
import { saveSchool } from '@/modules/openschool/server/schools/school-write-service';
import type { SchoolInput } from '@/modules/openschool/shared/school-input';
import { sessionCookie, uniqueEmail } from './support/account-helpers';
import { feeInput, saveNewSchool, singaporeSchoolInput } from './support/school-input';
import { startTestSite, type TestApp } from './support/test-app';
import { EMBEDDED_ONLY } from './support/test-database';

const SAVE = graphql(`mutation ($input: [PreferenceInput!]!) {
  savePreferences(input: $input) { success code field item { items { name value } } }
}`);
const PREFERENCES = graphql('query { preferences { name value } }');
const LOGIN = graphql('mutation ($input: AccountInput!) { login(input: $input) { success code } }');
const LOGOUT = graphql('mutation { logout { success } }');
const ADD = graphql('mutation ($id: ID!) { addToShortlist(schoolId: $id) { success code } }');
const CARDS = graphql(`query ($q: String) {
  schools(filter: { q: $q, currency: "GBP" }) { items { name avgFees feeCurrency { currency unitsPerUsd } } currency { currency } }
}`);
const SET_ALERTS = graphql('mutation { setSchoolAlerts(enabled: true) { success code } }');

const PASSWORD = 'relocating family 2027';

/** The `preferences` cookie a response sets: its value (decoded) and whether it expires now. */
function preferencesSet(
  setCookie: string | string[] | undefined,
): { value: string; expired: boolean } | null {
  const line = [setCookie ?? []].flat().find((cookie) => cookie.startsWith('preferences='));
  if (!line) return null;
  const value = decodeURIComponent(line.slice('preferences='.length).split(';')[0]!);
  return { value, expired: /max-age=0/i.test(line) };
}

const withPreferences = (text: string) => `preferences=${encodeURIComponent(text)}`;

/** A school in Porto charging one tuition in euros. */
const schoolInput = (tuition: number, name = 'Preference Harbour International School'): SchoolInput =>
  singaporeSchoolInput({
    name,
    countryCode: 'PT',
    city: 'Porto',
    fees: [feeInput({ ageFrom: 3, ageTo: 11, amount: tuition, currency: 'EUR' })],
  });

// Cookies, redirects and the account's rows: no driver plays a part beyond what the files on both
// engines do (the alerts' join in school-alerts.test.ts, the card's rate in school-detail.test.ts).
describe.each(EMBEDDED_ONLY)('a visitor’s preferences on %s', (engine) => {
  let api: TestApp;
  beforeAll(async () => {
    api = await startTestSite(engine);
  });
  afterAll(() => api.close());

  const page = (url: string, cookie?: string) =>
    api.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

  /** An activated account with a password, to sign in to. */
  const member = async () => {
    const email = uniqueEmail('parent');
    const id = uuidv7();
    await api.database.db
      .withTables<AuthTables>()
      .insertInto('app_user')
      .values({
        id,
        email,
        password_hash: await hashPassword(PASSWORD),
        activated_at: new Date(),
        email_verified_at: new Date(),
      })
      .execute();
    return { id, email };
  };
  const signIn = async (email: string, cookie?: string) => {
    const answer = await api.graphql(LOGIN, {
      variables: { input: { email, password: PASSWORD } },
      headers: cookie ? { cookie } : {},
    });
    expect(answer.data!.login).toEqual({ success: true, code: null });
    return answer;
  };

  it('keeps a visitor’s choice in their browser, and refuses what it does not know, keeping nothing', async () => {
    const saved = await api.graphql(SAVE, {
      variables: { input: [{ name: 'currency', value: 'eur' }] },
    });
    expect(saved.data!.savePreferences).toEqual({
      success: true,
      code: null,
      field: null,
      item: { items: [{ name: 'currency', value: 'EUR' }] },
    });
    expect(preferencesSet(saved.headers['set-cookie'])).toEqual({ value: 'currency=EUR', expired: false });
    const read = await api.graphql(PREFERENCES, { headers: { cookie: withPreferences('currency=EUR') } });
    expect(read.data!.preferences).toEqual([{ name: 'currency', value: 'EUR' }]);

    for (const [input, code] of [
      [[{ name: 'colour', value: 'blue' }], 'preference.unknown'],
      [[{ name: 'currency', value: 'EURO' }], 'preference.invalid'],
      // A family of an unborn child, with a good currency beside it: neither is kept.
      [
        [
          { name: 'currency', value: 'GBP' },
          { name: 'children', value: '2014-09-01,banana' },
        ],
        'preference.invalid',
      ],
    ] as const) {
      const refused = await api.graphql(SAVE, {
        variables: { input: [...input] },
        headers: { cookie: withPreferences('currency=EUR') },
      });
      expect(refused.data!.savePreferences).toMatchObject({ success: false, code, item: null });
      expect(preferencesSet(refused.headers['set-cookie'])).toBeNull();
    }

    // US dollars are always shown: choosing them forgets the currency, and the cookie with it.
    const usd = await api.graphql(SAVE, {
      variables: { input: [{ name: 'currency', value: 'USD' }] },
      headers: { cookie: withPreferences('currency=EUR') },
    });
    expect(usd.data!.savePreferences.item).toEqual({ items: [] });
    expect(preferencesSet(usd.headers['set-cookie'])).toMatchObject({ expired: true });
  });

  it('sends a returning visitor to the page in their currency, and leaves crawlers and other pages alone', async () => {
    const cookie = withPreferences('currency=EUR');
    for (const path of ['/schools', '/schools/portugal', '/compare?ids=1', '/planner']) {
      const sent = await page(path, cookie);
      expect(sent.statusCode, path).toBe(302);
      const target = new URL(sent.headers.location!, 'http://localhost');
      expect(target.pathname).toBe(new URL(path, 'http://localhost').pathname);
      expect(target.searchParams.get('currency')).toBe('EUR');
      expect(sent.headers['cache-control']).toMatch(/private/);
    }
    // The address's own query is kept as it was written.
    expect((await page('/compare?ids=a,b', cookie)).headers.location).toBe('/compare?ids=a,b&currency=EUR');
    // The address with the currency is served; so is any page for a visitor without the cookie.
    expect((await page('/schools?currency=EUR', cookie)).statusCode).toBe(200);
    expect((await page('/schools')).statusCode).toBe(200);
    // Pages that show no fees are not sent anywhere.
    expect((await page('/school-curriculums', cookie)).statusCode).toBe(200);
    // A cookie of names nobody declares, or of a value not taken, sends nowhere.
    expect((await page('/schools', withPreferences('currency=EURO&colour=blue'))).statusCode).toBe(200);
  });

  it('remembers the currency an address carries, without keeping the page from others', async () => {
    const chosen = await page('/schools?currency=GBP', withPreferences('currency=EUR'));
    expect(chosen.statusCode).toBe(200);
    expect(preferencesSet(chosen.headers['set-cookie'])).toEqual({ value: 'currency=GBP', expired: false });
    expect(chosen.headers['cache-control']).toMatch(/private/);
    // The page it rendered is kept: the next visitor of the same address is served the copy,
    // and a visitor who follows a link in pounds has them remembered too.
    const next = await page('/schools?currency=GBP');
    expect(next.headers['x-cache']).toBe('hit');
    expect(preferencesSet(next.headers['set-cookie'])).toEqual({ value: 'currency=GBP', expired: false });
    const again = await page('/schools?currency=GBP', withPreferences('currency=GBP'));
    expect(again.headers['x-cache']).toBe('hit');
    expect(preferencesSet(again.headers['set-cookie'])).toBeNull();
    // A language and a currency chosen in one address: both cookies go with the page.
    const both = await page('/schools?lang=fr&currency=CHF');
    const cookies = [both.headers['set-cookie'] ?? []].flat();
    expect(cookies.some((cookie) => cookie.startsWith('lang=fr'))).toBe(true);
    expect(preferencesSet(cookies)).toEqual({ value: 'currency=CHF', expired: false });
    expect(both.body).toContain('<html lang="fr"');
    // Choosing US dollars in the list's form (without scripts) forgets it.
    const usd = await page('/schools?currency=USD', withPreferences('currency=GBP'));
    expect(preferencesSet(usd.headers['set-cookie'])).toMatchObject({ expired: true });
    // The same currency again sets nothing.
    expect(
      preferencesSet(
        (await page('/schools?currency=GBP', withPreferences('currency=GBP'))).headers['set-cookie'],
      ),
    ).toBeNull();
  });

  it('keeps a member’s choices on the account, gives them to a new browser at sign-in, and keeps a visitor’s at sign-in', async () => {
    const parent = await member();
    const first = sessionCookie((await signIn(parent.email)).headers['set-cookie']);
    const saved = await api.graphql(SAVE, {
      variables: {
        input: [
          { name: 'currency', value: 'CHF' },
          { name: 'children', value: '2015-09-01, 7' },
          { name: 'move', value: '2027-08-20' },
        ],
      },
      headers: { cookie: first },
    });
    expect(saved.data!.savePreferences.success).toBe(true);
    expect((await api.graphql(PREFERENCES, { headers: { cookie: first } })).data!.preferences).toEqual(
      expect.arrayContaining([
        { name: 'currency', value: 'CHF' },
        { name: 'children', value: '2015-09-01,7' },
        { name: 'move', value: '2027-08-20' },
      ]),
    );

    // Another browser, which had chosen euros before signing in: the account's currency wins.
    const other = await signIn(parent.email, withPreferences('currency=EUR'));
    const adopted = preferencesSet(other.headers['set-cookie']);
    expect(new URLSearchParams(adopted!.value).get('currency')).toBe('CHF');
    expect(new URLSearchParams(adopted!.value).get('children')).toBe('2015-09-01,7');

    // Signing out takes them out of the browser (a shared computer), not off the account.
    const out = await api.graphql(LOGOUT, {
      headers: { cookie: `${first}; ${withPreferences(adopted!.value)}` },
    });
    expect(preferencesSet(out.headers['set-cookie'])).toMatchObject({ expired: true });
    const back = await signIn(parent.email);
    expect(new URLSearchParams(preferencesSet(back.headers['set-cookie'])!.value).get('currency')).toBe(
      'CHF',
    );

    // A new member whose browser chose pounds before signing up keeps them on the account.
    const newcomer = await member();
    const session = sessionCookie(
      (await signIn(newcomer.email, withPreferences('currency=GBP'))).headers['set-cookie'],
    );
    expect((await api.graphql(PREFERENCES, { headers: { cookie: session } })).data!.preferences).toEqual([
      { name: 'currency', value: 'GBP' },
    ]);

    // A currency chosen in a page's address is kept on the account too.
    const chosen = await page('/schools?currency=JPY', `${session}; ${withPreferences('currency=GBP')}`);
    expect(chosen.statusCode).toBe(200);
    expect((await api.graphql(PREFERENCES, { headers: { cookie: session } })).data!.preferences).toEqual([
      { name: 'currency', value: 'JPY' },
    ]);
  });

  it('tells a follower of new fees in the currency their account keeps', async () => {
    const schoolId = await saveNewSchool(api.database.db, schoolInput(15_000));
    const parent = await member();
    const cookie = sessionCookie((await signIn(parent.email)).headers['set-cookie']);
    expect(
      (await api.graphql(ADD, { headers: { cookie }, variables: { id: schoolId } })).data!.addToShortlist
        .success,
    ).toBe(true);
    expect((await api.graphql(SET_ALERTS, { headers: { cookie } })).data!.setSchoolAlerts.success).toBe(true);
    await api.graphql(SAVE, {
      variables: { input: [{ name: 'currency', value: 'GBP' }] },
      headers: { cookie },
    });

    await api.database.db.transaction().execute((trx) =>
      saveSchool(trx, {
        id: schoolId,
        input: schoolInput(16_000),
        author: null,
        kind: 'edit',
        source: 'School website',
      }),
    );
    const deadline = Date.now() + 15_000;
    let alerts = [] as Awaited<ReturnType<typeof api.app.mail.latestFor>>;
    while (Date.now() < deadline) {
      alerts = (await api.app.mail.latestFor(parent.email, 5)).filter(
        (mail) => mail.template === 'school-change-alert',
      );
      if (alerts.length > 0) break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const feeLine = String(alerts[0]?.variables.change).split('\n')[1];
    // €15,000 (≈ £…) → €16,000 (≈ £…): the school's currency, then the parent's.
    expect(feeLine).toMatch(/€15,000 \(≈ £[\d,]+\) → €16,000 \(≈ £[\d,]+\)/);
  });

  it('names on each card the currency the school charges in, whatever currency the visitor reads', async () => {
    await api.database.db.transaction().execute((trx) =>
      saveSchool(trx, {
        id: null,
        input: schoolInput(15_000, 'Escola Euro Cartão'),
        author: null,
        kind: 'create',
        source: null,
      }),
    );
    const answer = await api.graphql(CARDS, { variables: { q: 'Euro Cartão' } });
    expect(answer.data!.schools.currency).toEqual({ currency: 'GBP' });
    const card = answer.data!.schools.items[0]!;
    expect(card.feeCurrency?.currency).toBe('EUR');
    // Its dollar figures were worked out from its euros at the same rate: back to €15,000.
    expect(Math.round(card.avgFees! * card.feeCurrency!.unitsPerUsd)).toBe(15_000);
  });
});
