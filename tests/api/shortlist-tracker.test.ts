import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphql } from '@/core/client/graphql/public-graphql';
import type { AuthTables } from '@/core/server/auth/auth-tables';
import { saveSchool } from '@/modules/openschool/server/schools/school-write-service';
import { dispatchDeadlineReminders } from '@/modules/openschool/server/shortlist/shortlist-reminder-dispatch';
import { signedInWith } from './support/admin-users';
import { saveNewSchool, singaporeSchoolInput } from './support/school-input';
import { startTestApp, type TestApp } from './support/test-app';
import { ENGINES } from './support/test-database';

const ME = graphql('query { me { item { _id email } } }');
const ADD = graphql('mutation ($id: ID!) { addToShortlist(schoolId: $id) { success code } }');
const TRACKER = graphql(`query {
  shortlist { items { _id status statusOn steps { status on } note intakes { name opensOn deadline deadlineChanged previousDeadline } } }
  shortlistTracker { reminderDays calendarUrl }
}`);
const SET_STATUS = graphql(`mutation ($id: ID!, $status: String!, $on: String) {
  setShortlistStatus(schoolId: $id, status: $status, statusOn: $on) { success code field item { items { _id status statusOn } } }
}`);
const ACKNOWLEDGE = graphql(`mutation ($id: ID!) {
  acknowledgeShortlistDeadlines(schoolId: $id) { success code item { items { intakes { deadlineChanged } } } }
}`);
const SET_REMINDERS = graphql(`mutation ($days: Int) {
  setShortlistReminders(days: $days) { success code item { reminderDays } }
}`);
const NOTE = graphql(
  'mutation ($id: ID!, $note: String!) { setShortlistNote(schoolId: $id, note: $note) { success } }',
);
const RENEW_CALENDAR = graphql('mutation { renewShortlistCalendar { success item { calendarUrl } } }');

// Longer than a line of the feed, with what the format escapes: folded and read back whole.
const NOTE_TEXT = 'Apporter les bulletins des deux dernières années; test d’anglais, maths\nDemander le bus';
// Far in the future: the reminders' own hourly run, which looks at today, never reaches them.
const intakes = (deadline: string) => ({
  intakes: [{ name: 'August 2099', opensOn: '2098-10-01', deadline }],
});
const school = (deadline: string) =>
  singaporeSchoolInput({ name: 'Tracker Bay International School', admissions: intakes(deadline) });

describe.each(ENGINES)('the application tracker on %s', (engine) => {
  let api: TestApp;
  let schoolId: string;
  beforeAll(async () => {
    api = await startTestApp(engine);
    await api.app.settings.set('WEBSITE_URL', 'https://schools.example');
    schoolId = await saveNewSchool(api.database.db, school('2099-01-20'));
  });
  afterAll(() => api.close());

  const parent = async (language = 'en') => {
    const cookie = await signedInWith(api, []);
    const me = (await api.graphql(ME, { headers: { cookie } })).data!.me.item!;
    await api.database.db
      .withTables<AuthTables>()
      .updateTable('app_user')
      .set({ language })
      .where('id', '=', me._id)
      .execute();
    const add = await api.graphql(ADD, { headers: { cookie }, variables: { id: schoolId } });
    expect(add.data!.addToShortlist.success).toBe(true);
    return { cookie, email: me.email };
  };
  const tracker = async (cookie: string) => (await api.graphql(TRACKER, { headers: { cookie } })).data!;
  const moveDeadline = (deadline: string) =>
    api.database.db.transaction().execute((trx) =>
      saveSchool(trx, {
        id: schoolId,
        input: school(deadline),
        author: null,
        kind: 'edit',
        source: 'School website',
      }),
    );
  const remind = (today: string) =>
    dispatchDeadlineReminders({ db: api.database.db, mail: api.app.mail, settings: api.app.settings }, today);
  const remindersTo = async (email: string) =>
    (await api.app.mail.latestFor(email, 20)).filter(
      (mail) => mail.template === 'shortlist-deadline-reminder',
    );

  it('keeps a status and its date per school, shows the deadlines and flags one that moved', async () => {
    const { cookie } = await parent();
    const set = (variables: { id: string; status: string; on?: string | null }) =>
      api.graphql(SET_STATUS, { headers: { cookie }, variables });

    // Bad input changes nothing: an unknown status, a date that is not one, a school not on the list.
    expect((await set({ id: schoolId, status: 'enrolled' })).data!.setShortlistStatus).toMatchObject({
      success: false,
      code: 'field.invalid',
      field: 'status',
    });
    expect(
      (await set({ id: schoolId, status: 'applied', on: '2098-13-40' })).data!.setShortlistStatus,
    ).toMatchObject({
      success: false,
      code: 'date.invalid',
    });
    const elsewhere = await saveNewSchool(
      api.database.db,
      singaporeSchoolInput({ name: 'Not Shortlisted School' }),
    );
    expect((await set({ id: elsewhere, status: 'applied' })).data!.setShortlistStatus.code).toBe(
      'shortlist.school.missing',
    );
    expect((await tracker(cookie)).shortlist!.items[0]).toMatchObject({
      status: 'considering',
      statusOn: null,
    });

    const saved = await set({ id: schoolId, status: 'visit-booked', on: '2098-11-05' });
    expect(saved.data!.setShortlistStatus).toMatchObject({
      success: true,
      item: { items: [{ _id: schoolId, status: 'visit-booked', statusOn: '2098-11-05' }] },
    });
    // The next step has its own date; the visit keeps its own. A step saved without a date has none.
    await set({ id: schoolId, status: 'assessment', on: '2098-12-03' });
    await set({ id: schoolId, status: 'applied', on: '2098-11-20' });
    await set({ id: schoolId, status: 'assessment', on: '' });
    const [item] = (await tracker(cookie)).shortlist!.items;
    expect(item).toMatchObject({
      status: 'assessment',
      statusOn: null,
      steps: [
        { status: 'visit-booked', on: '2098-11-05' },
        { status: 'applied', on: '2098-11-20' },
      ],
    });
    expect(item!.intakes).toEqual([
      {
        name: 'August 2099',
        opensOn: '2098-10-01',
        deadline: '2099-01-20',
        deadlineChanged: false,
        previousDeadline: null,
      },
    ]);

    // The school moves its deadline: flagged with the one the parent saw, until they acknowledge it.
    await moveDeadline('2099-01-31');
    expect((await tracker(cookie)).shortlist!.items[0]!.intakes[0]).toMatchObject({
      deadline: '2099-01-31',
      deadlineChanged: true,
      previousDeadline: '2099-01-20',
    });
    const seen = await api.graphql(ACKNOWLEDGE, { headers: { cookie }, variables: { id: schoolId } });
    expect(seen.data!.acknowledgeShortlistDeadlines.item!.items[0]!.intakes[0]!.deadlineChanged).toBe(false);
    // Whoever adds the school now sees the moved deadline as it is: nothing to flag.
    const later = await parent();
    expect((await tracker(later.cookie)).shortlist!.items[0]!.intakes[0]!.deadlineChanged).toBe(false);
  });

  it('reminds a parent who asked once per deadline, in their language, through the outbox, with a way out', async () => {
    const asked = await parent('de');
    const applied = await parent();
    const silent = await parent();
    for (const who of [asked, applied]) {
      const on = await api.graphql(SET_REMINDERS, {
        headers: { cookie: who.cookie },
        variables: { days: 14 },
      });
      expect(on.data!.setShortlistReminders).toEqual({
        success: true,
        code: null,
        item: { reminderDays: 14 },
      });
    }
    await api.graphql(SET_STATUS, {
      headers: { cookie: applied.cookie },
      variables: { id: schoolId, status: 'applied' },
    });
    const refused = await api.graphql(SET_REMINDERS, {
      headers: { cookie: silent.cookie },
      variables: { days: 0 },
    });
    expect(refused.data!.setShortlistReminders).toMatchObject({ success: false, code: 'number.invalid' });
    expect((await tracker(silent.cookie)).shortlistTracker.reminderDays).toBeNull();

    await moveDeadline('2099-01-25');
    // Fifteen days before: too early for a 14-day reminder; then due, told once however often it runs.
    await remind('2099-01-10');
    expect(await remindersTo(asked.email)).toEqual([]);
    await remind('2099-01-11');
    await remind('2099-01-12');
    const reminders = await remindersTo(asked.email);
    expect(reminders).toHaveLength(1);
    expect(reminders[0]).toMatchObject({
      lang: 'de',
      subject: 'Frist bald: Tracker Bay International School (August 2099)',
    });
    expect(reminders[0]!.text).toContain('25. Januar 2099');
    expect(reminders[0]!.variables.link).toBe('https://schools.example/applications');
    for (const other of [applied, silent]) expect(await remindersTo(other.email)).toEqual([]);

    // A deadline the school moves is a new deadline: told again.
    await moveDeadline('2099-01-20');
    await remind('2099-01-12');
    expect(await remindersTo(asked.email)).toHaveLength(2);

    // A deadline already passed is never told, however the hourly run finds it.
    await moveDeadline('2099-01-05');
    await remind('2099-01-12');
    expect(await remindersTo(asked.email)).toHaveLength(2);
    await moveDeadline('2099-01-20');

    // One click on the link stops them, signed in or not; the mail client's button has the same address.
    const link = String(reminders[0]!.variables.unsubscribeLink);
    expect(reminders[0]!.unsubscribe_url).toBe(link);
    const stop = await api.app.inject({ method: 'GET', url: new URL(link).pathname });
    expect(stop.headers.location).toBe('/applications?stopped=1');
    expect((await tracker(asked.cookie)).shortlistTracker.reminderDays).toBeNull();
    const again = await api.app.inject({ method: 'GET', url: new URL(link).pathname });
    expect(again.headers.location).toBe('/applications?error=token.invalid');
  });

  it('serves the deadlines and the parent’s dates as a private calendar any iCalendar reader reads', async () => {
    const { cookie } = await parent('fr');
    for (const [status, on] of [
      ['visit-booked', '2098-11-05'],
      ['assessment', '2098-12-03'],
    ] as const) {
      await api.graphql(SET_STATUS, { headers: { cookie }, variables: { id: schoolId, status, on } });
    }
    await api.graphql(NOTE, { headers: { cookie }, variables: { id: schoolId, note: NOTE_TEXT } });
    expect((await tracker(cookie)).shortlistTracker.calendarUrl).toBeNull();
    const first = (await api.graphql(RENEW_CALENDAR, { headers: { cookie } })).data!.renewShortlistCalendar
      .item!;
    const url = new URL(first.calendarUrl!);
    expect(url.origin).toBe('https://schools.example');

    const feed = await api.app.inject({ method: 'GET', url: url.pathname });
    expect(feed.statusCode).toBe(200);
    expect(feed.headers['content-type']).toBe('text/calendar; charset=utf-8');
    const calendar = new ICAL.Component(ICAL.parse(feed.body));
    const events = calendar
      .getAllSubcomponents('vevent')
      .map((vevent) => new ICAL.Event(vevent))
      .map((event) => ({
        summary: event.summary,
        start: event.startDate.toString(),
        allDay: event.startDate.isDate,
      }));
    expect(events).toEqual([
      {
        summary: 'Ouverture des candidatures : Tracker Bay International School (August 2099)',
        start: '2098-10-01',
        allDay: true,
      },
      {
        summary: 'Date limite de candidature : Tracker Bay International School (August 2099)',
        start: '2099-01-20',
        allDay: true,
      },
      { summary: 'Visite prévue : Tracker Bay International School', start: '2098-11-05', allDay: true },
      { summary: 'Évaluation : Tracker Bay International School', start: '2098-12-03', allDay: true },
    ]);
    const step = calendar.getAllSubcomponents('vevent')[3]!;
    expect(step.getFirstPropertyValue('description')).toBe(NOTE_TEXT);

    // A wrong token opens nothing; a new address makes the old one stop working.
    const wrong = await api.app.inject({ method: 'GET', url: '/api/shortlist-calendar/not-the-token.ics' });
    expect(wrong.statusCode).toBe(404);
    expect(wrong.body).not.toContain('VCALENDAR');
    const renewed = (await api.graphql(RENEW_CALENDAR, { headers: { cookie } })).data!.renewShortlistCalendar
      .item!;
    expect(renewed.calendarUrl).not.toBe(first.calendarUrl);
    expect((await api.app.inject({ method: 'GET', url: url.pathname })).statusCode).toBe(404);
    expect(
      (await api.app.inject({ method: 'GET', url: new URL(renewed.calendarUrl!).pathname })).statusCode,
    ).toBe(200);
  });

  it('asks a visitor to sign in', async () => {
    expect((await api.graphql(TRACKER)).errors?.[0]?.extensions?.code).toBe('user.not.authorized');
    const set = await api.graphql(SET_STATUS, { variables: { id: schoolId, status: 'applied' } });
    expect(set.errors?.[0]?.extensions?.code ?? set.data?.setShortlistStatus.code).toBe(
      'user.not.authorized',
    );
  });
});
