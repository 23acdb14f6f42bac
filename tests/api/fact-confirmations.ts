import { beforeAll, describe, expect, it } from 'vitest';
import { adminGraphql } from '@/core/client/graphql/admin-graphql';
import { graphql } from '@/core/client/graphql/public-graphql';
import type { OpenSchoolTables } from '@/modules/openschool/server/tables';
import type { OpenDataRecord } from '@/modules/openschool/shared/open-data/open-data-fields';
import { signedInWith } from './support/admin-users';
import { buildSchool } from './support/school-factory';
import type { TestApp } from './support/test-app';

const PAGE = graphql(`query confirmedSchool($id: ID!) {
  school(id: $id) {
    confirmations { fact count lastConfirmedOn }
    admissions { stale places { age status stale } }
    schoolLife { stale }
  }
}`);
const MINE = graphql('query myFacts($schoolId: ID!) { myConfirmedFacts(schoolId: $schoolId) }');
const CONFIRM = graphql(`mutation confirmFact($schoolId: ID!, $input: ConfirmFactInput!) {
  confirmSchoolFact(schoolId: $schoolId, input: $input) { success code fieldErrors { field code } item { fact count } }
}`);
const DISPUTE = graphql(`mutation disputeFact($schoolId: ID!, $input: DisputeFactInput!) {
  disputeSchoolFact(schoolId: $schoolId, input: $input) { success code fieldErrors { field code } item { proposalId } }
}`);
const LIST = adminGraphql(`query factConfirmations($schoolId: ID!) {
  adminSchoolFactConfirmations(schoolId: $schoolId) { _id fact status authorEmail }
}`);
const REMOVE = adminGraphql(`mutation removeConfirmations($input: JSON!) {
  adminRemoveFactConfirmations(input: $input) { success code item { removed } }
}`);
const LOG = graphql(`query confirmationLog {
  moderationLog { kinds { label months { month accepted rejected rejections { category count } } } }
}`);

const today = new Date().toISOString().slice(0, 10);
const MEMBER = ['School:create', 'School:update'];

/**
 * Facts confirmed by parents (decision 091), run inside school-admissions.test.ts on its app of
 * each engine: a file of their own would start two more apps for a few seconds of requests
 * (decision 008).
 */
export function describeFactConfirmations(getApi: () => TestApp) {
  describe('facts confirmed by parents', () => {
    let api: TestApp;
    let school: { id: string };
    let parent: string;
    let otherParent: string;
    let moderator: string;
    const as = (cookie: string) => ({ headers: { cookie } });
    const page = async () => (await api.graphql(PAGE, { variables: { id: school.id } })).data!.school!;
    const confirm = (cookie: string, fact: string) =>
      api.graphql(CONFIRM, { variables: { schoolId: school.id, input: { fact } }, ...as(cookie) });

    beforeAll(async () => {
      api = getApi();
      // Tuition of US$15,000 a year for every age (the factory's), places confirmed two years ago.
      school = await buildSchool(api.database.db, {
        admissions: JSON.stringify({
          places: [{ age: 11, status: 'open', confirmedOn: '2024-09-01' }],
          intakes: [{ name: 'August 2027', opensOn: '2026-10-01', deadline: '2027-03-31' }],
          confirmedOn: '2024-09-01',
        }),
        school_life: JSON.stringify({ ealSupport: 'included', confirmedOn: '2024-09-01' }),
      });
      [parent, otherParent, moderator] = await Promise.all([
        signedInWith(api, MEMBER),
        signedInWith(api, MEMBER),
        signedInWith(api, ['School']),
      ]);
    });

    it('counts each member once a year per fact, and a confirmed fact is no longer "may be out of date"', async () => {
      const before = await page();
      expect(before.confirmations).toEqual([]);
      expect(before.admissions.places[0]).toMatchObject({ age: 11, stale: true });

      expect((await confirm(parent, 'places:11')).data!.confirmSchoolFact).toMatchObject({
        success: true,
        item: { fact: 'places:11', count: 1 },
      });
      const again = (await confirm(parent, 'places:11')).data!.confirmSchoolFact;
      expect(again).toMatchObject({ success: false, code: 'confirmation.duplicate' });
      expect((await confirm(otherParent, 'places:11')).data!.confirmSchoolFact.item?.count).toBe(2);

      const after = await page();
      expect(after.confirmations).toEqual([{ fact: 'places:11', count: 2, lastConfirmedOn: today }]);
      expect(after.admissions.places[0]!.stale).toBe(false);
      // The other facts stay out of date until each of them is confirmed: the school life's
      // English support, then the admissions' deadline.
      expect(after.admissions.stale).toBe(true);
      expect(after.schoolLife.stale).toBe(true);
      await confirm(parent, 'eal');
      expect((await page()).schoolLife.stale).toBe(false);
      expect((await page()).admissions.stale).toBe(true);
      await confirm(parent, 'deadline:August 2027');
      expect((await page()).admissions.stale).toBe(false);

      const mine = await api.graphql(MINE, { variables: { schoolId: school.id }, ...as(parent) });
      expect(mine.data!.myConfirmedFacts.toSorted()).toEqual(['deadline:August 2027', 'eal', 'places:11']);
    });

    it('refuses visitors, facts the school does not give, and members past the hourly allowance', async () => {
      const visitor = await api.graphql(CONFIRM, {
        variables: { schoolId: school.id, input: { fact: 'sen' } },
      });
      expect(visitor.errors?.[0]?.extensions?.code).toBe('user.not.authorized');
      expect((await confirm(otherParent, 'sen')).data!.confirmSchoolFact).toMatchObject({
        success: false,
        code: 'fact.unknown',
      });
      expect((await confirm(otherParent, 'DROP TABLE')).data!.confirmSchoolFact.fieldErrors).toEqual([
        { field: 'fact', code: 'fact.invalid' },
      ]);

      const limited = await signedInWith(api, MEMBER);
      await confirm(limited, 'fees:all');
      const db = api.database.db.withTables<{ rate_attempt: { key: string; attempted_at: Date } }>();
      const { key } = await db
        .selectFrom('rate_attempt')
        .select('key')
        .where('key', 'like', 'fact-confirmation:%')
        .orderBy('attempted_at', 'desc')
        .executeTakeFirstOrThrow();
      await db
        .insertInto('rate_attempt')
        .values(Array.from({ length: 39 }, () => ({ key, attempted_at: new Date() })))
        .execute();
      expect((await confirm(limited, 'eal')).data!.confirmSchoolFact).toMatchObject({
        success: false,
        code: 'rate.limited',
      });
      expect((await page()).confirmations.find((entry) => entry.fact === 'eal')?.count).toBe(1);
    });

    it('opens a proposal for moderators when a member disputes a fact with another value', async () => {
      const dispute = (value: string) =>
        api.graphql(DISPUTE, {
          variables: { schoolId: school.id, input: { fact: 'places:11', value, source: 'Phone call' } },
          ...as(otherParent),
        });
      expect((await dispute('closed')).data!.disputeSchoolFact.fieldErrors).toEqual([
        { field: 'value', code: 'field.invalid' },
      ]);
      expect((await dispute('open')).data!.disputeSchoolFact.code).toBe('edit.unchanged');
      const sent = (await dispute('full')).data!.disputeSchoolFact;
      expect(sent.success).toBe(true);

      const proposal = await api.database.db
        .withTables<OpenSchoolTables>()
        .selectFrom('school_proposal')
        .select(['school_id', 'status', 'source', 'proposed'])
        .where('id', '=', sent.item!.proposalId)
        .executeTakeFirstOrThrow();
      expect(proposal).toMatchObject({ school_id: school.id, status: 'pending', source: 'Phone call' });
      expect((proposal.proposed as { admissions: { places: unknown[] } }).admissions.places).toEqual([
        { age: 11, status: 'full', confirmedOn: today },
      ]);
      // Nothing changes on the page before a moderator decides.
      expect((await page()).admissions.places[0]!.status).toBe('open');
    });

    it('lets moderators remove abuse, which stops counting and is counted by the moderation log', async () => {
      const list = await api.graphql(LIST, {
        endpoint: 'admin',
        variables: { schoolId: school.id },
        ...as(moderator),
      });
      const places = list.data!.adminSchoolFactConfirmations.filter((row) => row.fact === 'places:11');
      expect(places).toHaveLength(2);
      const input = { ids: [places[0]!._id], category: 'spam' };
      const byMember = await api.graphql(REMOVE, { endpoint: 'admin', variables: { input }, ...as(parent) });
      expect(byMember.errors?.[0]?.extensions?.code).toBe('user.not.authorized');
      const removed = await api.graphql(REMOVE, {
        endpoint: 'admin',
        variables: { input },
        ...as(moderator),
      });
      expect(removed.data!.adminRemoveFactConfirmations).toMatchObject({
        success: true,
        item: { removed: 1 },
      });

      expect((await page()).confirmations.find((entry) => entry.fact === 'places:11')?.count).toBe(1);
      const log = (await api.graphql(LOG)).data!.moderationLog!;
      const kind = log.kinds.find((entry) => entry.label === 'openschool:moderation.confirmations')!;
      expect(kind.months[0]).toMatchObject({
        month: today.slice(0, 7),
        accepted: 0,
        rejected: 1,
        rejections: [{ category: 'spam', count: 1 }],
      });
    });

    it('publishes the counts and dates in the open data files', async () => {
      const download = (path: string) =>
        api.app.inject({ method: 'GET', url: path, remoteAddress: '10.9.1.1' });
      const json = (await download('/api/open-data/schools.json')).json<{ schools: OpenDataRecord[] }>();
      const record = json.schools.find((entry) => entry.id === school.id)!;
      expect(record.confirmations).toEqual([
        { fact: 'deadline:August 2027', count: 1, lastConfirmed: today },
        { fact: 'eal', count: 1, lastConfirmed: today },
        { fact: 'fees:all', count: 1, lastConfirmed: today },
        { fact: 'places:11', count: 1, lastConfirmed: today },
      ]);
      expect(record.lastConfirmed).toBe(today);

      const csv = (await download('/api/open-data/schools.csv')).body;
      const [header, ...rows] = csv.split('\r\n');
      expect(header!.endsWith(',confirmations,lastConfirmed')).toBe(true);
      expect(rows.find((row) => row.startsWith(school.id))).toContain(
        `deadline:August 2027 = 1 (${today}); eal = 1 (${today}); fees:all = 1 (${today}); places:11 = 1 (${today}),${today}`,
      );
      const described = (await download('/api/open-data/datapackage.json')).json<{
        resources: { schema: { fields: { name: string; type: string }[] } }[];
      }>();
      expect(described.resources[0]!.schema.fields.slice(-2)).toMatchObject([
        { name: 'confirmations', type: 'string' },
        { name: 'lastConfirmed', type: 'date' },
      ]);
    });
  });
}
