import type { TypedDocumentNode } from '@urql/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminGraphql } from '@/core/client/graphql/admin-graphql';
import { graphql } from '@/core/client/graphql/public-graphql';
import type { MailTables } from '@/core/server/mail/mail-tables';
import { LANGUAGE_CODES } from '@/core/shared/languages';
import type { OpenSchoolTables } from '@/modules/openschool/server/tables';
import { lastMail } from './support/account-helpers';
import { signedInWith } from './support/admin-users';
import { buildSchool } from './support/school-factory';
import { startTestApp, type TestApp } from './support/test-app';
import { ENGINES } from './support/test-database';

const NOTIFY = 'moderators@example.com';
// What only the member sees of their own rating.
const MINE = graphql('fragment MySchoolRatingStatus on MySchoolRating { status rejectReason }');
const RATE = graphql(
  `mutation ($schoolId: ID!, $input: RatingInput!) {
    rateSchool(schoolId: $schoolId, input: $input) {
      success code field fieldErrors { field code }
      item { _id overall teaching community facilities communication value comment ...MySchoolRatingStatus }
    }
  }`,
  [MINE],
);
const MY = graphql(
  `query ($schoolId: ID!) { mySchoolRating(schoolId: $schoolId) { _id overall comment ...MySchoolRatingStatus } }`,
  [MINE],
);
const PUBLIC = graphql(`query ($schoolId: ID!, $page: Int, $limit: Int) {
  schoolRatings(schoolId: $schoolId, page: $page, limit: $limit) {
    pageInfo { count limit page }
    items { _id overall teaching comment authorName createdAt }
    summary { count distribution averages { overall teaching community facilities communication value } }
  }
}`);
const LIST = adminGraphql(`query ($list: AdminListInput) {
  adminSchoolRatings(list: $list) { pageInfo { count } items { _id status overall schoolId authorEmail rejectReason } }
}`);
const BULK = adminGraphql(`mutation ($action: String!, $ids: [ID!]!, $input: JSON) {
  adminSchoolRatingsBulk(action: $action, ids: $ids, input: $input) { success code count }
}`);
const UPDATE = adminGraphql(`mutation ($id: ID!, $version: Int!, $input: JSON!) {
  adminUpdateSchoolRating(id: $id, version: $version, input: $input) {
    success code fieldErrors { field code } item { _id version status rejectReason rejectCategory moderatedByEmail }
  }
}`);

const rating = (overrides: Record<string, unknown> = {}) => ({
  overall: 4,
  teaching: 5,
  community: 4,
  facilities: null,
  communication: 3,
  value: null,
  comment: 'Warm teachers, a real mix of nationalities, and a helpful admissions office.',
  ...overrides,
});

describe.each(ENGINES)('school ratings on %s', (engine) => {
  let api: TestApp;
  let moderator: string;
  beforeAll(async () => {
    api = await startTestApp(engine, { NEW_RATING_NOTIFICATION_EMAIL: NOTIFY });
    moderator = await signedInWith(api, ['SchoolRating']);
  });
  afterAll(() => api.close());

  const parent = () => signedInWith(api, ['SchoolRating:create']);
  const rate = async (cookie: string, schoolId: string, input: Record<string, unknown>) =>
    (
      await api.graphql(RATE, {
        headers: { cookie },
        variables: { schoolId, input },
      })
    ).data!.rateSchool;
  const admin = <R, V>(document: TypedDocumentNode<R, V>, variables: V, cookie = moderator) =>
    api.admin(cookie, document, variables);
  const bulk = async (action: string, ids: string[], input?: Record<string, unknown>) =>
    (
      await admin(BULK, {
        action,
        ids,
        input,
      })
    ).data!.adminSchoolRatingsBulk;
  const publicRatings = async (schoolId: string, page?: number, limit?: number) =>
    (await api.graphql(PUBLIC, { variables: { schoolId, page, limit } })).data!.schoolRatings;
  // numeric comes back as text from PGlite and as a number from pg: compared as a number.
  const aggregate = async (schoolId: string) => {
    const row = await api.database.db
      .withTables<OpenSchoolTables>()
      .selectFrom('school')
      .select(['rating_avg', 'rating_count'])
      .where('id', '=', schoolId)
      .executeTakeFirstOrThrow();
    return {
      rating_avg: row.rating_avg === null ? null : Number(row.rating_avg),
      rating_count: row.rating_count,
    };
  };

  it('keeps a new rating pending, out of the public list, and tells the moderators by mail', async () => {
    const school = await buildSchool(api.database.db, { name: 'Lantern Hill International School' });
    const cookie = await parent();
    const answer = await rate(cookie, school.id, rating());
    expect(answer).toMatchObject({
      success: true,
      item: { overall: 4, teaching: 5, facilities: null, value: null, status: 'pending', rejectReason: null },
    });
    const mine = await api.graphql(MY, {
      headers: { cookie },
      variables: { schoolId: school.id },
    });
    expect(mine.data!.mySchoolRating).toMatchObject({ _id: answer.item!._id, status: 'pending' });
    expect((await publicRatings(school.id))?.pageInfo.count).toBe(0);
    expect(await aggregate(school.id)).toEqual({ rating_avg: null, rating_count: 0 });

    const mail = await lastMail(api, NOTIFY);
    expect(mail).toMatchObject({ template: 'rating-notification', lang: 'en' });
    expect(mail?.subject).toBe('New rating to review: Lantern Hill International School');
    expect(mail?.text).toContain('Warm teachers');
    expect(mail?.text).toContain(`/_admin/school-ratings/${answer.item!._id}`);
  });

  it('writes the notification in the site’s first language, which all 20 languages have', async () => {
    const templates = await api.database.db
      .withTables<MailTables>()
      .selectFrom('mail_template')
      .select('lang')
      .where('name', '=', 'rating-notification')
      .execute();
    expect(templates.map((row) => row.lang).sort()).toEqual(
      LANGUAGE_CODES.map((code) => code.toLowerCase()).sort(),
    );
    await api.app.settings.set('LANGUAGES', ['fr', 'en']);
    try {
      const school = await buildSchool(api.database.db, { name: 'École du Port' });
      await rate(await parent(), school.id, rating());
      const mail = await lastMail(api, NOTIFY);
      expect(mail).toMatchObject({ lang: 'fr', subject: 'Nouvel avis à vérifier : École du Port' });
    } finally {
      await api.app.settings.set('LANGUAGES', [...LANGUAGE_CODES]);
    }
  });

  it('replaces a member’s rating when they rate again, pending again after approval', async () => {
    const school = await buildSchool(api.database.db);
    const cookie = await parent();
    const first = await rate(cookie, school.id, rating({ overall: 2 }));
    expect(await bulk('approve', [first.item!._id])).toMatchObject({ success: true, count: 1 });
    expect(await aggregate(school.id)).toEqual({ rating_avg: 2, rating_count: 1 });

    const second = await rate(
      cookie,
      school.id,
      rating({ overall: 5, comment: 'After a second year: even better.' }),
    );
    expect(second.item).toMatchObject({ _id: first.item!._id, overall: 5, status: 'pending' });
    expect(await aggregate(school.id)).toEqual({ rating_avg: null, rating_count: 0 });
    const listed = (
      await admin(LIST, {
        list: { filters: [{ key: 'school', value: school.id }] },
      })
    ).data!.adminSchoolRatings.items;
    expect(listed).toHaveLength(1);
  });

  it('counts approved ratings only: averages per dimension, distribution, newest first', async () => {
    const school = await buildSchool(api.database.db);
    const ids: string[] = [];
    for (const [overall, teaching] of [
      [5, 4],
      [3, null],
      [4, 2],
      [1, 1],
    ] as const) {
      ids.push((await rate(await parent(), school.id, rating({ overall, teaching }))).item!._id);
    }
    expect(await bulk('approve', ids.slice(0, 3))).toMatchObject({ success: true, count: 3 });
    expect(
      await bulk('reject', ids.slice(3), { reason: 'Not about this school.', category: 'off-topic' }),
    ).toMatchObject({
      success: true,
    });
    const page = (await publicRatings(school.id))!;
    expect(page.pageInfo.count).toBe(3);
    expect(page.items.map((item) => item.overall)).toEqual([4, 3, 5]);
    expect(page.items[0]!.authorName).toBeNull();
    expect(page.summary).toMatchObject({
      count: 3,
      distribution: [0, 0, 1, 1, 1],
      averages: { overall: 4, teaching: 3, community: 4, facilities: null },
    });
    expect(await aggregate(school.id)).toEqual({ rating_avg: 4, rating_count: 3 });
    expect((await publicRatings(school.id, 2, 2))?.items.map((item) => item.overall)).toEqual([5]);
  });

  it('moderates in the queue: pending first, a rejection needs its reason, edits check the version', async () => {
    const school = await buildSchool(api.database.db);
    const id = (await rate(await parent(), school.id, rating())).item!._id;
    const queue = (
      await admin(LIST, {
        list: { filters: [{ key: 'status', value: 'pending' }] },
      })
    ).data!.adminSchoolRatings.items;
    expect(queue.map((item) => item.status)).not.toContain('approved');
    expect(queue.map((item) => item._id)).toContain(id);
    expect(await bulk('reject', [id])).toMatchObject({ success: false, code: 'reason.required' });

    const update = async (version: number, input: Record<string, unknown>) =>
      (await admin(UPDATE, { id, version, input })).data!.adminUpdateSchoolRating;
    expect(await update(1, { status: 'rejected', rejectReason: '' })).toMatchObject({
      success: false,
      fieldErrors: [
        { field: 'rejectReason', code: 'reason.required' },
        { field: 'rejectCategory', code: 'reject.category.required' },
      ],
    });
    expect(
      await update(1, { status: 'rejected', rejectReason: 'Names a teacher.', rejectCategory: 'gossip' }),
    ).toMatchObject({
      success: false,
      fieldErrors: [{ field: 'rejectCategory', code: 'reject.category.required' }],
    });
    expect(
      await update(1, {
        status: 'rejected',
        rejectReason: 'Names a teacher.',
        rejectCategory: 'personal-data',
      }),
    ).toMatchObject({
      success: true,
      item: {
        version: 2,
        status: 'rejected',
        rejectReason: 'Names a teacher.',
        rejectCategory: 'personal-data',
      },
    });
    expect(await update(1, { status: 'approved' })).toMatchObject({
      success: false,
      code: 'record.conflict',
    });
    expect(await update(2, { status: 'approved', rejectReason: 'stays?' })).toMatchObject({
      success: true,
      item: { status: 'approved', rejectReason: null, rejectCategory: null },
    });
  });

  it("lists a school's ratings newest first, and the queue view the longest waiting first", async () => {
    const school = await buildSchool(api.database.db);
    const older = (await rate(await parent(), school.id, rating())).item!._id;
    const newer = (await rate(await parent(), school.id, rating())).item!._id;
    const decided = (await rate(await parent(), school.id, rating())).item!._id;
    const daysAgo = async (id: string, days: number) =>
      await api.database.db
        .withTables<OpenSchoolTables>()
        .updateTable('school_rating')
        .set({ created_at: new Date(Date.now() - days * 86_400_000) })
        .where('id', '=', id)
        .execute();
    await daysAgo(older, 3);
    await daysAgo(newer, 1);
    await daysAgo(decided, 2);
    expect(await bulk('approve', [decided])).toMatchObject({ success: true });
    const ids = async (sort?: string) =>
      (
        await admin(LIST, { list: { sort, filters: [{ key: 'school', value: school.id }] } })
      ).data!.adminSchoolRatings.items.map((item) => item._id);
    expect(await ids()).toEqual([newer, decided, older]);
    expect(await ids('queue')).toEqual([older, newer, decided]);
  });

  it('refuses bad ratings with a code per field, unknown or unpublished schools, and visitors', async () => {
    const school = await buildSchool(api.database.db);
    const cookie = await parent();
    const bad = await rate(cookie, school.id, rating({ overall: 0, teaching: 6, comment: 'Too short' }));
    expect(bad).toMatchObject({ success: false, item: null });
    expect(bad.fieldErrors).toEqual([
      { field: 'overall', code: 'rating.overall.invalid' },
      { field: 'teaching', code: 'rating.mark.invalid' },
      { field: 'comment', code: 'comment.too.short' },
    ]);
    expect((await rate(cookie, school.id, rating({ comment: 'x'.repeat(2001) }))).fieldErrors).toEqual([
      { field: 'comment', code: 'comment.too.long' },
    ]);
    // A mark is an Int in the input type: a half mark is refused before the service, naming the field.
    const half = await api.graphql(RATE, {
      headers: { cookie },
      variables: { schoolId: school.id, input: rating({ overall: 4.5 }) },
    });
    expect(half.data).toBeUndefined();
    expect(half.errors?.[0]?.message).toMatch(/overall/);
    expect((await rate(cookie, '01900000-0000-7000-8000-0000000000ff', rating())).code).toBe('not.found');
    expect((await rate(cookie, 'nope', rating())).code).toBe('not.found');
    const draft = await buildSchool(api.database.db, { status: 'draft' });
    expect((await rate(cookie, draft.id, rating())).code).toBe('not.found');
    expect(await publicRatings(draft.id)).toBeNull();

    const visitor = await api.graphql(RATE, { variables: { schoolId: school.id, input: rating() } });
    expect(visitor.errors?.[0]?.extensions?.code).toBe('user.not.authorized');
    const noPermission = await signedInWith(api, ['School:update']);
    const refused = await api.graphql(RATE, {
      headers: { cookie: noPermission },
      variables: { schoolId: school.id, input: rating() },
    });
    expect(refused.errors?.[0]?.extensions?.code).toBe('user.not.authorized');
    const member = await admin(LIST, { list: {} }, cookie);
    expect(member.errors?.[0]?.extensions?.code).toBe('user.not.authorized');
    expect((await publicRatings(school.id))?.pageInfo.count).toBe(0);
  });
});
