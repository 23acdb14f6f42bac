import { sql } from 'kysely';
import { v7 as uuidv7 } from 'uuid';
import { type AdminListSql, findAdminPage } from '@/core/server/admin/crud/admin-list-sql';
import type { AuthTables } from '@/core/server/auth/auth-tables';
import type { Db } from '@/core/server/db/database';
import type { AdminListQuery } from '@/core/shared/admin-list';
import { ROLE_LIST, type RoleInput } from '@/modules/user/shared/admin/role-admin-schemas';

/** A role as the admin sees it, with how many accounts and groups hold it. */
export interface RoleRecord {
  id: string;
  version: number;
  name: string;
  description: string | null;
  permissions: string[];
  builtIn: boolean;
  userCount: number;
  groupCount: number;
  createdAt: Date;
  updatedAt: Date;
}

const roles = (db: Db) => db.withTables<AuthTables>();

const ROLE_SQL: AdminListSql = {
  spec: ROLE_LIST.columns,
  columns: {
    name: sql`lower(role.name)`,
    builtIn: sql.ref('role.built_in'),
    updatedAt: sql.ref('role.updated_at'),
    createdAt: sql.ref('role.created_at'),
  },
  search: (pattern) => sql`(role.name ilike ${pattern} or role.description ilike ${pattern})`,
  tiebreak: sql.ref('role.id'),
};

function selectRole(query: ReturnType<typeof fromRole>) {
  return query.select([
    'role.id',
    'role.version',
    'role.name',
    'role.description',
    'role.permissions',
    'role.built_in as builtIn',
    'role.created_at as createdAt',
    'role.updated_at as updatedAt',
    sql<number>`(select count(*)::int from user_role where user_role.role_id = role.id)`.as('userCount'),
    sql<number>`(select count(*)::int from group_role where group_role.role_id = role.id)`.as('groupCount'),
  ]);
}

const fromRole = (db: Db) => roles(db).selectFrom('role');

export async function findRolePage(db: Db, list: AdminListQuery) {
  const { rows, count } = await findAdminPage(fromRole(db), ROLE_SQL, list, selectRole);
  return { items: rows as RoleRecord[], count };
}

export async function findRoleById(db: Db, id: string, options: { forUpdate?: boolean } = {}) {
  let query = selectRole(fromRole(db)).where('role.id', '=', id);
  if (options.forUpdate) query = query.forUpdate();
  return ((await query.executeTakeFirst()) as RoleRecord | undefined) ?? null;
}

/** Whether another role has this name, whatever its case. */
export async function roleNameTaken(db: Db, name: string, exceptId: string | null): Promise<boolean> {
  let query = fromRole(db).select('role.id').where(sql`lower(role.name)`, '=', name.toLowerCase());
  if (exceptId) query = query.where('role.id', '<>', exceptId);
  return (await query.executeTakeFirst()) !== undefined;
}

/** Adds a role, under `id` when given (an imported file's), and answers its id. */
export async function insertRole(db: Db, input: RoleInput, id: string = uuidv7()): Promise<string> {
  await roles(db)
    .insertInto('role')
    .values({ id, name: input.name, description: input.description, permissions: input.permissions })
    .execute();
  return id;
}

export async function updateRole(db: Db, id: string, input: RoleInput): Promise<void> {
  await roles(db)
    .updateTable('role')
    .set({
      name: input.name,
      description: input.description,
      permissions: input.permissions,
      updated_at: new Date(),
      version: sql`version + 1`,
    })
    .where('id', '=', id)
    .execute();
}

export async function deleteRoles(db: Db, ids: string[]): Promise<void> {
  await roles(db).deleteFrom('role').where('id', 'in', ids).execute();
}
