import { sql } from 'kysely';
import type { Db } from '../db/database';
import type { AuthTables } from './auth-tables';

/** The union of the permissions of the user's roles and of the roles of the user's groups. */
export async function effectivePermissions(db: Db, userId: string): Promise<string[]> {
  const result = await sql<{ permission: string }>`
    select distinct unnest(role.permissions) as permission
    from role
    where role.id in (
      select role_id from user_role where user_id = ${userId}
      union
      select group_role.role_id from group_role
      join group_member on group_member.group_id = group_role.group_id
      where group_member.user_id = ${userId}
    )
    order by permission
  `.execute(db.withTables<AuthTables>());
  return result.rows.map((row) => row.permission);
}
