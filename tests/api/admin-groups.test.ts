import type { TypedDocumentNode } from '@urql/core';
import type { ResultOf, VariablesOf } from 'gql.tada';
import { v7 as uuidv7 } from 'uuid';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminGraphql } from '@/core/client/graphql/admin-graphql';
import type { AuditTables } from '@/core/server/admin/audit/audit-tables';
import type { AuthTables } from '@/core/server/auth/auth-tables';
import { uniqueEmail } from './support/account-helpers';
import { signedInWith } from './support/admin-users';
import { startTestApp, type TestApp } from './support/test-app';
import { EMBEDDED_ONLY } from './support/test-database';

const GROUP = adminGraphql(
  'fragment GroupTestFields on Group { _id version name description memberCount roles { _id name } }',
);
const LIST = adminGraphql(
  `query ($list: AdminListInput) {
    adminGroups(list: $list) { pageInfo { count } items { ...GroupTestFields } }
  }`,
  [GROUP],
);
const CREATE = adminGraphql(
  `mutation ($input: JSON!) {
    adminCreateGroup(input: $input) { success code field fieldErrors { field code } item { ...GroupTestFields } }
  }`,
  [GROUP],
);
const UPDATE = adminGraphql(
  `mutation ($id: ID!, $version: Int!, $input: JSON!) {
    adminUpdateGroup(id: $id, version: $version, input: $input) {
      success code field fieldErrors { field code } item { ...GroupTestFields }
    }
  }`,
  [GROUP],
);
const BULK = adminGraphql(
  'mutation ($ids: [ID!]!) { adminGroupsBulk(action: "delete", ids: $ids) { success code count } }',
);
const EXPORT = adminGraphql(`query ($list: AdminListInput, $format: AdminFileFormat!) {
  adminGroupsExport(list: $list, format: $format) { content count }
}`);
const IMPORT = adminGraphql(`mutation ($format: AdminFileFormat!, $content: String!, $commit: Boolean!) {
  adminImportGroups(format: $format, content: $content, commit: $commit) {
    success code committed created updated rows { line action id errors { field code } }
  }
}`);
const CREATE_USER = adminGraphql('mutation ($input: JSON!) { adminCreateUser(input: $input) { success } }');
const DETAIL = adminGraphql(
  'query ($id: ID!) { adminGroup(id: $id) { memberCount members { _id email firstName lastName } } }',
);

type Group = ResultOf<typeof GROUP>;

let sequence = 0;
function uniqueName(prefix: string) {
  sequence += 1;
  return `${prefix} ${Date.now().toString(36)}${sequence}`;
}

describe.each(EMBEDDED_ONLY)('groups in the admin on %s', (engine) => {
  let api: TestApp;
  let cookie: string;
  beforeAll(async () => {
    api = await startTestApp(engine);
    cookie = await signedInWith(api, ['Group', 'User:create']);
  });
  afterAll(() => api.close());

  const db = () => api.database.db.withTables<AuthTables & AuditTables>();
  const admin = <R, V>(document: TypedDocumentNode<R, V>, variables?: V) =>
    api.admin(cookie, document, variables);
  const create = async (input: Record<string, unknown>) =>
    (await admin(CREATE, { input })).data!.adminCreateGroup;
  const update = async (group: Group, input: Record<string, unknown>) =>
    (await admin(UPDATE, { id: group._id, version: group.version, input })).data!.adminUpdateGroup;
  const list = async (variables: VariablesOf<typeof LIST>['list']) =>
    (await admin(LIST, { list: variables })).data!.adminGroups;
  const importFile = async (
    content: string,
    commit: boolean,
    format: VariablesOf<typeof IMPORT>['format'] = 'csv',
  ) => (await admin(IMPORT, { format, content, commit })).data!.adminImportGroups;

  /** Accounts written straight to the table, members of the group. */
  async function addMembers(groupId: string, count: number, tag: string) {
    const users = Array.from({ length: count }, (_, index) => ({
      id: uuidv7(),
      email: `${tag}-${String(index).padStart(3, '0')}@example.com`,
      activated_at: new Date(),
    }));
    await db().insertInto('app_user').values(users).execute();
    await db()
      .insertInto('group_member')
      .values(users.map((user) => ({ group_id: groupId, user_id: user.id })))
      .execute();
  }

  it('creates a group with roles, finds it, sorts by members, and lists its first 50 members', async () => {
    const name = uniqueName('Parents');
    const created = await create({ name, description: 'Parents of pupils', roles: ['member', 'Editor'] });
    expect(created).toMatchObject({
      success: true,
      item: { name, version: 1, memberCount: 0, roles: [{ name: 'Editor' }, { name: 'Member' }] },
    });
    const group = created.item!;
    const tag = `m${Date.now().toString(36)}`;
    await addMembers(group._id, 52, tag);
    const invited = await admin(CREATE_USER, {
      input: { email: uniqueEmail('aaa'), roles: [], groups: [name] },
    });
    expect(invited.data!.adminCreateUser.success).toBe(true);

    expect((await list({ q: name.toLowerCase() })).items.map((item) => item.name)).toEqual([name]);
    expect((await list({ filters: [{ key: 'name', value: name.slice(2) }] })).items).toHaveLength(1);
    const small = await create({ name: uniqueName('Small'), roles: [] });
    const bySize = await list({ sort: '-memberCount', limit: 100 });
    const order = bySize.items.map((item) => item._id);
    expect(order.indexOf(group._id)).toBeLessThan(order.indexOf(small.item!._id));

    const detail = await admin(DETAIL, { id: group._id });
    const { memberCount, members } = detail.data!.adminGroup!;
    expect(memberCount).toBe(53);
    expect(members).toHaveLength(50);
    expect(members[0]!.email).toMatch(/^aaa-/);
    expect(members[1]!.email).toBe(`${tag}-000@example.com`);
  });

  it('refuses bad input with every field at fault, and writes nothing', async () => {
    const before = (await list({})).pageInfo.count;
    const refused = await create({ name: 'x', description: 'y'.repeat(501), roles: 'Editor' });
    expect(refused.fieldErrors).toEqual([
      { field: 'name', code: 'name.too.short' },
      { field: 'description', code: 'field.too.long' },
      { field: 'roles', code: 'field.invalid' },
    ]);
    const unknown = await create({ name: uniqueName('Typo'), roles: ['Editor', 'Editr'] });
    expect(unknown.fieldErrors).toEqual([{ field: 'roles.1', code: 'role.unknown' }]);
    const name = uniqueName('Taken');
    await create({ name, roles: [] });
    const taken = await create({ name: name.toUpperCase(), roles: [] });
    expect(taken.fieldErrors).toEqual([{ field: 'name', code: 'name.taken' }]);
    expect((await list({})).pageInfo.count).toBe(before + 1);
  });

  it('refuses an edit based on an older version, and keeps the newer one', async () => {
    const group = (await create({ name: uniqueName('Staff'), roles: ['Member'] })).item!;
    const first = await update(group, { name: group.name, description: 'Teachers', roles: ['Editor'] });
    expect(first).toMatchObject({ success: true, item: { version: 2, roles: [{ name: 'Editor' }] } });
    const stale = await update(group, { name: group.name, roles: [] });
    expect(stale).toMatchObject({ success: false, code: 'record.conflict', item: null });
    const [kept] = (await list({ q: group.name })).items;
    expect(kept).toMatchObject({ version: 2, description: 'Teachers', roles: [{ name: 'Editor' }] });
  });

  it('deletes groups in bulk; their members keep their accounts', async () => {
    const group = (await create({ name: uniqueName('Doomed'), roles: ['Editor'] })).item!;
    const tag = `d${Date.now().toString(36)}`;
    await addMembers(group._id, 2, tag);
    const deleted = await admin(BULK, {
      ids: [group._id],
    });
    expect(deleted.data!.adminGroupsBulk).toMatchObject({ success: true, count: 1 });
    expect((await list({ q: group.name })).items).toHaveLength(0);
    const members = await db()
      .selectFrom('app_user')
      .select('id')
      .where('email', 'like', `${tag}-%`)
      .execute();
    expect(members).toHaveLength(2);
    const missing = await admin(BULK, { ids: [group._id] });
    expect(missing.data!.adminGroupsBulk.code).toBe('not.found');
  });

  it('exports the filtered list with role names, as CSV and JSON', async () => {
    const name = uniqueName('Export');
    const created = await create({ name, description: 'Line, with "quotes"', roles: ['Member', 'Editor'] });
    const id = created.item!._id;
    const csv = (
      await admin(EXPORT, {
        list: { q: name },
        format: 'csv',
      })
    ).data!.adminGroupsExport;
    expect(csv.content).toBe(
      `\uFEFFid,name,description,roles\n${id},${name},"Line, with ""quotes""",Editor; Member\n`,
    );
    const json = (
      await admin(EXPORT, {
        list: { q: name },
        format: 'json',
      })
    ).data!.adminGroupsExport;
    expect(JSON.parse(json.content)).toEqual([
      { id, name, description: 'Line, with "quotes"', roles: 'Editor; Member' },
    ]);
  });

  it('previews an import with a bad row, writes nothing while a row is wrong, then all rows', async () => {
    const [a, b] = [uniqueName('Imported A'), uniqueName('Imported B')];
    const bad = `name,description,roles\n${a},First,Editor; Member\n${b},Second,Member; Wizard\n`;
    expect(await importFile(bad, false)).toMatchObject({
      success: false,
      code: 'import.invalid',
      committed: false,
      rows: [
        { line: 1, action: 'create', errors: [] },
        { line: 2, action: 'create', errors: [{ field: 'roles.1', code: 'role.unknown' }] },
      ],
    });
    expect(await importFile(bad, true)).toMatchObject({ committed: false });
    expect((await list({ q: a })).items).toHaveLength(0);

    const good = `name,description,roles\n${a},First,Editor; Member\n${b},Second,\n`;
    expect(await importFile(good, true)).toMatchObject({ success: true, committed: true, created: 2 });
    const [imported] = (await list({ q: a })).items;
    expect(imported).toMatchObject({ roles: [{ name: 'Editor' }, { name: 'Member' }] });

    const edit = JSON.stringify([{ id: imported!._id, name: a, description: 'Edited', roles: 'Member' }]);
    expect(await importFile(edit, true, 'json')).toMatchObject({ committed: true, updated: 1 });
    expect((await list({ q: a })).items[0]).toMatchObject({ version: 2, roles: [{ name: 'Member' }] });

    const twice = await importFile(
      JSON.stringify([{ name: b.toUpperCase() }, { name: 'New one here' }]),
      false,
      'json',
    );
    expect(twice).toMatchObject({
      rows: [{ errors: [{ field: 'name', code: 'name.taken' }] }, { errors: [] }],
    });
  });

  it('records every write in the audit log with the group before and after', async () => {
    const group = (await create({ name: uniqueName('Audited'), roles: ['Member'] })).item!;
    await update(group, { name: group.name, roles: ['Editor'] });
    await admin(BULK, { ids: [group._id] });
    const entries = await db()
      .selectFrom('audit_log')
      .select(['action', 'actor_email', 'before', 'after'])
      .where('entity', '=', 'Group')
      .where('entity_id', '=', group._id)
      .orderBy('created_at')
      .execute();
    expect(entries.map((entry) => entry.action)).toEqual(['create', 'update', 'delete']);
    expect(entries[0]!.actor_email).toMatch(/^staff-/);
    expect(entries[1]).toMatchObject({
      before: { version: 1, roles: ['Member'] },
      after: { version: 2, roles: ['Editor'] },
    });
    expect(entries[2]).toMatchObject({ before: { roles: ['Editor'] }, after: null });
  });
});
