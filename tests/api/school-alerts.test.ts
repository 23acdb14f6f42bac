import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphql } from '@/core/client/graphql/public-graphql';
import type { AuthTables } from '@/core/server/auth/auth-tables';
import { parseInput } from '@/core/server/validation';
import { saveSchool } from '@/modules/openschool/server/schools/school-write-service';
import type { OpenSchoolTables } from '@/modules/openschool/server/tables';
import { type SchoolInput, schoolInputSchema } from '@/modules/openschool/shared/school-input';
import { signedInWith } from './support/admin-users';
import { startTestApp, type TestApp } from './support/test-app';
import { ENGINES } from './support/test-database';

const ME = graphql('query { me { item { _id email } } }');
const ALERTS = graphql('query { schoolAlerts { enabled } }');
const SET_ALERTS = graphql(`mutation ($enabled: Boolean!) {
  setSchoolAlerts(enabled: $enabled) { success code item { enabled } }
}`);
const ADD = graphql('mutation ($id: ID!) { addToShortlist(schoolId: $id) { success code } }');

const input = (tuition: number, overrides: Record<string, unknown> = {}): SchoolInput =>
  parseInput(schoolInputSchema, {
    name: 'Harbour Alerts International School',
    countryCode: 'PT',
    city: 'Porto',
    curriculums: ['ib-dp'],
    fees: [
      {
        kind: 'tuition',
        ageFrom: 3,
        ageTo: 11,
        amount: tuition,
        currency: 'EUR',
        period: 'year',
        academicYear: '2026-2027',
      },
    ],
    ...overrides,
  });

interface Parent {
  cookie: string;
  id: string;
  email: string;
}

describe.each(ENGINES)('shortlist alerts on %s', (engine) => {
  let api: TestApp;
  let schoolId: string;
  beforeAll(async () => {
    api = await startTestApp(engine);
    schoolId = await api.database.db
      .transaction()
      .execute((trx) =>
        saveSchool(trx, { id: null, input: input(15_000), author: null, kind: 'create', source: null }),
      );
  });
  afterAll(() => api.close());

  const parent = async (options: {
    follows: boolean;
    alerts: boolean;
    language?: string;
  }): Promise<Parent> => {
    const cookie = await signedInWith(api, ['SchoolRating:create']);
    const me = (await api.graphql(ME, { headers: { cookie } })).data!.me.item!;
    if (options.language) {
      await api.database.db
        .withTables<AuthTables>()
        .updateTable('app_user')
        .set({ language: options.language })
        .where('id', '=', me._id)
        .execute();
    }
    if (options.follows) {
      expect(
        (await api.graphql(ADD, { headers: { cookie }, variables: { id: schoolId } })).data!.addToShortlist,
      ).toMatchObject({ success: true });
    }
    if (options.alerts) {
      const set = await api.graphql(SET_ALERTS, { headers: { cookie }, variables: { enabled: true } });
      expect(set.data!.setSchoolAlerts).toEqual({ success: true, code: null, item: { enabled: true } });
    }
    return { cookie, id: me._id, email: me.email };
  };
  const change = (next: SchoolInput, options: { status?: 'published' | 'archived'; author?: Parent } = {}) =>
    api.database.db.transaction().execute((trx) =>
      saveSchool(trx, {
        id: schoolId,
        input: next,
        status: options.status,
        author: options.author ? { id: options.author.id, email: options.author.email } : null,
        kind: 'edit',
        source: 'School website',
      }),
    );
  const alertsTo = async (who: Parent) =>
    (await api.app.mail.latestFor(who.email, 20)).filter((mail) => mail.template === 'school-change-alert');
  /** The alerts are queued when the process hears of the change: a moment after the commit. */
  const eventually = async (check: () => Promise<void>) => {
    const deadline = Date.now() + 15_000;
    for (;;) {
      try {
        return await check();
      } catch (error) {
        if (Date.now() > deadline) throw error;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    }
  };

  it('tells each follower who asked, once per change of fees or status, in their language, with a way out', async () => {
    const follower = await parent({ follows: true, alerts: true, language: 'de' });
    const notAsked = await parent({ follows: true, alerts: false });
    const notFollowing = await parent({ follows: false, alerts: true });
    const author = await parent({ follows: true, alerts: true });
    // A member of the family of a follower who did not ask hears of the family's schools (decision 095).
    const member = await parent({ follows: false, alerts: true });
    await api.database.db
      .withTables<OpenSchoolTables>()
      .insertInto('shortlist_member')
      .values({ owner_id: notAsked.id, member_id: member.id })
      .execute();
    expect((await api.graphql(ALERTS, { headers: { cookie: notAsked.cookie } })).data!.schoolAlerts).toEqual({
      enabled: false,
    });

    // New fees, saved by another follower: everyone who asked is told but the one who changed them.
    await change(input(16_000), { author });
    await eventually(async () => expect(await alertsTo(follower)).toHaveLength(1));
    await eventually(async () => expect(await alertsTo(member)).toHaveLength(1));
    const [mail] = await alertsTo(follower);
    expect(mail).toMatchObject({ lang: 'de', to_address: follower.email });
    expect(mail!.variables).toMatchObject({
      schoolName: 'Harbour Alerts International School',
      change: expect.stringContaining('Harbour Alerts International School'),
      link: expect.stringMatching(new RegExp(`/schools/portugal/${schoolId}/fees$`)),
      unsubscribeLink: expect.stringMatching(/\/api\/school-alerts\/unsubscribe\/[A-Za-z0-9_-]+$/),
    });
    // Each changed fee, old → new in the school's currency and about what in the parent's, and by how much.
    const feeLine = String(mail!.variables.change).split('\n')[1];
    expect(feeLine).toMatch(
      /^Schulgeld \(3–11 Jahre\), 2026-2027: 15\.000\s€ \(≈ \d+\.\d{3}\s\$\) → 16\.000\s€ \(≈ \d+\.\d{3}\s\$\) pro Jahr \(\+6,7\s%\)$/,
    );
    expect(mail!.html).toContain('15.000\u00a0€ (≈');
    expect(mail!.text).toContain(feeLine);
    // Told in the same transaction as the follower, or never.
    for (const silent of [notAsked, notFollowing, author]) expect(await alertsTo(silent)).toEqual([]);

    // A change of neither fees nor status tells no one; the next change of status does, once.
    await change(input(16_000, { phone: '+351 22 000 0000' }));
    await change(input(16_000, { phone: '+351 22 000 0000' }), { status: 'archived' });
    await eventually(async () => expect(await alertsTo(follower)).toHaveLength(2));
    expect((await alertsTo(follower))[0]!.variables).toMatchObject({
      change: 'Harbour Alerts International School ist nicht mehr im Verzeichnis aufgeführt.',
      link: expect.stringMatching(new RegExp(`/schools/portugal/${schoolId}$`)),
    });
    expect(await alertsTo(author)).toHaveLength(1);
    for (const silent of [notAsked, notFollowing]) expect(await alertsTo(silent)).toEqual([]);

    // The mail client's unsubscribe button has the same address (RFC 8058).
    expect(mail!.unsubscribe_url).toBe(mail!.variables.unsubscribeLink);

    // One click on the link stops them; a second click says the link is spent.
    const link = new URL(String(mail!.variables.unsubscribeLink));
    const stop = await api.app.inject({ method: 'GET', url: link.pathname });
    expect(stop.statusCode).toBe(303);
    expect(stop.headers.location).toBe('/alerts?stopped=1');
    expect((await api.graphql(ALERTS, { headers: { cookie: follower.cookie } })).data!.schoolAlerts).toEqual({
      enabled: false,
    });
    const again = await api.app.inject({ method: 'GET', url: link.pathname });
    expect(again.headers.location).toBe('/alerts?error=token.invalid');

    // The mail client's button posts the form RFC 8058 describes; a spent token is not found.
    const [authorMail] = await alertsTo(author);
    const post = (url: string) =>
      api.app.inject({
        method: 'POST',
        url: new URL(url).pathname,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'List-Unsubscribe=One-Click',
      });
    expect((await post(authorMail!.unsubscribe_url!)).json()).toEqual({ success: true, code: null });
    expect((await api.graphql(ALERTS, { headers: { cookie: author.cookie } })).data!.schoolAlerts).toEqual({
      enabled: false,
    });
    expect((await post(authorMail!.unsubscribe_url!)).statusCode).toBe(404);
    await api.graphql(SET_ALERTS, { headers: { cookie: author.cookie }, variables: { enabled: true } });

    // The next change: the other follower hears of it; the one who stopped does not.
    await change(input(17_000), { status: 'published' });
    await eventually(async () => expect(await alertsTo(author)).toHaveLength(2));
    expect(await alertsTo(follower)).toHaveLength(2);
  });

  it('leaves nothing to tell for a school nobody who asked follows', async () => {
    const db = api.database.db;
    const unfollowed = await db.transaction().execute((trx) =>
      saveSchool(trx, {
        id: null,
        input: input(9_000, { name: 'Quiet Lane School' }),
        author: null,
        kind: 'create',
        source: null,
      }),
    );
    await db.transaction().execute((trx) =>
      saveSchool(trx, {
        id: unfollowed,
        input: input(9_500, { name: 'Quiet Lane School' }),
        author: null,
        kind: 'edit',
        source: null,
      }),
    );
    const pending = await db
      .withTables<OpenSchoolTables>()
      .selectFrom('school_change_alert')
      .select('revision_id')
      .where('school_id', '=', unfollowed)
      .execute();
    expect(pending).toEqual([]);
  });

  it('asks a visitor to sign in', async () => {
    expect((await api.graphql(ALERTS)).errors?.[0]?.extensions?.code).toBe('user.not.authorized');
    const set = await api.graphql(SET_ALERTS, { variables: { enabled: true } });
    expect(set.errors?.[0]?.extensions?.code ?? set.data?.setSchoolAlerts.code).toBe('user.not.authorized');
  });
});
