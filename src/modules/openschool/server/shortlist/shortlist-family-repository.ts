import { sql } from 'kysely';
import type { AuthTables } from '@/core/server/auth/auth-tables';
import type { Db } from '@/core/server/db/database';
import type { OpenSchoolTables } from '../tables';

const tables = (db: Db) => db.withTables<OpenSchoolTables & AuthTables>();

/** How a member is named to the others: their name, else their username, else their email. */
export const displayNameSql = (user: string) =>
  sql<string>`coalesce(nullif(trim(concat_ws(' ', ${sql.ref(`${user}.first_name`)}, ${sql.ref(`${user}.last_name`)})), ''), ${sql.ref(`${user}.username`)}, ${sql.ref(`${user}.email`)})`;

/** Whose list a user reads and writes: the owner of the family they joined, else their own. */
export async function listOwnerOf(db: Db, userId: string): Promise<string> {
  const row = await tables(db)
    .selectFrom('shortlist_member')
    .select('owner_id')
    .where('member_id', '=', userId)
    .executeTakeFirst();
  return row?.owner_id ?? userId;
}

export interface FamilyPerson {
  id: string;
  name: string;
  email: string;
  /** When they joined; null for the owner, whose list it is. */
  joinedAt: Date | null;
}

/** The owner of a list and its members, the owner first, then by the day they joined. */
export async function familyOf(db: Db, ownerId: string): Promise<FamilyPerson[]> {
  const rows = await tables(db)
    .selectFrom('app_user as person')
    .leftJoin('shortlist_member', (join) =>
      join
        .onRef('shortlist_member.member_id', '=', 'person.id')
        .on('shortlist_member.owner_id', '=', ownerId),
    )
    .select(['person.id', 'person.email', displayNameSql('person').as('name'), 'shortlist_member.joined_at'])
    .where((eb) => eb.or([eb('person.id', '=', ownerId), eb('shortlist_member.owner_id', '=', ownerId)]))
    .orderBy(sql`shortlist_member.joined_at nulls first`)
    .execute();
  return rows.map((row) => ({ id: row.id, name: row.name, email: row.email, joinedAt: row.joined_at }));
}

/** The invitations of a list still waiting for an answer. */
export async function pendingInvitationsOf(db: Db, ownerId: string, now: Date) {
  return tables(db)
    .selectFrom('shortlist_invitation')
    .select(['email', 'expires_at as expiresAt'])
    .where('owner_id', '=', ownerId)
    .where('accepted_at', 'is', null)
    .where('withdrawn_at', 'is', null)
    .where('expires_at', '>', now)
    .orderBy('created_at')
    .execute();
}

/** Drops a list's open invitations to an email: a new one replaces them (the old link stops working). */
export async function retireInvitations(trx: Db, ownerId: string, email: string): Promise<void> {
  await tables(trx)
    .deleteFrom('shortlist_invitation')
    .where('owner_id', '=', ownerId)
    .where('email', '=', email)
    .where('accepted_at', 'is', null)
    .execute();
}

export async function insertInvitation(
  trx: Db,
  invitation: { tokenHash: string; ownerId: string; email: string; expiresAt: Date },
): Promise<void> {
  await tables(trx)
    .insertInto('shortlist_invitation')
    .values({
      token_hash: invitation.tokenHash,
      owner_id: invitation.ownerId,
      email: invitation.email,
      expires_at: invitation.expiresAt,
    })
    .execute();
}

/** An invitation not yet accepted, by its link's hash. */
export async function openInvitation(db: Db, tokenHash: string) {
  return tables(db)
    .selectFrom('shortlist_invitation')
    .select(['owner_id as ownerId', 'email', 'expires_at as expiresAt'])
    .where('token_hash', '=', tokenHash)
    .where('accepted_at', 'is', null)
    .where('withdrawn_at', 'is', null)
    .executeTakeFirst();
}

/** Spends an invitation, atomically: of two clicks, one succeeds (true). */
export async function spendInvitation(trx: Db, tokenHash: string, now: Date): Promise<boolean> {
  const result = await tables(trx)
    .updateTable('shortlist_invitation')
    .set({ accepted_at: now })
    .where('token_hash', '=', tokenHash)
    .where('accepted_at', 'is', null)
    .where('withdrawn_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** How many adults share a list with its owner. */
export async function memberCount(db: Db, ownerId: string): Promise<number> {
  const row = await tables(db)
    .selectFrom('shortlist_member')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('owner_id', '=', ownerId)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export async function insertMember(trx: Db, ownerId: string, memberId: string): Promise<void> {
  await tables(trx)
    .insertInto('shortlist_member')
    .values({ owner_id: ownerId, member_id: memberId })
    .execute();
}

/** Takes a member off a list; false when they were not on it. */
export async function deleteMember(db: Db, ownerId: string, memberId: string): Promise<boolean> {
  const result = await tables(db)
    .deleteFrom('shortlist_member')
    .where('owner_id', '=', ownerId)
    .where('member_id', '=', memberId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}
