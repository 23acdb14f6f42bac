import { sql } from 'kysely';
import { v7 as uuidv7 } from 'uuid';
import type { Db } from '@/core/server/db/database';
import type { OpenSchoolTables } from '../tables';

const tables = (db: Db) => db.withTables<OpenSchoolTables>();

export interface SchoolPhotoRecord {
  id: string;
  schoolId: string;
  imageId: string;
  caption: string | null;
  position: number;
}

/** A school's photos in the order visitors see them. */
export function schoolPhotos(db: Db, schoolId: string): Promise<SchoolPhotoRecord[]> {
  return tables(db)
    .selectFrom('school_photo')
    .select(['id', 'school_id as schoolId', 'image_id as imageId', 'caption', 'position'])
    .where('school_id', '=', schoolId)
    .orderBy('position')
    .orderBy('created_at')
    .execute();
}

export async function findSchoolPhoto(db: Db, id: string): Promise<SchoolPhotoRecord | null> {
  return (
    (await tables(db)
      .selectFrom('school_photo')
      .select(['id', 'school_id as schoolId', 'image_id as imageId', 'caption', 'position'])
      .where('id', '=', id)
      .executeTakeFirst()) ?? null
  );
}

/** Locks the school's row, so two editors changing its photos at once take turns. */
export async function lockSchool(db: Db, schoolId: string): Promise<boolean> {
  const row = await tables(db)
    .selectFrom('school')
    .select('id')
    .where('id', '=', schoolId)
    .forUpdate()
    .executeTakeFirst();
  return row !== undefined;
}

/** Adds a photo after the school's others. */
export async function insertSchoolPhoto(db: Db, schoolId: string, imageId: string, caption: string | null) {
  await tables(db)
    .insertInto('school_photo')
    .values({
      id: uuidv7(),
      school_id: schoolId,
      image_id: imageId,
      caption,
      position: sql<number>`(select coalesce(max(position) + 1, 0) from school_photo where school_id = ${schoolId})`,
    })
    .execute();
}

export async function setSchoolPhotoCaption(db: Db, id: string, caption: string | null): Promise<void> {
  await tables(db).updateTable('school_photo').set({ caption }).where('id', '=', id).execute();
}

export async function deleteSchoolPhoto(db: Db, id: string): Promise<void> {
  await tables(db).deleteFrom('school_photo').where('id', '=', id).execute();
}

/** Puts the school's photos in the order of `ids` (each of its photos, once). */
export async function orderSchoolPhotos(db: Db, ids: string[]): Promise<void> {
  await sql`
    update school_photo set position = ordered.place - 1
    from unnest(${ids}::uuid[]) with ordinality as ordered(id, place)
    where school_photo.id = ordered.id
  `.execute(db);
}
