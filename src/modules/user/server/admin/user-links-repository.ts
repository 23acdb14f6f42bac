import type { AuthTables } from '@/core/server/auth/auth-tables';
import type { Db } from '@/core/server/db/database';
import type { NamedRef } from './name-lookup-repository';

// Declared by the user module's 002-oauth migration.
type LinkTables = AuthTables & {
  oauth_account: { provider: string; provider_user_id: string; user_id: string; created_at: Date };
};

const tables = (db: Db) => db.withTables<LinkTables>();

function byOwner<Row extends { ownerId: string }, Value>(rows: Row[], value: (row: Row) => Value) {
  const map = new Map<string, Value[]>();
  for (const row of rows) map.set(row.ownerId, [...(map.get(row.ownerId) ?? []), value(row)]);
  return map;
}

/** The roles held directly by each of these accounts, in one query. */
export async function rolesOfUsers(db: Db, userIds: readonly string[]): Promise<Map<string, NamedRef[]>> {
  if (userIds.length === 0) return new Map();
  const rows = await tables(db)
    .selectFrom('user_role')
    .innerJoin('role', 'role.id', 'user_role.role_id')
    .select(['user_role.user_id as ownerId', 'role.id', 'role.name'])
    .where('user_role.user_id', 'in', userIds)
    .orderBy('role.name')
    .execute();
  return byOwner(rows, ({ id, name }) => ({ id, name }));
}

/** The groups each of these accounts belongs to, in one query. */
export async function groupsOfUsers(db: Db, userIds: readonly string[]): Promise<Map<string, NamedRef[]>> {
  if (userIds.length === 0) return new Map();
  const rows = await tables(db)
    .selectFrom('group_member')
    .innerJoin('user_group', 'user_group.id', 'group_member.group_id')
    .select(['group_member.user_id as ownerId', 'user_group.id', 'user_group.name'])
    .where('group_member.user_id', 'in', userIds)
    .orderBy('user_group.name')
    .execute();
  return byOwner(rows, ({ id, name }) => ({ id, name }));
}

/** The outside sign-in providers (google, facebook) linked to each of these accounts, in one query. */
export async function providersOfUsers(db: Db, userIds: readonly string[]): Promise<Map<string, string[]>> {
  if (userIds.length === 0) return new Map();
  const rows = await tables(db)
    .selectFrom('oauth_account')
    .select(['oauth_account.user_id as ownerId', 'oauth_account.provider'])
    .where('oauth_account.user_id', 'in', userIds)
    .orderBy('oauth_account.provider')
    .execute();
  return byOwner(rows, (row) => row.provider);
}

/** Gives the account exactly these roles. */
export async function replaceUserRoles(db: Db, userId: string, roleIds: readonly string[]): Promise<void> {
  await tables(db).deleteFrom('user_role').where('user_id', '=', userId).execute();
  if (roleIds.length === 0) return;
  await tables(db)
    .insertInto('user_role')
    .values(roleIds.map((roleId) => ({ user_id: userId, role_id: roleId })))
    .execute();
}

/** Makes the account a member of exactly these groups. */
export async function replaceUserGroups(db: Db, userId: string, groupIds: readonly string[]): Promise<void> {
  await tables(db).deleteFrom('group_member').where('user_id', '=', userId).execute();
  if (groupIds.length === 0) return;
  await tables(db)
    .insertInto('group_member')
    .values(groupIds.map((groupId) => ({ user_id: userId, group_id: groupId })))
    .execute();
}
