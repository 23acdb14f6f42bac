import type { Updateable } from 'kysely';
import type { UserTable } from '@/core/server/auth/auth-tables';
import type { Db } from '@/core/server/db/database';
import { AppError } from '@/core/server/errors';
import type { UserCreateInput, UserUpdateInput } from '@/modules/user/shared/admin/user-admin-schemas';
import { usernameTaken } from '../account-repository';
import { groupIdsOf, roleIdsOf, unknownGroupOf, unknownRoleOf } from './name-checks';
import { emailTaken, findUserRecord, type UserRecord } from './user-admin-repository';
import { deleteSessionsOfUsers, insertUserByAdmin, updateUserByAdmin } from './user-admin-write-repository';
import { replaceUserGroups, replaceUserRoles } from './user-links-repository';

export type UserAdminInput = UserCreateInput | UserUpdateInput;

/** The create form's input (the create schema asks for an email; the edit schema drops it). */
export const isCreateInput = (input: UserAdminInput): input is UserCreateInput => 'email' in input;

type FieldConflict = { field: string; code: string } | null;

/**
 * Checks a valid input against the data: a closed account is never edited, an address and a
 * username (case and accents aside) belong to one account, nobody locks their own account,
 * roles and groups must exist.
 */
export async function userConflictOf(
  db: Db,
  input: UserAdminInput,
  current: UserRecord | null,
  actorId: string | undefined,
): Promise<FieldConflict> {
  if (current?.closedAt) throw new AppError('user.closed', { status: 409 });
  if (isCreateInput(input) && (await emailTaken(db, input.email))) {
    return { field: 'email', code: 'email.already.used' };
  }
  if (input.username && (await usernameTaken(db, input.username, current?.id ?? null))) {
    return { field: 'username', code: 'username.taken' };
  }
  if (!isCreateInput(input) && input.locked && current?.id === actorId) {
    return { field: 'locked', code: 'user.lock.self' };
  }
  return (await unknownRoleOf(db, input.roles ?? [])) ?? (await unknownGroupOf(db, input.groups ?? []));
}

/** Gives the account exactly the roles and groups named (all known: checked before); left out: kept. */
async function saveLinks(trx: Db, userId: string, input: UserAdminInput): Promise<void> {
  if (input.roles) await replaceUserRoles(trx, userId, await roleIdsOf(trx, input.roles));
  if (input.groups) await replaceUserGroups(trx, userId, await groupIdsOf(trx, input.groups));
}

/** Creates an active account without a password, with its roles and groups. */
export async function createUserAsAdmin(trx: Db, input: UserAdminInput): Promise<UserRecord> {
  if (!isCreateInput(input)) throw new AppError('operation.unsupported');
  const id = await insertUserByAdmin(trx, {
    email: input.email,
    username: input.username ?? null,
    first_name: input.firstName ?? null,
    last_name: input.lastName ?? null,
    language: input.language ?? null,
  });
  await saveLinks(trx, id, input);
  return (await findUserRecord(trx, id))!;
}

/** A state's date after the edit: kept when it stays on, now when it turns on, null when off. */
function flagDate(current: Date | null, wanted: boolean | undefined, now: Date) {
  if (wanted === undefined) return undefined;
  return wanted ? (current ?? now) : null;
}

/**
 * Saves an admin's edit: profile fields given (left out: unchanged), states, roles, groups.
 * Locking ends the account's sessions.
 */
export async function editUserAsAdmin(
  trx: Db,
  current: UserRecord,
  input: UserAdminInput,
): Promise<UserRecord> {
  if (isCreateInput(input)) throw new AppError('operation.unsupported');
  const now = new Date();
  const values: Updateable<UserTable> = {
    username: input.username,
    first_name: input.firstName,
    last_name: input.lastName,
    language: input.language,
    activated_at: flagDate(current.activatedAt, input.activated, now),
    email_verified_at: flagDate(current.emailVerifiedAt, input.emailVerified, now),
    locked_at: flagDate(current.lockedAt, input.locked, now),
  };
  // A field left out of the input (undefined) is left as it is.
  const given = Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined));
  await updateUserByAdmin(trx, current.id, given);
  await saveLinks(trx, current.id, input);
  if (input.locked) await deleteSessionsOfUsers(trx, [current.id]);
  return (await findUserRecord(trx, current.id))!;
}
