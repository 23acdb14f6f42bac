import { sql } from 'kysely';
import type { Db } from '@/core/server/db/database';
import { SHORTLIST_MAX } from '@/modules/openschool/shared/shortlist-limits';
import type { OpenSchoolTables } from '../tables';

const tables = (db: Db) => db.withTables<OpenSchoolTables>();

/**
 * Withdraws a list's open invitations to an email (kept, so the link can say it was withdrawn);
 * false when none was open.
 */
export async function withdrawInvitations(
  db: Db,
  ownerId: string,
  email: string,
  now: Date,
): Promise<boolean> {
  const result = await tables(db)
    .updateTable('shortlist_invitation')
    .set({ withdrawn_at: now })
    .where('owner_id', '=', ownerId)
    .where(sql<boolean>`lower(email) = ${email.toLowerCase()}`)
    .where('accepted_at', 'is', null)
    .where('withdrawn_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Whether the invitation of a link was withdrawn (false for an unknown link). */
export async function invitationWithdrawn(db: Db, tokenHash: string): Promise<boolean> {
  const row = await tables(db)
    .selectFrom('shortlist_invitation')
    .select('withdrawn_at')
    .where('token_hash', '=', tokenHash)
    .executeTakeFirst();
  return Boolean(row?.withdrawn_at);
}

/** The members of a list, their rows locked until the transaction ends. */
export async function lockedMembersOf(trx: Db, ownerId: string): Promise<string[]> {
  const rows = await tables(trx)
    .selectFrom('shortlist_member')
    .select('member_id')
    .where('owner_id', '=', ownerId)
    .forUpdate()
    .execute();
  return rows.map((row) => row.member_id);
}

/**
 * Hands a list from its owner to one of its members, in the caller's transaction. The new owner's
 * own earlier list (kept under their id while they were a member) is merged into it: a school on
 * both keeps the family's row (its status, note and steps), a school only on theirs joins the list
 * while it has room (SHORTLIST_MAX), oldest first; the rest of it is dropped. The list's rows,
 * their steps (`on update cascade`), the other members and the open invitations follow the new
 * owner; the old owner becomes a member.
 */
export async function handOverList(trx: Db, ownerId: string, newOwnerId: string): Promise<void> {
  const db = tables(trx);
  await db
    .deleteFrom('shortlist')
    .where('user_id', '=', newOwnerId)
    .where('school_id', 'in', db.selectFrom('shortlist').select('school_id').where('user_id', '=', ownerId))
    .execute();
  const family = await db
    .selectFrom('shortlist')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('user_id', '=', ownerId)
    .executeTakeFirstOrThrow();
  const room = Math.max(0, SHORTLIST_MAX - Number(family.count));
  await sql`delete from shortlist where user_id = ${newOwnerId} and school_id not in (
      select school_id from shortlist where user_id = ${newOwnerId} order by added_at, school_id limit ${room}
    )`.execute(trx);
  await db.updateTable('shortlist').set({ user_id: newOwnerId }).where('user_id', '=', ownerId).execute();

  await db.deleteFrom('shortlist_member').where('member_id', '=', newOwnerId).execute();
  await db
    .updateTable('shortlist_member')
    .set({ owner_id: newOwnerId })
    .where('owner_id', '=', ownerId)
    .execute();
  await db.insertInto('shortlist_member').values({ member_id: ownerId, owner_id: newOwnerId }).execute();
  await db
    .updateTable('shortlist_invitation')
    .set({ owner_id: newOwnerId })
    .where('owner_id', '=', ownerId)
    .where('accepted_at', 'is', null)
    .execute();
}
