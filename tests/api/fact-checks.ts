import { beforeAll, describe, expect, it } from 'vitest';
import { adminGraphql } from '@/core/client/graphql/admin-graphql';
import { graphql } from '@/core/client/graphql/public-graphql';
import type { OpenSchoolTables } from '@/modules/openschool/server/tables';
import { signedInWith } from './support/admin-users';
import { buildSchool } from './support/school-factory';
import type { TestApp } from './support/test-app';

const PAGE = graphql(`query checkedSchool($id: ID!) {
  school(id: $id) { confirmations { fact count } admissions { places { age stale } } }
}`);
const CONFIRM = graphql(`mutation confirmChecked($schoolId: ID!, $input: ConfirmFactInput!) {
  confirmSchoolFact(schoolId: $schoolId, input: $input) { success }
}`);
const DISPUTE = graphql(`mutation disputeChecked($schoolId: ID!, $input: DisputeFactInput!) {
  disputeSchoolFact(schoolId: $schoolId, input: $input) { success item { proposalId } }
}`);
const LIST = adminGraphql(`query factChecks($list: AdminListInput) {
  adminFactChecks(list: $list) {
    items { _id kind fact value status authorEmail schoolName source }
    pageInfo { count page limit }
  }
}`);
const ONE = adminGraphql(`query factCheck($id: ID!) {
  adminFactCheck(id: $id) { _id kind fact value status rejectCategory rejectReason decidedByEmail }
}`);
const REMOVE = adminGraphql(`mutation removeFactChecks($ids: [ID!]!, $input: JSON) {
  adminFactChecksBulk(action: "remove", ids: $ids, input: $input) { success code count }
}`);
const LOG = graphql(`query factCheckLog {
  moderationLog { kinds { label months { month rejected rejections { category count } } } }
}`);

const MEMBER = ['School:create', 'School:update'];

/**
 * The moderators' page of fact checks (decision 100), run inside school-admissions.test.ts on its
 * app of each engine, as the confirmations are (decision 008).
 */
export function describeFactChecks(getApi: () => TestApp) {
  describe('the moderators’ fact checks', () => {
    let api: TestApp;
    let school: { id: string; name: string };
    let parent: string;
    let otherParent: string;
    let reader: string;
    let moderator: string;
    let disputeId: string;
    const as = (cookie: string) => ({ headers: { cookie } });
    const list = async (filters: Record<string, string>, cookie = reader) => {
      const result = await api.graphql(LIST, {
        endpoint: 'admin',
        variables: {
          list: {
            filters: [
              { key: 'school', value: school.id },
              ...Object.entries(filters).map(([key, value]) => ({ key, value })),
            ],
          },
        },
        ...as(cookie),
      });
      return result.data?.adminFactChecks ?? null;
    };
    const page = async () => (await api.graphql(PAGE, { variables: { id: school.id } })).data!.school!;

    beforeAll(async () => {
      api = getApi();
      school = await buildSchool(api.database.db, {
        name: 'Fact Check Academy',
        admissions: JSON.stringify({
          places: [{ age: 11, status: 'open', confirmedOn: '2024-09-01' }],
          confirmedOn: '2024-09-01',
        }),
        school_life: JSON.stringify({ ealSupport: 'included', confirmedOn: '2024-09-01' }),
      });
      [parent, otherParent, reader, moderator] = await Promise.all([
        signedInWith(api, MEMBER),
        signedInWith(api, MEMBER),
        signedInWith(api, ['School:list']),
        signedInWith(api, ['School']),
      ]);
      const confirm = (cookie: string, fact: string) =>
        api.graphql(CONFIRM, { variables: { schoolId: school.id, input: { fact } }, ...as(cookie) });
      await confirm(parent, 'fees:all');
      await confirm(parent, 'places:11');
      await confirm(otherParent, 'eal');
      const dispute = await api.graphql(DISPUTE, {
        variables: { schoolId: school.id, input: { fact: 'places:11', value: 'full', source: 'The office' } },
        ...as(otherParent),
      });
      disputeId = dispute.data!.disputeSchoolFact.item!.proposalId;
    });

    it('lists confirmations and disputes together, newest first, to a reader with School:list', async () => {
      const all = (await list({}))!;
      expect(all.pageInfo).toMatchObject({ count: 4, page: 1 });
      expect(all.items.map((check) => [check.kind, check.fact, check.value])).toEqual([
        ['dispute', 'places:11', 'full'],
        ['confirmation', 'eal', 'included'],
        ['confirmation', 'places:11', 'open'],
        ['confirmation', 'fees:all', expect.any(String)],
      ]);
      expect(all.items[0]).toMatchObject({
        schoolName: 'Fact Check Academy',
        source: 'The office',
        status: 'pending',
      });

      const member = await api.graphql(LIST, { endpoint: 'admin', ...as(parent) });
      expect(member.errors?.[0]?.extensions?.code).toBe('user.not.authorized');
    });

    it('filters by school name, fact (a kind of fact finds every one), kind, status and author', async () => {
      const facts = async (filters: Record<string, string>) =>
        (await list(filters))!.items.map((check) => `${check.kind} ${check.fact}`);
      expect(await facts({ fact: 'fees' })).toEqual(['confirmation fees:all']);
      expect(await facts({ fact: 'places' })).toEqual(['dispute places:11', 'confirmation places:11']);
      expect(await facts({ fact: 'places:1' })).toEqual([]);
      expect(await facts({ kind: 'dispute' })).toEqual(['dispute places:11']);
      expect(await facts({ status: 'published', fact: 'places:11' })).toEqual(['confirmation places:11']);
      const [first] = (await list({ fact: 'eal' }))!.items;
      expect(await facts({ author: first!.authorEmail! })).toEqual(['dispute places:11', 'confirmation eal']);
      const byName = await api.graphql(LIST, {
        endpoint: 'admin',
        variables: { list: { filters: [{ key: 'school', value: 'fact check acad' }] } },
        ...as(reader),
      });
      expect(byName.data!.adminFactChecks.pageInfo.count).toBe(4);
      const wrongKind = await list({ kind: 'rumour' });
      expect(wrongKind).toBeNull();
    });

    it('removes with a kind and a reason: the confirmation stops counting, the dispute’s proposal is rejected', async () => {
      const placesConfirmation = (await list({ fact: 'places:11', kind: 'confirmation' }))!.items[0]!;
      const ids = [placesConfirmation._id, disputeId];
      const input = { category: 'spam', reason: 'Posted from a script' };
      const byReader = await api.graphql(REMOVE, {
        endpoint: 'admin',
        variables: { ids, input },
        ...as(reader),
      });
      expect(byReader.data?.adminFactChecksBulk.success).not.toBe(true);
      const noReason = await api.graphql(REMOVE, {
        endpoint: 'admin',
        variables: { ids, input: { category: 'spam' } },
        ...as(moderator),
      });
      expect(noReason.data!.adminFactChecksBulk).toMatchObject({ success: false });
      expect((await page()).admissions.places[0]!.stale).toBe(false);

      const removed = await api.graphql(REMOVE, {
        endpoint: 'admin',
        variables: { ids, input },
        ...as(moderator),
      });
      expect(removed.data!.adminFactChecksBulk).toMatchObject({ success: true, count: 2 });

      const after = await page();
      expect(after.confirmations.map((entry) => entry.fact).toSorted()).toEqual(['eal', 'fees:all']);
      expect(after.admissions.places[0]!.stale).toBe(true);
      const detail = await api.graphql(ONE, {
        endpoint: 'admin',
        variables: { id: placesConfirmation._id },
        ...as(reader),
      });
      expect(detail.data!.adminFactCheck).toMatchObject({
        status: 'rejected',
        rejectCategory: 'spam',
        rejectReason: 'Posted from a script',
        decidedByEmail: expect.stringContaining('@'),
      });
      const proposal = await api.database.db
        .withTables<OpenSchoolTables>()
        .selectFrom('school_proposal')
        .select(['status', 'reason', 'reject_category'])
        .where('id', '=', disputeId)
        .executeTakeFirstOrThrow();
      expect(proposal).toEqual({
        status: 'rejected',
        reason: 'Posted from a script',
        reject_category: 'spam',
      });

      const again = await api.graphql(REMOVE, {
        endpoint: 'admin',
        variables: { ids, input },
        ...as(moderator),
      });
      expect(again.data!.adminFactChecksBulk).toMatchObject({ success: false, code: 'factCheck.decided' });

      const log = (await api.graphql(LOG)).data!.moderationLog!;
      const month = new Date().toISOString().slice(0, 7);
      const removals = log.kinds.find((kind) => kind.label === 'openschool:moderation.confirmations')!;
      expect(removals.months.find((entry) => entry.month === month)!.rejections).toContainEqual({
        category: 'spam',
        count: expect.any(Number),
      });
    });
  });
}
