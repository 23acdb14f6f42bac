import { sql } from 'kysely';
import { type AdminListSql, findAdminPage } from '@/core/server/admin/crud/admin-list-sql';
import type { AuthTables } from '@/core/server/auth/auth-tables';
import type { Db } from '@/core/server/db/database';
import type { AdminListQuery } from '@/core/shared/admin-list';
import { USER_LIST, type UserStatus } from '@/modules/user/shared/admin/user-admin-schemas';
import type { NamedRef } from './name-lookup-repository';
import { groupsOfUsers, providersOfUsers, rolesOfUsers } from './user-links-repository';

/** An account as the admin sees it. Never its password hash: only whether it has a password. */
export interface UserRecord {
  id: string;
  version: number;
  email: string;
  username: string | null;
  firstName: string | null;
  lastName: string | null;
  language: string | null;
  status: UserStatus;
  hasPassword: boolean;
  emailVerifiedAt: Date | null;
  activatedAt: Date | null;
  lockedAt: Date | null;
  closedAt: Date | null;
  lastLoginAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
  roles: NamedRef[];
  groups: NamedRef[];
  /** `password`, `google`, `facebook`: how the account can sign in. */
  signInMethods: string[];
}

const users = (db: Db) => db.withTables<AuthTables>();
const fromUser = (db: Db) => users(db).selectFrom('app_user');

/** The status filter, the list and the statistics all read an account's state from here. */
export const USER_STATUS_SQL = sql<UserStatus>`case
  when app_user.closed_at is not null then 'closed'
  when app_user.locked_at is not null then 'locked'
  when app_user.activated_at is null then 'pending'
  else 'active' end`;

const USER_SQL: AdminListSql = {
  spec: USER_LIST.columns,
  columns: {
    email: sql.ref('app_user.email'),
    status: USER_STATUS_SQL,
    emailVerified: sql`(app_user.email_verified_at is not null)`,
    language: sql.ref('app_user.language'),
    // Filtered only (a text filter matches any of the account's role names).
    roles: sql`(select string_agg(role.name, ' ') from user_role
      join role on role.id = user_role.role_id where user_role.user_id = app_user.id)`,
    createdAt: sql.ref('app_user.created_at'),
    lastLoginAt: sql.ref('app_user.last_login_at'),
  },
  search: (pattern) =>
    sql`(app_user.email ilike ${pattern} or app_user.username ilike ${pattern}
      or app_user.first_name ilike ${pattern} or app_user.last_name ilike ${pattern}
      or concat_ws(' ', app_user.first_name, app_user.last_name) ilike ${pattern})`,
  tiebreak: sql.ref('app_user.id'),
};

function selectUser(query: ReturnType<typeof fromUser>) {
  return query.select([
    'app_user.id',
    'app_user.version',
    'app_user.email',
    'app_user.username',
    'app_user.first_name as firstName',
    'app_user.last_name as lastName',
    'app_user.language',
    USER_STATUS_SQL.as('status'),
    sql<boolean>`(app_user.password_hash is not null)`.as('hasPassword'),
    'app_user.email_verified_at as emailVerifiedAt',
    'app_user.activated_at as activatedAt',
    'app_user.locked_at as lockedAt',
    'app_user.closed_at as closedAt',
    'app_user.last_login_at as lastLoginAt',
    'app_user.created_at as createdAt',
    'app_user.updated_at as updatedAt',
  ]);
}

type UserRow = Omit<UserRecord, 'roles' | 'groups' | 'signInMethods'>;

/** Adds roles, groups and sign-in methods to rows: three queries, whatever the number of rows. */
async function withLinks(db: Db, rows: UserRow[]): Promise<UserRecord[]> {
  const ids = rows.map((row) => row.id);
  const [roles, groups, providers] = await Promise.all([
    rolesOfUsers(db, ids),
    groupsOfUsers(db, ids),
    providersOfUsers(db, ids),
  ]);
  return rows.map((row) => ({
    ...row,
    roles: roles.get(row.id) ?? [],
    groups: groups.get(row.id) ?? [],
    signInMethods: [...(row.hasPassword ? ['password'] : []), ...(providers.get(row.id) ?? [])],
  }));
}

export async function findUserPage(db: Db, list: AdminListQuery) {
  const { rows, count } = await findAdminPage(fromUser(db), USER_SQL, list, selectUser);
  return { items: await withLinks(db, rows as UserRow[]), count };
}

export async function findUserRecord(db: Db, id: string, options: { forUpdate?: boolean } = {}) {
  let query = selectUser(fromUser(db)).where('app_user.id', '=', id);
  if (options.forUpdate) query = query.forUpdate();
  const row = (await query.executeTakeFirst()) as UserRow | undefined;
  return row ? ((await withLinks(db, [row]))[0] ?? null) : null;
}

/** Whether an account has this address (emails are stored lowercased). */
export async function emailTaken(db: Db, email: string): Promise<boolean> {
  const row = await fromUser(db).select('app_user.id').where('app_user.email', '=', email).executeTakeFirst();
  return row !== undefined;
}
