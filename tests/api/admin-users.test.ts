import type { TypedDocumentNode } from '@urql/core';
import type { VariablesOf } from 'gql.tada';
import type { Insertable } from 'kysely';
import { v7 as uuidv7 } from 'uuid';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminGraphql } from '@/core/client/graphql/admin-graphql';
import { graphql } from '@/core/client/graphql/public-graphql';
import type { AuditTables } from '@/core/server/admin/audit/audit-tables';
import type { AuthTables, UserTable } from '@/core/server/auth/auth-tables';
import { hashPassword } from '@/core/server/auth/password';
import { createSession } from '@/core/server/auth/session-service';
import {
  lastMail,
  REFUSED_MAIL_DOMAIN,
  refuseMailsTo,
  sessionCookie,
  tokenFromMail,
  uniqueEmail,
} from './support/account-helpers';
import { signedInWith } from './support/admin-users';
import { startTestApp, type TestApp } from './support/test-app';
import { ENGINES } from './support/test-database';

const USER = adminGraphql(`fragment UserTestFields on User {
  _id version email username firstName lastName language status hasPassword signInMethods
  emailVerifiedAt activatedAt lockedAt closedAt lastLoginAt createdAt updatedAt roles { _id name } groups { _id name }
}`);
const LIST = adminGraphql(
  `query ($list: AdminListInput) {
    adminUsers(list: $list) { pageInfo { count } items { ...UserTestFields } }
  }`,
  [USER],
);
const CREATE = adminGraphql(
  `mutation ($input: JSON!) {
    adminCreateUser(input: $input) { success code field fieldErrors { field code } item { ...UserTestFields } }
  }`,
  [USER],
);
const UPDATE = adminGraphql(
  `mutation ($id: ID!, $version: Int!, $input: JSON!) {
    adminUpdateUser(id: $id, version: $version, input: $input) {
      success code field fieldErrors { field code } item { ...UserTestFields }
    }
  }`,
  [USER],
);
const READ = adminGraphql('query ($id: ID!) { adminUser(id: $id) { ...UserTestFields } }', [USER]);
const BULK = adminGraphql(
  'mutation ($action: String!, $ids: [ID!]!) { adminUsersBulk(action: $action, ids: $ids) { success code count } }',
);
const EXPORT = adminGraphql(`query ($list: AdminListInput, $format: AdminFileFormat!) {
  adminUsersExport(list: $list, format: $format) { content count }
}`);
const STATS = adminGraphql(`query ($days: Int) { adminUserStats(days: $days) {
  days registrations { date count } activeUsers { lastDay lastWeek lastMonth }
  statuses { key count } languages { key count } signInMethods { key count }
} }`);
const CREATE_GROUP = adminGraphql('mutation ($input: JSON!) { adminCreateGroup(input: $input) { success } }');
const CHOICES = adminGraphql('{ adminRoleChoices adminGroupChoices }');
/** Not in the admin schema: users are never imported. */
const IMPORT_USERS = 'mutation { adminImportUsers(format: csv, content: "x", commit: false) { success } }';
const ME = graphql('{ me { item { _id } } }');
const LOGIN = graphql('mutation ($input: AccountInput!) { login(input: $input) { success code } }');
const RESET_PASSWORD = graphql(
  'mutation ($input: AccountInput!) { resetPassword(input: $input) { success } }',
);
const PASSWORD = 'relocating family 2027';

describe.each(ENGINES)('users in the admin on %s', (engine) => {
  let api: TestApp;
  let cookie: string;
  let staffId: string;
  let groupName: string;
  beforeAll(async () => {
    api = await startTestApp(engine);
    cookie = await signedInWith(api, ['User', 'Group']);
    const me = await api.graphql(ME, { headers: { cookie } });
    staffId = me.data!.me.item!._id;
    groupName = `Teachers ${Date.now().toString(36)}`;
    await admin(CREATE_GROUP, { input: { name: groupName, roles: ['Editor'] } });
  });
  afterAll(() => api.close());

  const db = () => api.database.db.withTables<AuthTables & AuditTables>();
  function admin<R, V>(document: TypedDocumentNode<R, V>, variables?: V, as = cookie) {
    return api.admin(as, document, variables);
  }
  const create = async (input: Record<string, unknown>) =>
    (await admin(CREATE, { input })).data!.adminCreateUser;
  const update = async (user: { _id: string; version: number }, input: Record<string, unknown>) =>
    (await admin(UPDATE, { id: user._id, version: user.version, input })).data!.adminUpdateUser;
  const bulk = async (action: string, ids: string[]) =>
    (await admin(BULK, { action, ids })).data!.adminUsersBulk;
  const list = async (variables: VariablesOf<typeof LIST>['list']) =>
    (await admin(LIST, { list: variables })).data!.adminUsers;
  const read = async (id: string) => (await admin(READ, { id })).data!.adminUser!;
  const login = (email: string, password = PASSWORD) =>
    api.graphql(LOGIN, { variables: { input: { email, password } } });

  /** An account written straight to the table, with a password; any column can be overridden. */
  async function buildUser(overrides: Partial<Insertable<UserTable>> = {}) {
    const row = await db()
      .insertInto('app_user')
      .values({
        id: uuidv7(),
        email: uniqueEmail('member'),
        password_hash: await hashPassword(PASSWORD),
        activated_at: new Date(),
        email_verified_at: new Date(),
        ...overrides,
      })
      .returning(['id', 'email'])
      .executeTakeFirstOrThrow();
    return { ...row, _id: row.id, version: 1 };
  }
  const sessionsOf = async (userId: string) =>
    (await db().selectFrom('session').select('user_id').where('user_id', '=', userId).execute()).length;

  it('creates an active account without a password and emails it a link to choose one', async () => {
    const email = uniqueEmail('invited');
    const created = await create({
      email: email.toUpperCase(),
      firstName: 'Ines',
      language: 'pt',
      roles: ['Member', 'editor'],
      groups: [groupName],
    });
    expect(created).toMatchObject({
      success: true,
      item: {
        email,
        status: 'active',
        hasPassword: false,
        signInMethods: [],
        emailVerifiedAt: null,
        roles: [{ name: 'Editor' }, { name: 'Member' }],
        groups: [{ name: groupName }],
      },
    });
    const mail = await lastMail(api, email);
    expect(mail).toMatchObject({ template: 'invitation', lang: 'pt' });
    const token = await tokenFromMail(api, email, '/password-reset');
    const reset = await api.graphql(RESET_PASSWORD, { variables: { input: { token, password: PASSWORD } } });
    expect(reset.data!.resetPassword.success).toBe(true);
    expect((await login(email)).data!.login.success).toBe(true);
    expect(await read(created.item!._id)).toMatchObject({ hasPassword: true, signInMethods: ['password'] });
  });

  it('writes an account only with its invitation: an invitation that cannot be written leaves no account', async () => {
    const email = uniqueEmail('uninvited', REFUSED_MAIL_DOMAIN);
    await refuseMailsTo(api, REFUSED_MAIL_DOMAIN);
    const refused = await admin(CREATE, { input: { email, roles: ['Member'], groups: [] } });
    expect(refused.errors?.[0]?.extensions?.code).toBe('internal.error');
    expect(await db().selectFrom('app_user').select('id').where('email', '=', email).execute()).toEqual([]);
    expect(await lastMail(api, email)).toBeUndefined();
  });

  it('refuses bad input with every field at fault, and writes nothing, sends nothing', async () => {
    const before = (await list({})).pageInfo.count;
    const refused = await create({
      email: 'not-an-email',
      firstName: 'x',
      language: 'a',
      roles: [],
      groups: [],
    });
    expect(refused).toMatchObject({ success: false, item: null });
    expect(refused.fieldErrors).toEqual([
      { field: 'firstName', code: 'firstName.too.short' },
      { field: 'language', code: 'language.too.short' },
      { field: 'email', code: 'email.invalid' },
    ]);
    const email = uniqueEmail('typo');
    const unknownRole = await create({ email, roles: ['Member', 'Memebr'], groups: [] });
    expect(unknownRole.fieldErrors).toEqual([{ field: 'roles.1', code: 'role.unknown' }]);
    const unknownGroup = await create({ email, roles: [], groups: ['Nobody'] });
    expect(unknownGroup.fieldErrors).toEqual([{ field: 'groups.0', code: 'group.unknown' }]);
    const existing = await buildUser();
    const taken = await create({ email: existing.email, roles: [], groups: [] });
    expect(taken.fieldErrors).toEqual([{ field: 'email', code: 'email.already.used' }]);
    expect((await list({})).pageInfo.count).toBe(before + 1);
    expect(await lastMail(api, email)).toBeUndefined();
  });

  it('refuses a username another account has, case and accents aside', async () => {
    const tag = Date.now().toString(36);
    const holder = await buildUser({ username: `Zoë ${tag}` });
    const created = await create({
      email: uniqueEmail('zoe'),
      username: `ZOE ${tag}`,
      roles: [],
      groups: [],
    });
    expect(created.fieldErrors).toEqual([{ field: 'username', code: 'username.taken' }]);
    const other = await buildUser();
    expect((await update(other, { username: `zoe ${tag}` })).fieldErrors).toEqual([
      { field: 'username', code: 'username.taken' },
    ]);
    expect(await update(holder, { username: `Zoe ${tag}` })).toMatchObject({ success: true });
  });

  it('searches, filters and sorts the list', async () => {
    const tag = `f${Date.now().toString(36)}`;
    const email = (name: string) => `${name}-${tag}@example.com`;
    const day = (iso: string) => new Date(`${iso}T12:00:00Z`);
    const anna = await buildUser({ email: email('anna'), first_name: 'Zelda', language: 'fr' });
    await buildUser({ email: email('bert'), activated_at: null, created_at: day('2024-01-15') });
    await buildUser({ email: email('carl'), locked_at: new Date(), email_verified_at: null });
    await buildUser({ email: email('dora'), closed_at: new Date(), last_login_at: day('2025-03-01') });
    await buildUser({ email: email('emil'), last_login_at: day('2025-06-01') });
    await db()
      .insertInto('user_role')
      .values({ user_id: anna.id, role_id: '01900000-0000-7000-8000-000000000002' })
      .execute();
    const emails = async (variables: Record<string, unknown>) =>
      (await list({ q: tag, ...variables })).items.map((user) => user.email.split('-')[0]);
    const filter = (key: string, value: string) => ({ filters: [{ key, value }] });

    expect(await emails({ sort: 'email' })).toEqual(['anna', 'bert', 'carl', 'dora', 'emil']);
    expect(await emails({ sort: '-email' })).toEqual(['emil', 'dora', 'carl', 'bert', 'anna']);
    expect(await emails({ q: 'zelda' })).toEqual(['anna']);
    expect(await emails(filter('status', 'pending'))).toEqual(['bert']);
    expect(await emails(filter('status', 'locked'))).toEqual(['carl']);
    expect(await emails(filter('status', 'closed'))).toEqual(['dora']);
    expect(await emails({ ...filter('status', 'active'), sort: 'email' })).toEqual(['anna', 'emil']);
    expect(await emails(filter('emailVerified', 'false'))).toEqual(['carl']);
    expect(await emails(filter('language', 'fr'))).toEqual(['anna']);
    expect(await emails(filter('roles', 'edit'))).toEqual(['anna']);
    expect(await emails(filter('createdAt', '2024-01-01..2024-01-31'))).toEqual(['bert']);
    expect(await emails(filter('lastLoginAt', '2025-01-01..'))).toEqual(['emil', 'dora']);
    // Never signed in: after the others, ties in (descending) id order.
    expect(await emails({ sort: '-lastLoginAt' })).toEqual(['emil', 'dora', 'carl', 'bert', 'anna']);
    for (const [variables, code] of [
      [filter('status', 'sleeping'), 'filter.invalid'],
      [filter('language', 'xx'), 'filter.invalid'],
      [{ sort: 'firstName' }, 'sort.invalid'],
    ] as const) {
      const answer = await admin(LIST, { list: variables });
      expect(answer.errors?.[0]?.extensions?.code).toBe(code);
    }
  });

  it('edits names, language, roles, groups and states; a stale version is refused', async () => {
    const target = await buildUser({ email_verified_at: null, activated_at: null });
    const edited = await update(target, {
      username: 'ines',
      firstName: 'Ines',
      lastName: null,
      language: 'sv',
      roles: ['Editor'],
      groups: [groupName],
      activated: true,
      emailVerified: true,
    });
    expect(edited).toMatchObject({
      success: true,
      item: { version: 2, firstName: 'Ines', language: 'sv', status: 'active', roles: [{ name: 'Editor' }] },
    });
    expect(edited.item!.emailVerifiedAt).not.toBeNull();
    const stale = await update(target, { firstName: 'Other', roles: [], groups: [] });
    expect(stale).toMatchObject({ success: false, code: 'record.conflict', item: null });
    expect(await read(target.id)).toMatchObject({ version: 2, firstName: 'Ines' });
    const profileRule = await update(edited.item!, { lastName: 'B', roles: 'Editor' });
    expect(profileRule.fieldErrors).toEqual([
      { field: 'lastName', code: 'lastName.too.short' },
      { field: 'roles', code: 'field.invalid' },
    ]);
    // Left out: left as it is.
    const partial = await update(edited.item!, { lastName: 'Berg' });
    expect(partial.item).toMatchObject({
      version: 3,
      firstName: 'Ines',
      lastName: 'Berg',
      roles: [{ name: 'Editor' }],
    });
  });

  it('locking ends the sessions and refuses sign-in; unlocking lets the account in again', async () => {
    const target = await buildUser();
    await createSession(api.database.db, target.id, {});
    expect((await login(target.email)).data!.login.success).toBe(true);
    expect(await sessionsOf(target.id)).toBe(2);

    const locked = await update(target, { locked: true, roles: [], groups: [] });
    expect(locked.item).toMatchObject({ status: 'locked', version: 2 });
    expect(await sessionsOf(target.id)).toBe(0);
    expect((await login(target.email)).data!.login.code).toBe('user.login.failed');

    expect(await bulk('unlock', [target.id])).toMatchObject({ success: true, count: 1 });
    expect(await read(target.id)).toMatchObject({ status: 'active', version: 3 });
    const signedIn = await login(target.email);
    const sid = sessionCookie(signedIn.headers['set-cookie']);
    expect(await bulk('lock', [target.id])).toMatchObject({ success: true, count: 1 });
    expect(await sessionsOf(target.id)).toBe(0);
    const me = await api.graphql(ME, { headers: { cookie: sid } });
    expect(me.data!.me.item).toBeNull();
  });

  it('runs bulk actions all or none, and refuses to lock oneself or change a closed account', async () => {
    const pending = await buildUser({ activated_at: null, email_verified_at: null });
    const other = await buildUser({ activated_at: null });
    expect(await bulk('activate', [pending.id, other.id])).toMatchObject({ success: true, count: 2 });
    expect(await bulk('verifyEmail', [pending.id])).toMatchObject({ success: true, count: 1 });
    expect(await read(pending.id)).toMatchObject({ status: 'active', version: 3 });
    expect((await read(pending.id)).emailVerifiedAt).not.toBeNull();

    expect(await bulk('lock', [other.id, staffId])).toMatchObject({ success: false, code: 'user.lock.self' });
    expect(await read(other.id)).toMatchObject({ status: 'active', version: 2 });
    const self = await read(staffId);
    const selfEdit = await update(self, { locked: true, roles: [], groups: [] });
    expect(selfEdit.fieldErrors).toEqual([{ field: 'locked', code: 'user.lock.self' }]);
    expect(await sessionsOf(staffId)).toBe(1);

    const closed = await buildUser({ closed_at: new Date() });
    expect(await read(closed.id)).toMatchObject({ status: 'closed' });
    expect(await update(closed, { firstName: 'Back', roles: [], groups: [] })).toMatchObject({
      success: false,
      code: 'user.closed',
    });
    expect(await bulk('verifyEmail', [pending.id, closed.id])).toMatchObject({
      success: false,
      code: 'user.closed',
    });
    expect(await bulk('explode', [pending.id])).toMatchObject({ success: false, code: 'action.unknown' });
  });

  it('records every write in the audit log, never with the password hash', async () => {
    const target = await buildUser();
    const hash = (
      await db()
        .selectFrom('app_user')
        .select('password_hash')
        .where('id', '=', target.id)
        .executeTakeFirstOrThrow()
    ).password_hash!;
    await update(target, { firstName: 'Audited', roles: ['Member'], groups: [] });
    await bulk('lock', [target.id]);
    const entries = await db()
      .selectFrom('audit_log')
      .select(['action', 'before', 'after'])
      .where('entity', '=', 'User')
      .where('entity_id', '=', target.id)
      .orderBy('created_at')
      .execute();
    expect(entries.map((entry) => entry.action)).toEqual(['update', 'lock']);
    expect(entries[0]).toMatchObject({
      before: { version: 1, firstName: null, roles: [] },
      after: { version: 2, firstName: 'Audited', roles: ['Member'] },
    });
    expect(entries[1]).toMatchObject({
      before: { status: 'active' },
      after: { status: 'locked', version: 3 },
    });

    const everything = JSON.stringify([
      entries,
      await db().selectFrom('audit_log').selectAll().where('entity', '=', 'User').execute(),
      await read(target.id),
      await list({ limit: 100 }),
      (await admin(EXPORT, { list: {}, format: 'json' })).data,
    ]);
    expect(everything).not.toContain(hash);
    expect(everything).not.toContain('scrypt$');
    expect(everything).not.toMatch(/password_?hash/i);
  });

  it('exports the filtered list as CSV and JSON, and offers no import', async () => {
    const target = await buildUser({ first_name: '=cmd', language: 'de' });
    const csv = (
      await admin(EXPORT, {
        list: { q: target.email },
        format: 'csv',
      })
    ).data!.adminUsersExport;
    expect(csv.count).toBe(1);
    const [header, row] = csv.content.replace('\uFEFF', '').trim().split('\n');
    expect(header).toBe(
      'id,email,username,firstName,lastName,language,status,emailVerified,roles,groups,createdAt,lastLoginAt',
    );
    expect(row).toMatch(new RegExp(`^${target.id},${target.email},,'=cmd,,de,active,true,,,\\d{4}-`));
    const importField = await api.graphql(IMPORT_USERS, { endpoint: 'admin', headers: { cookie } });
    expect(importField.errors?.[0]?.message).toMatch(/adminImportUsers/);
  });

  it('offers role and group names to the user form', async () => {
    const answer = await admin(CHOICES);
    expect(answer.data!.adminRoleChoices).toEqual(
      expect.arrayContaining(['Administrator', 'Editor', 'Member']),
    );
    expect(answer.data!.adminGroupChoices).toContain(groupName);
  });

  it('counts registrations per day, active accounts, languages and sign-in methods', async () => {
    const before = (await admin(STATS, {})).data!.adminUserStats;
    const google = await buildUser({ language: 'ja', last_login_at: new Date(), password_hash: null });
    await api.database.db
      .withTables<{ oauth_account: { provider: string; provider_user_id: string; user_id: string } }>()
      .insertInto('oauth_account')
      .values({ provider: 'google', provider_user_id: google.id, user_id: google.id })
      .execute();
    const stats = (await admin(STATS, { days: 30 })).data!.adminUserStats;
    const registrations = stats.registrations;
    expect(stats.days).toBe(30);
    expect(registrations).toHaveLength(30);
    const beforeRegistrations = before.registrations;
    expect(registrations.at(-1)!.count).toBe(beforeRegistrations.at(-1)!.count + 1);
    const count = (field: 'signInMethods' | 'languages' | 'statuses', key: string, from = stats) =>
      from[field].find((entry) => entry.key === key)?.count ?? 0;
    expect(count('signInMethods', 'google')).toBe(count('signInMethods', 'google', before) + 1);
    expect(count('signInMethods', 'facebook')).toBe(0);
    expect(count('signInMethods', 'password')).toBe(count('signInMethods', 'password', before));
    expect(count('languages', 'ja')).toBe(count('languages', 'ja', before) + 1);
    expect(count('statuses', 'active')).toBe(count('statuses', 'active', before) + 1);
    const active = (from: typeof stats) => from.activeUsers.lastDay;
    expect(active(stats)).toBe(active(before) + 1);

    const refused = await admin(STATS, { days: 7 });
    expect(refused.errors?.[0]?.extensions?.code).toBe('period.invalid');
    const year = await admin(STATS, { days: 365 });
    expect(year.data!.adminUserStats.registrations).toHaveLength(365);
  });
});
