import type { TypedDocumentNode } from '@urql/core';
import type { VariablesOf } from 'gql.tada';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminGraphql } from '@/core/client/graphql/admin-graphql';
import type { AuditTables } from '@/core/server/admin/audit/audit-tables';
import { signedInWith } from './support/admin-users';
import { startTestApp, type TestApp } from './support/test-app';
import { EMBEDDED_ONLY } from './support/test-database';

const ROLE = adminGraphql(
  'fragment RoleTestFields on Role { _id version name description permissions builtIn userCount groupCount }',
);
const LIST = adminGraphql(
  `query ($list: AdminListInput) {
    adminRoles(list: $list) { pageInfo { count limit page } items { ...RoleTestFields } }
  }`,
  [ROLE],
);
const CREATE = adminGraphql(
  `mutation ($input: JSON!) {
    adminCreateRole(input: $input) { success code field fieldErrors { field code } item { ...RoleTestFields } }
  }`,
  [ROLE],
);
const UPDATE = adminGraphql(
  `mutation ($id: ID!, $version: Int!, $input: JSON!) {
    adminUpdateRole(id: $id, version: $version, input: $input) {
      success code field fieldErrors { field code } item { ...RoleTestFields }
    }
  }`,
  [ROLE],
);
const BULK = adminGraphql(
  'mutation ($action: String!, $ids: [ID!]!) { adminRolesBulk(action: $action, ids: $ids) { success code count } }',
);
const EXPORT = adminGraphql(`query ($list: AdminListInput, $format: AdminFileFormat!) {
  adminRolesExport(list: $list, format: $format) { filename mediaType content count truncated }
}`);
const IMPORT = adminGraphql(`mutation ($format: AdminFileFormat!, $content: String!, $commit: Boolean!) {
  adminImportRoles(format: $format, content: $content, commit: $commit) {
    success code committed created updated rows { line action id errors { field code } }
  }
}`);
const CATALOGUE = adminGraphql('{ adminPermissionCatalogue { entity permissions } }');

let sequence = 0;
const uniqueName = (prefix: string) => {
  sequence += 1;
  return `${prefix} ${Date.now().toString(36)}${sequence}`;
};

describe.each(EMBEDDED_ONLY)('roles in the admin on %s', (engine) => {
  let api: TestApp;
  let cookie: string;
  beforeAll(async () => {
    api = await startTestApp(engine);
    cookie = await signedInWith(api, ['Role']);
  });
  afterAll(() => api.close());

  const admin = <R, V>(document: TypedDocumentNode<R, V>, variables?: V, as = cookie) =>
    api.admin(as, document, variables);
  const create = async (input: Record<string, unknown>) =>
    (await admin(CREATE, { input })).data!.adminCreateRole;
  const list = async (variables: VariablesOf<typeof LIST>['list']) =>
    (await admin(LIST, { list: variables })).data!.adminRoles;

  it('creates a role, lists it, finds it by search and filter, and sorts by name', async () => {
    const name = uniqueName('Moderators');
    const created = await create({ name, description: 'Moderate ratings', permissions: ['SchoolRating'] });
    expect(created).toMatchObject({
      success: true,
      item: { name, version: 1, permissions: ['SchoolRating'] },
    });

    const found = await list({ q: name.toLowerCase() });
    expect(found.items.map((role) => role.name)).toEqual([name]);
    const builtIn = await list({ filters: [{ key: 'builtIn', value: 'true' }], sort: '-name' });
    expect(builtIn.items.map((role) => role.name)).toEqual(['Member', 'Editor', 'Administrator']);
  });

  it('refuses bad input with every field at fault, and writes nothing', async () => {
    const before = (await list({ limit: 100 })).pageInfo.count;
    const refused = await create({ name: 'x', permissions: ['School:read', 'not a permission'] });
    expect(refused.success).toBe(false);
    expect(refused.fieldErrors).toEqual([
      { field: 'name', code: 'name.too.short' },
      { field: 'permissions.1', code: 'permission.invalid' },
    ]);
    const unknown = await create({ name: uniqueName('Typo'), permissions: ['Scool:read'] });
    expect(unknown.fieldErrors).toEqual([{ field: 'permissions.0', code: 'permission.unknown' }]);
    const taken = await create({ name: 'editor', permissions: [] });
    expect(taken.fieldErrors).toEqual([{ field: 'name', code: 'name.taken' }]);
    expect((await list({ limit: 100 })).pageInfo.count).toBe(before);
  });

  it('refuses an edit based on an older version, and keeps the newer one', async () => {
    const role = (await create({ name: uniqueName('Editors'), permissions: ['School:read'] })).item!;
    const first = (
      await admin(UPDATE, {
        id: role._id,
        version: role.version,
        input: { name: role.name, permissions: ['School:read', 'School:update'] },
      })
    ).data!.adminUpdateRole;
    expect(first).toMatchObject({ success: true, item: { version: 2 } });
    const stale = (
      await admin(UPDATE, {
        id: role._id,
        version: role.version,
        input: { name: role.name, permissions: [] },
      })
    ).data!.adminUpdateRole;
    expect(stale).toMatchObject({ success: false, code: 'record.conflict', item: null });
    const [kept] = (await list({ q: role.name })).items;
    expect(kept?.permissions).toEqual(['School:read', 'School:update']);
  });

  it('keeps the built-in roles: no rename, Administrator keeps *, no delete', async () => {
    const [administrator] = (await list({ q: 'Administrator' })).items;
    const rename = (
      await admin(UPDATE, {
        id: administrator!._id,
        version: administrator!.version,
        input: { name: 'Root', permissions: ['*'] },
      })
    ).data!.adminUpdateRole;
    expect(rename.fieldErrors).toEqual([{ field: 'name', code: 'role.builtIn.rename' }]);
    const strip = (
      await admin(UPDATE, {
        id: administrator!._id,
        version: administrator!.version,
        input: { name: 'Administrator', permissions: ['School'] },
      })
    ).data!.adminUpdateRole;
    expect(strip.fieldErrors).toEqual([{ field: 'permissions', code: 'role.builtIn.permissions' }]);

    const doomed = (await create({ name: uniqueName('Temporary'), permissions: [] })).item!;
    const bulk = await admin(BULK, {
      action: 'delete',
      ids: [doomed._id, administrator!._id],
    });
    expect(bulk.data!.adminRolesBulk).toMatchObject({ success: false, code: 'role.builtIn.delete' });
    // All or none: the deletable role is still there.
    expect((await list({ q: doomed.name })).items).toHaveLength(1);
    const deleted = await admin(BULK, {
      action: 'delete',
      ids: [doomed._id],
    });
    expect(deleted.data!.adminRolesBulk).toMatchObject({ success: true, count: 1 });
    expect((await list({ q: doomed.name })).items).toHaveLength(0);
  });

  it('refuses a bad list request with its code, never a server error', async () => {
    for (const [variables, code] of [
      [{ sort: 'permissions' }, 'sort.invalid'],
      [{ limit: 7 }, 'limit.invalid'],
      [{ page: 0 }, 'page.invalid'],
      [{ filters: [{ key: 'createdAt', value: '2026-13-01..' }] }, 'filter.invalid'],
      [{ filters: [{ key: 'description', value: 'x' }] }, 'filter.invalid'],
    ] satisfies [VariablesOf<typeof LIST>['list'], string][]) {
      const answer = await admin(LIST, { list: variables });
      expect(answer.status).toBe(200);
      expect(answer.errors?.[0]?.extensions?.code).toBe(code);
    }
  });

  it('exports the filtered list as CSV and JSON, formulas quoted', async () => {
    const name = uniqueName('=HYPERLINK Export');
    const created = await create({
      name,
      description: 'Line, with "quotes"',
      permissions: ['School:read', 'School:list'],
    });
    const csv = (
      await admin(EXPORT, {
        list: { q: name },
        format: 'csv',
      })
    ).data!.adminRolesExport;
    expect(csv.count).toBe(1);
    expect(csv.filename).toMatch(/^roles-\d{4}-\d{2}-\d{2}\.csv$/);
    expect(csv.content).toBe(
      `\uFEFFid,name,description,permissions\n${created.item!._id},'${name},"Line, with ""quotes""",School:read; School:list\n`,
    );
    const json = (await admin(EXPORT, { list: { q: name }, format: 'json' })).data!.adminRolesExport;
    expect(JSON.parse(json.content)).toEqual([
      {
        id: created.item!._id,
        name,
        description: 'Line, with "quotes"',
        permissions: ['School:read', 'School:list'],
      },
    ]);
  });

  it('previews an import row by row, writes nothing while a row is wrong, then all rows at once', async () => {
    const [a, b] = [uniqueName('Imported A'), uniqueName('Imported B')];
    const bad = `name,description,permissions\n${a},First,School:read\nx,Second,Nope:read\n`;
    const preview = await admin(IMPORT, {
      format: 'csv',
      content: bad,
      commit: false,
    });
    expect(preview.data!.adminImportRoles).toMatchObject({
      success: false,
      code: 'import.invalid',
      committed: false,
      rows: [
        { line: 1, action: 'create', errors: [] },
        { line: 2, action: 'create', errors: [{ field: 'name', code: 'name.too.short' }] },
      ],
    });
    const forced = await admin(IMPORT, {
      format: 'csv',
      content: bad,
      commit: true,
    });
    expect(forced.data!.adminImportRoles.committed).toBe(false);
    expect((await list({ q: a })).items).toHaveLength(0);

    const good = `name,description,permissions\n${a},First,School:read\n${b},Second,School\n`;
    const done = await admin(IMPORT, {
      format: 'csv',
      content: good,
      commit: true,
    });
    expect(done.data!.adminImportRoles).toMatchObject({ success: true, committed: true, created: 2 });
    expect((await list({ q: 'Imported' })).items.map((role) => role.name)).toEqual(
      expect.arrayContaining([a, b]),
    );
  });

  it('refuses two rows of one file with the same name, and an unknown column', async () => {
    const name = uniqueName('Twice');
    const twice = await admin(IMPORT, {
      format: 'json',
      content: JSON.stringify([{ name }, { name: name.toUpperCase() }]),
      commit: true,
    });
    expect(twice.data!.adminImportRoles.rows[1]!.errors).toEqual([
      { field: 'name', code: 'import.duplicate' },
    ]);
    const header = await admin(IMPORT, {
      format: 'csv',
      content: 'name,colour\nA role,red\n',
      commit: false,
    });
    expect(header.data!.adminImportRoles).toMatchObject({ code: 'import.header.unknown' });
  });

  it('records every write in the audit log with the record before and after', async () => {
    const role = (await create({ name: uniqueName('Audited'), permissions: ['School:read'] })).item!;
    await admin(UPDATE, { id: role._id, version: 1, input: { name: role.name, permissions: ['School'] } });
    const entries = await api.database.db
      .withTables<AuditTables>()
      .selectFrom('audit_log')
      .select(['action', 'actor_email', 'before', 'after'])
      .where('entity', '=', 'Role')
      .where('entity_id', '=', role._id)
      .orderBy('created_at')
      .execute();
    expect(entries.map((entry) => entry.action)).toEqual(['create', 'update']);
    expect(entries[0]!.actor_email).toMatch(/^staff-/);
    expect(entries[1]).toMatchObject({
      before: { permissions: ['School:read'], version: 1 },
      after: { permissions: ['School'], version: 2 },
    });
  });

  it('lists the permission catalogue, grouped by entity', async () => {
    const answer = await admin(CATALOGUE);
    const groups = new Map(
      answer.data!.adminPermissionCatalogue.map((group) => [group.entity, group.permissions]),
    );
    expect(groups.get('Role')).toEqual(['Role:create', 'Role:list', 'Role:read', 'Role:update']);
    expect(groups.get('General')).toEqual(['General:configure']);
    expect(groups.get('AdminMenu')).toEqual(['AdminMenu:show']);
  });
});
