import { v7 as uuidv7 } from 'uuid';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminGraphql } from '@/core/client/graphql/admin-graphql';
import { graphql } from '@/core/client/graphql/public-graphql';
import type { AuthTables } from '@/core/server/auth/auth-tables';
import type { OpenSchoolTables } from '@/modules/openschool/server/tables';
import type { PlaceTables } from '@/modules/place/server/tables';
import { uniqueEmail } from './support/account-helpers';
import { signedInWith } from './support/admin-users';
import { buildSchool } from './support/school-factory';
import { startTestApp, type TestApp } from './support/test-app';
import { ENGINES } from './support/test-database';

const LOG = graphql(`query ($year: Int) {
  moderationLog(year: $year) {
    year years
    kinds { label waiting months { month accepted rejected medianHours rejections { category count } } }
  }
}`);
const RATE = graphql(`mutation ($schoolId: ID!, $input: RatingInput!) {
  rateSchool(schoolId: $schoolId, input: $input) { success code item { _id } }
}`);
const BULK = adminGraphql(`mutation ($action: String!, $ids: [ID!]!, $input: JSON) {
  adminSchoolRatingsBulk(action: $action, ids: $ids, input: $input) { success code count }
}`);

const KINDS = [
  'openschool:moderation.ratings',
  'openschool:moderation.proposals',
  'openschool:moderation.confirmations',
  'place:moderation.places',
];
const HOUR = 3600 * 1000;
const thisYear = new Date().getUTCFullYear();
const lastYear = thisYear - 1;
const at = (month: number, day: number, hour = 0) => new Date(Date.UTC(lastYear, month - 1, day, hour));

describe.each(ENGINES)('the public moderation log on %s', (engine) => {
  let api: TestApp;
  let moderator: string;
  const people: string[] = [];
  beforeAll(async () => {
    api = await startTestApp(engine, { ENABLE_PLACE: 'true' });
    moderator = await signedInWith(api, ['SchoolRating']);
    const db = api.database.db.withTables<AuthTables & OpenSchoolTables & PlaceTables>();
    for (let index = 0; index < 6; index += 1) {
      const id = uuidv7();
      await db
        .insertInto('app_user')
        .values({ id, email: uniqueEmail('parent'), activated_at: new Date() })
        .execute();
      people.push(id);
    }
    const [author1, author2, author3, author4, editor, pendingAuthor] = people as [
      string,
      string,
      string,
      string,
      string,
      string,
    ];
    const school = await buildSchool(api.database.db);
    // Last March: one rating approved after 10 hours, two rejected after 20 and 30; one last
    // December, approved after two days. One waits now.
    const rating = (
      userId: string,
      status: string,
      sentAt: Date,
      hours: number | null,
      category?: string,
    ) => ({
      id: uuidv7(),
      school_id: school.id,
      user_id: userId,
      overall: 3,
      comment: 'A school we knew for three years.',
      status,
      reject_reason: category ? 'Names the head teacher, Mrs Example.' : null,
      reject_category: (category ?? null) as never,
      moderated_by: hours === null ? null : editor,
      moderated_at: hours === null ? null : new Date(sentAt.getTime() + hours * HOUR),
      created_at: sentAt,
    });
    await db
      .insertInto('school_rating')
      .values([
        rating(author1, 'approved', at(3, 2), 10),
        rating(author2, 'rejected', at(3, 3), 20, 'spam'),
        rating(author3, 'rejected', at(3, 4), 30, 'personal-data'),
        rating(author4, 'approved', at(12, 1), 48),
        rating(pendingAuthor, 'pending', new Date(), null),
      ])
      .execute();
    await db
      .insertInto('school_proposal')
      .values({
        id: uuidv7(),
        school_id: school.id,
        author_id: author1,
        proposed: JSON.stringify({}),
        status: 'rejected',
        reason: 'No source for the new fees.',
        reject_category: 'inaccurate',
        decided_by: editor,
        decided_at: at(3, 20, 12),
        created_at: at(3, 20),
      })
      .execute();
    const place = (authorId: string, name: string) => ({
      id: uuidv7(),
      name,
      category: 'sports' as const,
      description: '',
      address: '',
      opening_notes: '',
      latitude: 1.3,
      longitude: 103.8,
      status: 'published' as const,
      author_id: authorId,
      moderated_by: editor,
      moderated_at: at(3, 10, 6),
      created_at: at(3, 10),
    });
    // A member's place a moderator published, and an editor's own, published as written: not
    // a moderation.
    await db
      .insertInto('place')
      .values([place(author2, 'Swim club'), place(editor, 'Library')])
      .execute();
  });
  afterAll(() => api.close());

  const log = async (year?: number) => (await api.graphql(LOG, { variables: { year } })).data!.moderationLog;

  it('counts last year’s decisions by month and kind of refusal, for anyone, naming no one', async () => {
    const answer = (await log(lastYear))!;
    expect(answer.year).toBe(lastYear);
    expect(answer.years).toEqual([thisYear, lastYear]);
    expect(answer.kinds.map((kind) => kind.label)).toEqual(KINDS);
    const [ratings, proposals, confirmations, places] = answer.kinds;
    expect(ratings!.months.map((month) => month.month)).toEqual(
      Array.from({ length: 12 }, (_, index) => `${lastYear}-${String(12 - index).padStart(2, '0')}`),
    );
    const march = (kind: typeof ratings) => kind!.months.find((month) => month.month === `${lastYear}-03`);
    expect(march(ratings)).toEqual({
      month: `${lastYear}-03`,
      accepted: 1,
      rejected: 2,
      medianHours: 20,
      rejections: [
        { category: 'personal-data', count: 1 },
        { category: 'spam', count: 1 },
      ],
    });
    expect(ratings!.months[0]).toMatchObject({ accepted: 1, rejected: 0, medianHours: 48, rejections: [] });
    expect(ratings!.months[1]).toEqual({
      month: `${lastYear}-11`,
      accepted: 0,
      rejected: 0,
      medianHours: null,
      rejections: [],
    });
    expect(ratings!.waiting).toBe(1);
    expect(march(proposals)).toMatchObject({ accepted: 0, rejected: 1, medianHours: 12 });
    expect(march(proposals)!.rejections).toEqual([{ category: 'inaccurate', count: 1 }]);
    // Confirmations are published at once: none waits, and only a removal is a decision.
    expect(confirmations).toMatchObject({ waiting: 0 });
    // The editor's own place is not counted.
    expect(march(places)).toMatchObject({ accepted: 1, rejected: 0, medianHours: 6 });

    const text = JSON.stringify(answer);
    expect(text).not.toMatch(/@|Mrs Example|No source|Swim club/);
  });

  it('counts a rejection made through the console in this month, and answers null outside the log', async () => {
    const parent = await signedInWith(api, ['SchoolRating:create']);
    const school = await buildSchool(api.database.db);
    const rated = await api.graphql(RATE, {
      headers: { cookie: parent },
      variables: {
        schoolId: school.id,
        input: { overall: 1, comment: 'Buy cheap watches at example.com today.' },
      },
    });
    const id = rated.data!.rateSchool.item!._id;
    const rejected = await api.graphql(BULK, {
      endpoint: 'admin',
      headers: { cookie: moderator },
      variables: { action: 'reject', ids: [id], input: { reason: 'Advertising.', category: 'spam' } },
    });
    expect(rejected.data!.adminSchoolRatingsBulk).toMatchObject({ success: true, count: 1 });

    const answer = (await log())!;
    expect(answer.year).toBe(thisYear);
    const thisMonth = answer.kinds[0]!.months[0]!;
    expect(thisMonth.month).toBe(new Date().toISOString().slice(0, 7));
    expect(thisMonth).toMatchObject({ rejected: 1, rejections: [{ category: 'spam', count: 1 }] });
    expect(answer.kinds[0]!.months).toHaveLength(new Date().getUTCMonth() + 1);

    expect(await log(lastYear - 1)).toBeNull();
    expect(await log(thisYear + 1)).toBeNull();
  });

  it('leaves out the kinds of a module switched off', async () => {
    await api.app.settings.set('ENABLE_PLACE', false);
    try {
      expect((await log(lastYear))!.kinds.map((kind) => kind.label)).toEqual(KINDS.slice(0, 3));
    } finally {
      await api.app.settings.set('ENABLE_PLACE', true);
    }
  });
});
