import { sql } from 'kysely';
import type { AuthTables } from '@/core/server/auth/auth-tables';
import type { Db } from '@/core/server/db/database';

/** A role or group as a record shows it: its id (for links) and its name. */
export interface NamedRef {
  id: string;
  name: string;
}

const tables = (db: Db) => db.withTables<AuthTables>();

/** Role ids by lowercased name, for the names given (forms and files name roles). */
export async function roleIdsByName(db: Db, names: readonly string[]): Promise<Map<string, string>> {
  if (names.length === 0) return new Map();
  const rows = await tables(db)
    .selectFrom('role')
    .select(['role.id', sql<string>`lower(role.name)`.as('key')])
    .where(
      sql`lower(role.name)`,
      'in',
      names.map((name) => name.toLowerCase()),
    )
    .execute();
  return new Map(rows.map((row) => [row.key, row.id]));
}

/** Group ids by lowercased name, for the names given. */
export async function groupIdsByName(db: Db, names: readonly string[]): Promise<Map<string, string>> {
  if (names.length === 0) return new Map();
  const rows = await tables(db)
    .selectFrom('user_group')
    .select(['user_group.id', sql<string>`lower(user_group.name)`.as('key')])
    .where(
      sql`lower(user_group.name)`,
      'in',
      names.map((name) => name.toLowerCase()),
    )
    .execute();
  return new Map(rows.map((row) => [row.key, row.id]));
}

/** Every role's name, sorted: the choices of the user and group forms. */
export async function allRoleNames(db: Db): Promise<string[]> {
  const rows = await tables(db).selectFrom('role').select('name').orderBy(sql`lower(name)`).execute();
  return rows.map((row) => row.name);
}

/** Every group's name, sorted: the choices of the user form. */
export async function allGroupNames(db: Db): Promise<string[]> {
  const rows = await tables(db).selectFrom('user_group').select('name').orderBy(sql`lower(name)`).execute();
  return rows.map((row) => row.name);
}
