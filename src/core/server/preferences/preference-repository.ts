import type { Generated } from 'kysely';
import type { Preferences } from '@/core/shared/visitor-preferences';
import type { Db } from '../db/database';

export type PreferenceTables = {
  member_preference: { user_id: string; name: string; value: string; updated_at: Generated<Date> };
};

const preferences = (db: Db) => db.withTables<PreferenceTables>();

/** A member's preferences, as their account keeps them. */
export async function findMemberPreferences(db: Db, userId: string): Promise<Preferences> {
  const rows = await preferences(db)
    .selectFrom('member_preference')
    .select(['name', 'value'])
    .where('user_id', '=', userId)
    .execute();
  return Object.fromEntries(rows.map((row) => [row.name, row.value]));
}

/** Keeps a member's choices: a value replaces the one kept, a null forgets it. */
export async function writeMemberPreferences(
  db: Db,
  userId: string,
  changes: Readonly<Record<string, string | null>>,
): Promise<void> {
  const entries = Object.entries(changes);
  const forgotten = entries.filter(([, value]) => value === null).map(([name]) => name);
  const kept = entries.flatMap(([name, value]) => (value === null ? [] : [{ name, value }]));
  await db.transaction().execute(async (trx) => {
    if (forgotten.length > 0) {
      await preferences(trx)
        .deleteFrom('member_preference')
        .where('user_id', '=', userId)
        .where('name', 'in', forgotten)
        .execute();
    }
    if (kept.length === 0) return;
    await preferences(trx)
      .insertInto('member_preference')
      .values(kept.map(({ name, value }) => ({ user_id: userId, name, value })))
      .onConflict((conflict) =>
        conflict.columns(['user_id', 'name']).doUpdateSet((row) => ({
          value: row.ref('excluded.value'),
          updated_at: new Date(),
        })),
      )
      .execute();
  });
}
