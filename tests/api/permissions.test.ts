import { printSchema } from 'graphql';
import { v7 as uuidv7 } from 'uuid';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminGraphql } from '@/core/client/graphql/admin-graphql';
import { graphql } from '@/core/client/graphql/public-graphql';
import type { AuthTables } from '@/core/server/auth/auth-tables';
import { buildSchemas } from '@/core/server/graphql/schemas';
import { loadServerModules } from '@/core/server/modules';
import { sessionCookie, solveCaptcha, tokenFromMail, uniqueEmail } from './support/account-helpers';
import { startTestApp, type TestApp } from './support/test-app';
import { EMBEDDED_ONLY } from './support/test-database';

const PASSWORD = 'relocating family 2027';
const ME = graphql('{ me { item { _id email permissions } } }');

describe.each(EMBEDDED_ONLY)('effective permissions and private data on %s', (engine) => {
  let api: TestApp;
  beforeAll(async () => {
    api = await startTestApp(engine);
  });
  afterAll(() => api.close());

  async function member(): Promise<{ id: string; email: string; cookie: string }> {
    const email = uniqueEmail();
    const account = graphql('mutation ($input: AccountInput!) { register(input: $input) { success } }');
    await api.graphql(account, {
      variables: { input: { email, password: PASSWORD, captcha: await solveCaptcha(api) } },
    });
    const token = await tokenFromMail(api, email, '/activate-account');
    await api.graphql(graphql('mutation ($t: String!) { activateAccount(token: $t) { success } }'), {
      variables: { t: token },
    });
    const login = await api.graphql(
      graphql('mutation ($input: AccountInput!) { login(input: $input) { success } }'),
      { variables: { input: { email, password: PASSWORD } } },
    );
    const cookie = sessionCookie(login.headers['set-cookie']);
    const me = await api.graphql(ME, { headers: { cookie } });
    return { id: me.data!.me.item!._id, email, cookie };
  }

  const permissionsOf = async (cookie: string) =>
    (await api.graphql(ME, { headers: { cookie } })).data?.me.item?.permissions;

  it('gives a new account the Member role, and adds the roles of its groups', async () => {
    const { id, cookie } = await member();
    expect(await permissionsOf(cookie)).toEqual([
      'Place:create',
      'School:create',
      'School:update',
      'SchoolRating:create',
    ]);

    const db = api.database.db.withTables<AuthTables>();
    const groupId = uuidv7();
    const roleId = uuidv7();
    await db
      .insertInto('user_group')
      .values({ id: groupId, name: `Moderators ${groupId}`, description: null })
      .execute();
    await db
      .insertInto('role')
      .values({
        id: roleId,
        name: `Moderation ${roleId}`,
        description: null,
        permissions: ['SchoolRating', 'Dashboard:view'],
      })
      .execute();
    await db.insertInto('group_role').values({ group_id: groupId, role_id: roleId }).execute();
    await db.insertInto('group_member').values({ group_id: groupId, user_id: id }).execute();
    expect(await permissionsOf(cookie)).toEqual([
      'Dashboard:view',
      'Place:create',
      'School:create',
      'School:update',
      'SchoolRating',
      'SchoolRating:create',
    ]);
  });

  it('lets the settings admin field through once a role grants Setting:list', async () => {
    const { id, cookie } = await member();
    const query = adminGraphql('{ settingDefinitions { key } }');
    const refused = await api.graphql(query, { endpoint: 'admin', headers: { cookie } });
    expect(refused.errors?.[0]?.extensions?.code).toBe('user.not.authorized');
    const db = api.database.db.withTables<AuthTables>();
    const admin = await db
      .selectFrom('role')
      .select('id')
      .where('name', '=', 'Administrator')
      .executeTakeFirstOrThrow();
    await db.insertInto('user_role').values({ user_id: id, role_id: admin.id }).execute();
    const allowed = await api.graphql(query, {
      endpoint: 'admin',
      headers: { cookie },
    });
    expect(allowed.data?.settingDefinitions.map((d) => d.key)).toContain('SESSION_SECRET');
  });

  it('shows each person only their own account', async () => {
    const anna = await member();
    const ben = await member();
    const me = await api.graphql(ME, {
      headers: { cookie: ben.cookie },
    });
    expect(me.data?.me.item?.email).toBe(ben.email);
    // No public operation takes a user id: another account cannot be named, let alone read.
    const schema = printSchema((await buildSchemas(await loadServerModules())).public);
    expect(schema).not.toMatch(/\b(user|users)\s*[(:]/);
    const updated = await api.graphql(
      graphql('mutation { updateProfile(input: { firstName: "Benedict" }) { item { email } } }'),
      { headers: { cookie: ben.cookie } },
    );
    expect(updated.data?.updateProfile.item?.email).toBe(ben.email);
    const annaNow = await api.graphql(ME, {
      headers: { cookie: anna.cookie },
    });
    expect(annaNow.data?.me.item?.email).toBe(anna.email);
  });
});
