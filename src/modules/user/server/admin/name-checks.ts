import type { Db } from '@/core/server/db/database';
import { groupIdsByName, roleIdsByName } from './name-lookup-repository';

type FieldConflict = { field: string; code: string } | null;

/** The first of `names` missing from `found` (keyed lowercased), as its entry's field error. */
function firstUnknown(field: string, code: string, names: readonly string[], found: Map<string, string>) {
  const index = names.findIndex((name) => !found.has(name.toLowerCase()));
  return index < 0 ? null : { field: `${field}.${index}`, code };
}

/** Refuses a role name no role has (`roles.2`: `role.unknown`): a typo would grant nothing. */
export async function unknownRoleOf(db: Db, names: readonly string[]): Promise<FieldConflict> {
  return firstUnknown('roles', 'role.unknown', names, await roleIdsByName(db, names));
}

/** Refuses a group name no group has (`groups.0`: `group.unknown`). */
export async function unknownGroupOf(db: Db, names: readonly string[]): Promise<FieldConflict> {
  return firstUnknown('groups', 'group.unknown', names, await groupIdsByName(db, names));
}

/** The ids of the roles named (unknown names were refused before). */
export const roleIdsOf = async (db: Db, names: readonly string[]) => [
  ...(await roleIdsByName(db, names)).values(),
];

/** The ids of the groups named (unknown names were refused before). */
export const groupIdsOf = async (db: Db, names: readonly string[]) => [
  ...(await groupIdsByName(db, names)).values(),
];
