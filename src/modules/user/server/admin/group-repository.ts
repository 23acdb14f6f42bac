import { sql } from 'kysely';
import { v7 as uuidv7 } from 'uuid';
import { type AdminListSql, findAdminPage } from '@/core/server/admin/crud/admin-list-sql';
import type { AuthTables } from '@/core/server/auth/auth-tables';
import type { Db } from '@/core/server/db/database';
import type { AdminListQuery } from '@/core/shared/admin-list';
import { GROUP_LIST } from '@/modules/user/shared/admin/group-admin-schemas';
import type { NamedRef } from './name-lookup-repository';

/** A group as the admin sees it: its roles and how many accounts belong to it. */
export interface GroupRecord {
  id: string;
  version: number;
  name: string;
  description: string | null;
  roles: NamedRef[];
  memberCount: number;
  createdAt: Date;
  updatedAt: Date;
}

/** A member of a group, as its detail page lists it. */
export interface GroupMember {
  id: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
}

const groups = (db: Db) => db.withTables<AuthTables>();
const fromGroup = (db: Db) => groups(db).selectFrom('user_group');

const MEMBER_COUNT = sql<number>`(select count(*)::int from group_member where group_member.group_id = user_group.id)`;

const GROUP_SQL: AdminListSql = {
  spec: GROUP_LIST.columns,
  columns: {
    name: sql`lower(user_group.name)`,
    memberCount: MEMBER_COUNT,
    updatedAt: sql.ref('user_group.updated_at'),
    createdAt: sql.ref('user_group.created_at'),
  },
  search: (pattern) => sql`(user_group.name ilike ${pattern} or user_group.description ilike ${pattern})`,
  tiebreak: sql.ref('user_group.id'),
};

function selectGroup(query: ReturnType<typeof fromGroup>) {
  return query.select([
    'user_group.id',
    'user_group.version',
    'user_group.name',
    'user_group.description',
    MEMBER_COUNT.as('memberCount'),
    'user_group.created_at as createdAt',
    'user_group.updated_at as updatedAt',
  ]);
}

type GroupRow = Omit<GroupRecord, 'roles'>;

/** Adds each group's roles: one query for the whole page. */
async function withRoles(db: Db, rows: GroupRow[]): Promise<GroupRecord[]> {
  const ids = rows.map((row) => row.id);
  const links =
    ids.length === 0
      ? []
      : await groups(db)
          .selectFrom('group_role')
          .innerJoin('role', 'role.id', 'group_role.role_id')
          .select(['group_role.group_id as groupId', 'role.id', 'role.name'])
          .where('group_role.group_id', 'in', ids)
          .orderBy('role.name')
          .execute();
  return rows.map((row) => ({
    ...row,
    roles: links.filter((link) => link.groupId === row.id).map(({ id, name }) => ({ id, name })),
  }));
}

export async function findGroupPage(db: Db, list: AdminListQuery) {
  const { rows, count } = await findAdminPage(fromGroup(db), GROUP_SQL, list, selectGroup);
  return { items: await withRoles(db, rows as GroupRow[]), count };
}

export async function findGroupById(db: Db, id: string, options: { forUpdate?: boolean } = {}) {
  let query = selectGroup(fromGroup(db)).where('user_group.id', '=', id);
  if (options.forUpdate) query = query.forUpdate();
  const row = (await query.executeTakeFirst()) as GroupRow | undefined;
  return row ? ((await withRoles(db, [row]))[0] ?? null) : null;
}

/** The group's first members by address, for its detail page. */
export async function findGroupMembers(db: Db, groupId: string, limit: number): Promise<GroupMember[]> {
  return groups(db)
    .selectFrom('group_member')
    .innerJoin('app_user', 'app_user.id', 'group_member.user_id')
    .select([
      'app_user.id',
      'app_user.email',
      'app_user.first_name as firstName',
      'app_user.last_name as lastName',
    ])
    .where('group_member.group_id', '=', groupId)
    .orderBy('app_user.email')
    .limit(limit)
    .execute();
}

/** Whether another group has this name, whatever its case. */
export async function groupNameTaken(db: Db, name: string, exceptId: string | null): Promise<boolean> {
  let query = fromGroup(db)
    .select('user_group.id')
    .where(sql`lower(user_group.name)`, '=', name.toLowerCase());
  if (exceptId) query = query.where('user_group.id', '<>', exceptId);
  return (await query.executeTakeFirst()) !== undefined;
}

export async function insertGroup(db: Db, values: { name: string; description: string | null }) {
  const id = uuidv7();
  await groups(db)
    .insertInto('user_group')
    .values({ id, ...values })
    .execute();
  return id;
}

/** Saves an edit of the group and raises its version by one. */
export async function updateGroup(db: Db, id: string, values: { name: string; description: string | null }) {
  await groups(db)
    .updateTable('user_group')
    .set({ ...values, updated_at: new Date(), version: sql`version + 1` })
    .where('id', '=', id)
    .execute();
}

/** Gives the group exactly these roles. */
export async function replaceGroupRoles(db: Db, groupId: string, roleIds: readonly string[]) {
  await groups(db).deleteFrom('group_role').where('group_id', '=', groupId).execute();
  if (roleIds.length === 0) return;
  await groups(db)
    .insertInto('group_role')
    .values(roleIds.map((roleId) => ({ group_id: groupId, role_id: roleId })))
    .execute();
}

/** Deletes the groups; their members lose the roles they gave, and keep their accounts. */
export async function deleteGroups(db: Db, ids: readonly string[]): Promise<void> {
  await groups(db).deleteFrom('user_group').where('id', 'in', ids).execute();
}
