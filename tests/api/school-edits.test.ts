import type { TypedDocumentNode } from '@urql/core';
import type { VariablesOf } from 'gql.tada';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminGraphql } from '@/core/client/graphql/admin-graphql';
import { graphql } from '@/core/client/graphql/public-graphql';
import type { OpenSchoolTables } from '@/modules/openschool/server/tables';
import { signedInWith } from './support/admin-users';
import { buildSchool } from './support/school-factory';
import { startTestApp, type TestApp } from './support/test-app';
import { ENGINES } from './support/test-database';

const FORM = graphql(`query ($id: ID) {
  schoolEditForm(id: $id) {
    school { _id version status countrySlug input }
    curriculums { slug name family } currencies { code minorDigits } countries { code name } canPublish
    pendingProposals { _id createdAt }
  }
}`);
const SUBMIT = graphql(`mutation ($id: ID, $version: Int, $input: SchoolEditInput!) {
  submitSchoolEdit(id: $id, version: $version, input: $input) {
    success code field fieldErrors { field code }
    item { outcome schoolId proposalId countrySlug changes { field before after } }
  }
}`);
const PROPOSALS = adminGraphql(`query ($list: AdminListInput) {
  adminSchoolProposals(list: $list) {
    pageInfo { count }
    items { _id version schoolId schoolName status reason rejectCategory baseVersion currentVersion authorEmail source }
  }
}`);
const BULK = adminGraphql(`mutation ($action: String!, $ids: [ID!]!, $input: JSON) {
  adminSchoolProposalsBulk(action: $action, ids: $ids, input: $input) { success code count }
}`);
const REVIEW = adminGraphql(
  `query ($id: ID!) { adminSchoolProposalReview(id: $id) { stale changes { field before after } } }`,
);
const REBASE = adminGraphql(`mutation ($id: ID!, $version: Int!) {
  adminRebaseSchoolProposal(id: $id, version: $version) { success code item { _id version baseVersion proposed } }
}`);
const REVISIONS = adminGraphql(`query ($list: AdminListInput) {
  adminSchoolRevisions(list: $list) {
    pageInfo { count }
    items { _id schoolId schoolVersion kind source authorEmail changes { field } snapshot createdAt }
  }
}`);
const RESTORE = adminGraphql(`mutation ($id: ID!, $schoolVersion: Int!) {
  adminRestoreSchoolRevision(id: $id, schoolVersion: $schoolVersion) { success code field item { _id } }
}`);

type Input = Record<string, unknown>;

let sequence = 0;
const newSchool = (overrides: Input = {}): Input => {
  sequence += 1;
  return {
    name: `Harbour View International School ${sequence} ${Date.now().toString(36)}`,
    countryCode: 'PT',
    city: 'Porto',
    languages: ['en', 'pt'],
    curriculums: ['ib-pyp', 'ib-dp'],
    fees: [
      {
        kind: 'tuition',
        ageFrom: 3,
        ageTo: 18,
        amount: 14500,
        currency: 'EUR',
        period: 'year',
        academicYear: '2026-2027',
      },
    ],
    source: 'School website, fees page',
    ...overrides,
  };
};

describe.each(ENGINES)('community edits of schools on %s', (engine) => {
  let api: TestApp;
  let member: string;
  let editor: string;
  let viewer: string;
  beforeAll(async () => {
    api = await startTestApp(engine);
    // The Member role's permissions, and the Editor role's (all of School).
    member = await signedInWith(api, ['School:create', 'School:update', 'SchoolRating:create']);
    editor = await signedInWith(api, ['School']);
    viewer = await signedInWith(api, ['School:list', 'School:read', 'School:update']);
  });
  afterAll(() => api.close());

  const publicOp = <R, V>(document: TypedDocumentNode<R, V>, variables: V, cookie = member) =>
    api.graphql(document, { headers: { cookie }, variables });
  const admin = <R, V>(document: TypedDocumentNode<R, V>, variables: V, cookie = editor) =>
    api.admin(cookie, document, variables);
  const submit = async (
    cookie: string,
    input: VariablesOf<typeof SUBMIT>['input'],
    id?: string,
    version?: number,
  ) => (await publicOp(SUBMIT, { id, version, input }, cookie)).data!.submitSchoolEdit;
  const form = async (id: string | null, cookie = member) => {
    const answer = await publicOp(FORM, { id }, cookie);
    return answer.data!.schoolEditForm;
  };
  const edit = async (cookie: string, id: string, changes: Input) => {
    const current = (await form(id, cookie))!.school!;
    // The form's values (JSON) with the changes on top.
    return submit(cookie, { ...(current.input as Input), ...changes }, id, current.version);
  };
  const bulk = async (action: string, ids: string[], input?: Input, cookie = editor) =>
    (await admin(BULK, { action, ids, input }, cookie)).data!.adminSchoolProposalsBulk;
  const school = (id: string) =>
    api.database.db
      .withTables<OpenSchoolTables>()
      .selectFrom('school')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirst();
  const revisions = async (schoolId: string) =>
    (await admin(REVISIONS, { list: { filters: [{ key: 'school', value: schoolId }] } })).data!
      .adminSchoolRevisions.items;
  const createdByEditor = async (overrides: Input = {}) => {
    const answer = await submit(editor, newSchool(overrides));
    expect(answer).toMatchObject({ success: true, item: { outcome: 'saved' } });
    return answer.item!.schoolId!;
  };

  it('gives the form the school as it is, the choices, and whether edits go live', async () => {
    const id = await createdByEditor();
    const answer = await form(id);
    expect(answer).toMatchObject({
      school: { _id: id, version: 1, status: 'published', countrySlug: 'portugal', input: { city: 'Porto' } },
      canPublish: false,
      pendingProposals: [],
    });
    const choices = (await publicOp(FORM, { id: null })).data!.schoolEditForm!;
    expect(choices.curriculums.map((c) => c.slug)).toContain('ib-dp');
    expect(choices.currencies).toContainEqual({ code: 'EUR', minorDigits: 2 });
    expect(choices.countries.length).toBeGreaterThan(200);
    expect((await form(id, editor))?.canPublish).toBe(true);
    expect(await form('01900000-0000-7000-8000-0000000000ff')).toBeNull();
  });

  it('names the form’s curriculums in the reader’s language, in that language’s order', async () => {
    const inFrench = await api.graphql(FORM, {
      headers: { cookie: member, 'accept-language': 'fr' },
      variables: { id: null },
    });
    const curriculums = inFrench.data!.schoolEditForm!.curriculums;
    expect(curriculums.find((c) => c.slug === 'american')).toEqual({
      slug: 'american',
      name: 'Programme américain',
      family: 'American',
    });
    // Grouped by the French group headings: « Allemand » before « Américain » (in English, after).
    const families = [...new Set(curriculums.map((c) => c.family))];
    expect(families.indexOf('German')).toBeLessThan(families.indexOf('American'));
    expect(curriculums.find((c) => c.slug === 'french-bac')?.name).toBe('Baccalauréat français');
  });

  it('keeps a member’s edit as a proposal with its diff; an editor approves it: school changed, revision kept', async () => {
    const id = await createdByEditor();
    const proposed = await edit(member, id, { city: 'Matosinhos', source: 'Visited the school in May' });
    expect(proposed).toMatchObject({
      success: true,
      item: {
        outcome: 'proposed',
        schoolId: id,
        changes: [{ field: 'city', before: 'Porto', after: 'Matosinhos' }],
      },
    });
    expect((await school(id))?.city).toBe('Porto');
    expect((await form(id))?.pendingProposals).toHaveLength(1);

    const listed = (await admin(PROPOSALS, { list: { filters: [{ key: 'school', value: id }] } })).data!
      .adminSchoolProposals.items;
    expect(listed).toMatchObject([
      {
        _id: proposed.item!.proposalId,
        status: 'pending',
        baseVersion: 1,
        source: 'Visited the school in May',
      },
    ]);
    const review = (await admin(REVIEW, { id: proposed.item!.proposalId! })).data!.adminSchoolProposalReview;
    expect(review).toEqual({
      stale: false,
      changes: [{ field: 'city', before: 'Porto', after: 'Matosinhos' }],
    });

    expect(await bulk('approve', [proposed.item!.proposalId!])).toMatchObject({ success: true, count: 1 });
    expect(await school(id)).toMatchObject({ city: 'Matosinhos', version: 2 });
    const [latest] = await revisions(id);
    expect(latest).toMatchObject({
      kind: 'proposal',
      source: 'Visited the school in May',
      changes: [{ field: 'city' }],
    });
    expect(latest!.authorEmail).toMatch(/^staff/);
    // Decided: it cannot be approved again.
    expect(await bulk('approve', [proposed.item!.proposalId!])).toMatchObject({
      success: false,
      code: 'proposal.decided',
    });
  });

  it('refuses to approve a proposal made on an older version; the editor re-bases it, then approves', async () => {
    const id = await createdByEditor();
    const proposed = await edit(member, id, { city: 'Gaia' });
    await edit(editor, id, { address: '1 Rua das Flores' });
    const stale = await bulk('approve', [proposed.item!.proposalId!]);
    expect(stale).toEqual({ success: false, code: 'proposal.conflict', count: 0 });
    expect(await school(id)).toMatchObject({ city: 'Porto', address: '1 Rua das Flores', version: 2 });
    const review = await admin(REVIEW, {
      id: proposed.item!.proposalId!,
    });
    expect(review.data!.adminSchoolProposalReview!.stale).toBe(true);

    const [before] = (
      await admin(PROPOSALS, {
        list: { filters: [{ key: 'school', value: id }] },
      })
    ).data!.adminSchoolProposals.items;
    const rebased = (await admin(REBASE, { id: proposed.item!.proposalId!, version: before!.version })).data!
      .adminRebaseSchoolProposal;
    expect(rebased).toMatchObject({
      success: true,
      item: { baseVersion: 2, proposed: { city: 'Gaia', address: '1 Rua das Flores' } },
    });
    // The member's change on top of the editor's: both are kept.
    expect(await bulk('approve', [proposed.item!.proposalId!])).toMatchObject({ success: true });
    expect(await school(id)).toMatchObject({ city: 'Gaia', address: '1 Rua das Flores', version: 3 });
  });

  it('rejects with a reason, required; the school stays as it was', async () => {
    const id = await createdByEditor();
    const proposed = await edit(member, id, { website: 'https://not-the-school.example' });
    const ids = [proposed.item!.proposalId!];
    expect(await bulk('reject', ids)).toMatchObject({ success: false, code: 'reason.required' });
    expect(await bulk('reject', ids, { reason: '   ' })).toMatchObject({
      success: false,
      code: 'reason.required',
    });
    expect(await bulk('reject', ids, { reason: 'This site is not the school’s.' })).toMatchObject({
      success: false,
      code: 'reject.category.required',
    });
    expect(
      await bulk('reject', ids, { reason: 'This site is not the school’s.', category: 'inaccurate' }),
    ).toMatchObject({
      success: true,
      count: 1,
    });
    const [rejected] = (
      await admin(PROPOSALS, {
        list: {
          filters: [
            { key: 'school', value: id },
            { key: 'status', value: 'rejected' },
          ],
        },
      })
    ).data!.adminSchoolProposals.items;
    expect(rejected).toMatchObject({
      status: 'rejected',
      reason: 'This site is not the school’s.',
      rejectCategory: 'inaccurate',
    });
    expect((await school(id))?.website).toBeNull();
  });

  it('saves an editor’s edit at once, with its source in the revision', async () => {
    const id = await createdByEditor();
    const saved = await edit(editor, id, { studentCount: 640, source: 'Phone call with admissions' });
    expect(saved).toMatchObject({ success: true, item: { outcome: 'saved', proposalId: null } });
    expect(await school(id)).toMatchObject({ student_count: 640, version: 2 });
    expect((await revisions(id))[0]).toMatchObject({ kind: 'edit', source: 'Phone call with admissions' });
  });

  it('creates a member’s new school only once approved, published; an editor’s at once', async () => {
    const input = newSchool();
    const proposed = await submit(member, input);
    expect(proposed).toMatchObject({ success: true, item: { outcome: 'proposed', schoolId: null } });
    const named = () =>
      api.database.db
        .withTables<OpenSchoolTables>()
        .selectFrom('school')
        .select(['id', 'status', 'listed'])
        .where('name', '=', input.name as string)
        .execute();
    expect(await named()).toEqual([]);
    expect(await bulk('approve', [proposed.item!.proposalId!])).toMatchObject({ success: true });
    const [created] = await named();
    expect(created).toMatchObject({ status: 'published', listed: true });
    expect((await revisions(created!.id))[0]).toMatchObject({ kind: 'proposal' });
  });

  it('restores a revision through a new revision; refuses a stale version or a no-op', async () => {
    const id = await createdByEditor();
    await edit(editor, id, { city: 'Braga', curriculums: ['igcse'] });
    const history = await revisions(id);
    const first = history.find((revision) => revision.kind === 'create')!;
    expect(first.schoolVersion).toBe(2);
    const restore = async (schoolVersion: number, cookie = editor) =>
      (await admin(RESTORE, { id: first._id, schoolVersion }, cookie)).data?.adminRestoreSchoolRevision;
    expect(await restore(1)).toMatchObject({ success: false, code: 'record.conflict' });
    // School:update alone is a member's: a restore goes live at once, as an editor's edit.
    expect(await restore(2, viewer)).toBeUndefined();
    expect(await restore(2)).toMatchObject({ success: true });
    expect(await school(id)).toMatchObject({ city: 'Porto', version: 3 });
    expect((await form(id, editor))?.school?.input).toMatchObject({ curriculums: ['ib-dp', 'ib-pyp'] });
    expect((await revisions(id))[0]).toMatchObject({
      kind: 'restore',
      changes: [{ field: 'city' }, { field: 'curriculums' }],
    });
    expect(await restore(3)).toMatchObject({ success: false, code: 'revision.current' });
  });

  it('refuses bad input, stale forms and no-op edits, changing nothing', async () => {
    const id = await createdByEditor();
    const bad = await submit(member, newSchool({ name: 'X', city: '', curriculums: ['hogwarts'] }));
    expect(bad).toMatchObject({ success: false, code: 'name.too.short' });
    expect(bad.fieldErrors).toEqual([
      { field: 'name', code: 'name.too.short' },
      { field: 'city', code: 'field.required' },
    ]);
    const unknownData = await submit(member, newSchool({ curriculums: ['hogwarts'] }));
    expect(unknownData.fieldErrors).toEqual([{ field: 'curriculums.0', code: 'curriculum.unknown' }]);
    const current = (await form(id))!.school!;
    const values = current.input as Input; // The form's values: JSON.
    expect(await submit(member, values, id, current.version)).toMatchObject({
      success: false,
      code: 'edit.unchanged',
    });
    expect(await submit(member, { ...values, city: 'Aveiro' }, id, current.version - 1)).toMatchObject({
      success: false,
      code: 'record.conflict',
    });
    expect(await submit(member, { ...values, city: 'Aveiro' }, 'not-an-id', 1)).toMatchObject({
      success: false,
      code: 'not.found',
    });
    expect(await school(id)).toMatchObject({ city: 'Porto', version: 1 });
  });

  it('names a missing field of a fee or a school year by its path, and refuses a value of the wrong type by GraphQL', async () => {
    const [fee] = newSchool().fees as Input[];
    const { currency: _left, ...withoutCurrency } = fee!;
    const missing = await submit(
      member,
      newSchool({
        fees: [withoutCurrency],
        admissions: { places: [{ status: 'open', confirmedOn: '2026-05-01' }] },
        schoolLife: { ealSupport: 'extra-cost' },
      }),
    );
    expect(missing).toMatchObject({ success: false, code: 'currency.invalid' });
    expect(missing.fieldErrors).toEqual([
      { field: 'fees.0.currency', code: 'currency.invalid' },
      { field: 'admissions.places.0.age', code: 'age.invalid' },
    ]);
    const wrongType = await publicOp(SUBMIT, { input: newSchool({ fees: [{ ...fee, amount: '14500' }] }) });
    expect(wrongType.data).toBeFalsy();
    expect(wrongType.errors?.[0]?.message).toContain('"input.fees[0].amount"');
    // A null is a field left empty: the school form's own default, never a message zod writes.
    const nulls = await submit(member, newSchool({ description: null, boarding: null, admissions: null }));
    expect(nulls).toMatchObject({ success: true, item: { outcome: 'proposed' } });
  });

  it('keeps members away from drafts and schools lacking revisions fall back to their current state', async () => {
    const draft = await buildSchool(api.database.db, { status: 'draft' });
    expect(await form(draft.id)).toBeNull();
    const legacy = await buildSchool(api.database.db, { city: 'Faro', country_code: 'PT' });
    const proposed = await edit(member, legacy.id, { city: 'Lagos' });
    const review = (
      await admin(REVIEW, {
        id: proposed.item!.proposalId!,
      })
    ).data!.adminSchoolProposalReview!;
    expect(review.changes.map((change) => change.field)).toEqual(['city']);
  });

  it('asks for the permissions: sign-in, School:create/update to edit, School:publish to decide', async () => {
    const refused = async <R, V>(
      document: TypedDocumentNode<R, V>,
      variables: V,
      cookie: string,
      endpoint?: 'admin',
    ) => {
      const answer = await api.graphql(document, { endpoint, headers: { cookie }, variables });
      return answer.errors?.[0]?.extensions?.code;
    };
    const id = await createdByEditor();
    expect(await refused(SUBMIT, { input: newSchool() }, '')).toBe('user.not.authorized');
    expect(await refused(FORM, { id }, '')).toBe('user.not.authorized');
    const reader = await signedInWith(api, ['SchoolRating:create']);
    expect(await refused(SUBMIT, { input: newSchool() }, reader)).toBe('user.not.authorized');
    const creatorOnly = await signedInWith(api, ['School:create']);
    expect(await refused(SUBMIT, { id, version: 1, input: newSchool() }, creatorOnly)).toBe(
      'user.not.authorized',
    );

    const proposed = await edit(member, id, { phone: '+351 22 000 0000' });
    const ids = [proposed.item!.proposalId!];
    expect(await refused(BULK, { action: 'approve', ids }, member, 'admin')).toBe('user.not.authorized');
    // Seeing the queue (School:list) is not deciding (School:publish).
    expect((await admin(PROPOSALS, { list: {} }, viewer)).data).toBeTruthy();
    expect(await refused(BULK, { action: 'approve', ids }, viewer, 'admin')).toBe('user.not.authorized');
    expect(await refused(REBASE, { id: ids[0]!, version: 1 }, viewer, 'admin')).toBe('user.not.authorized');
    const [revision] = await revisions(id);
    expect(await refused(RESTORE, { id: revision!._id, schoolVersion: 2 }, member, 'admin')).toBe(
      'user.not.authorized',
    );
    expect(await refused(REVISIONS, { list: {} }, member, 'admin')).toBe('user.not.authorized');
  });
});
