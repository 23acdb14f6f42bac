import type { Db } from '../db/database';

/** Keeps an image's bytes as a row, so every process on the database serves it. */
export async function insertImage(db: Db, id: string, data: Buffer): Promise<void> {
  await db.insertInto('image').values({ id, data }).execute();
}

/** An image's stored bytes, undefined when it has no row. */
export async function findImageData(db: Db, id: string) {
  const row = await db.selectFrom('image').select('data').where('id', '=', id).executeTakeFirst();
  return row?.data;
}
