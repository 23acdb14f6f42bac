import { sql } from 'kysely';
import type { Db } from '../db/database';

/** Every stored setting: its key and its JSON value. */
export async function readStoredSettings(db: Db): Promise<{ key: string; value: unknown }[]> {
  return db.selectFrom('setting').select(['key', 'value']).execute();
}

/** Stores a setting's value (already validated), replacing the one stored. */
export async function writeSetting(db: Db, key: string, value: unknown): Promise<void> {
  const json = JSON.stringify(value);
  await db
    .insertInto('setting')
    .values({ key, value: sql`${json}::jsonb` })
    .onConflict((oc) => oc.column('key').doUpdateSet({ value: sql`${json}::jsonb`, updated_at: sql`now()` }))
    .execute();
}

/** Removes a setting's stored value: the key falls back to its default. */
export async function deleteSetting(db: Db, key: string): Promise<void> {
  await db.deleteFrom('setting').where('key', '=', key).execute();
}
