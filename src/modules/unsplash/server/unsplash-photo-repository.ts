import { sql } from 'kysely';
import { v7 as uuidv7 } from 'uuid';
import { type AdminListSql, findAdminPage } from '@/core/server/admin/crud/admin-list-sql';
import type { Db } from '@/core/server/db/database';
import { InputError } from '@/core/server/validation';
import type { AdminListQuery } from '@/core/shared/admin-list';
import { UNSPLASH_PHOTO_LIST } from '../shared/unsplash-photo-list';
import type { PhotoUse, UnsplashPhotoUpdateInput } from '../shared/unsplash-photo-schemas';
import type { UnsplashPhotoRecord, UnsplashTables } from './tables';
import type { UnsplashApiPhoto } from './unsplash-client';

const photos = (db: Db) => db.withTables<UnsplashTables>();

const fromPhotos = (db: Db) =>
  photos(db).selectFrom('unsplash_photo').leftJoin('app_user', 'app_user.id', 'unsplash_photo.created_by');

function selectPhoto(query: ReturnType<typeof fromPhotos>) {
  return query.select([
    'unsplash_photo.id',
    'unsplash_photo.version',
    'unsplash_photo.unsplash_id as unsplashId',
    'unsplash_photo.image_url as imageUrl',
    'unsplash_photo.page_url as pageUrl',
    'unsplash_photo.photographer_name as photographerName',
    'unsplash_photo.photographer_url as photographerUrl',
    'unsplash_photo.width',
    'unsplash_photo.height',
    'unsplash_photo.color',
    'unsplash_photo.alt',
    'unsplash_photo.description',
    'unsplash_photo.uses',
    'unsplash_photo.country_code as countryCode',
    'unsplash_photo.active',
    'unsplash_photo.download_tracked_at as downloadTrackedAt',
    'app_user.email as createdByEmail',
    'unsplash_photo.created_at as createdAt',
    'unsplash_photo.updated_at as updatedAt',
  ]);
}

const PHOTO_SQL: AdminListSql = {
  spec: UNSPLASH_PHOTO_LIST.columns,
  columns: {
    photographer: sql`lower(unsplash_photo.photographer_name)`,
    country: sql`unsplash_photo.country_code`,
    active: sql`unsplash_photo.active::text`,
    createdAt: sql.ref('unsplash_photo.created_at'),
  },
  search: (pattern) =>
    sql`(unsplash_photo.photographer_name ilike ${pattern} or unsplash_photo.alt ilike ${pattern}
      or unsplash_photo.description ilike ${pattern})`,
  tiebreak: sql.ref('unsplash_photo.id'),
};

export async function findUnsplashPhotoPage(db: Db, list: AdminListQuery) {
  // A photo has several uses: the `use` filter asks whether its list holds one.
  const { use, ...others } = list.filters;
  let base = fromPhotos(db);
  if (typeof use === 'string') base = base.where(sql<boolean>`${use} = any(unsplash_photo.uses)`);
  const { rows, count } = await findAdminPage(base, PHOTO_SQL, { ...list, filters: others }, selectPhoto);
  return { items: rows as UnsplashPhotoRecord[], count };
}

export async function findUnsplashPhotoById(db: Db, id: string, options: { forUpdate?: boolean } = {}) {
  let query = selectPhoto(fromPhotos(db)).where('unsplash_photo.id', '=', id);
  if (options.forUpdate) query = query.forUpdate('unsplash_photo');
  return ((await query.executeTakeFirst()) as UnsplashPhotoRecord | undefined) ?? null;
}

/** The saved photo of this Unsplash id, if any: a photo is saved once. */
export async function findSavedUnsplashIds(db: Db, unsplashIds: string[]): Promise<Map<string, string>> {
  if (unsplashIds.length === 0) return new Map();
  const rows = await photos(db)
    .selectFrom('unsplash_photo')
    .select(['id', 'unsplash_id'])
    .where('unsplash_id', 'in', unsplashIds)
    .execute();
  return new Map(rows.map((row) => [row.unsplash_id, row.id]));
}

const choicesOf = (input: Pick<UnsplashPhotoUpdateInput, 'uses' | 'countryCode' | 'alt'>) => ({
  uses: sql<string[]>`${sql.val(input.uses)}::text[]`,
  country_code: input.countryCode,
  alt: input.alt,
});

/** Two admins saving one photo at once: the unique index refuses the second, and its form hears why. */
async function withSavedGuard<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    const code = (error as { code?: unknown } | null)?.code;
    if (code === '23505') throw new InputError([{ field: 'photo', code: 'unsplash.photo.saved' }]);
    throw error;
  }
}

export async function insertUnsplashPhoto(
  db: Db,
  photo: UnsplashApiPhoto,
  choices: Pick<UnsplashPhotoUpdateInput, 'uses' | 'countryCode' | 'alt'>,
  createdBy: string | null,
): Promise<string> {
  const id = uuidv7();
  await withSavedGuard(() =>
    photos(db)
      .insertInto('unsplash_photo')
      .values({
        id,
        unsplash_id: photo.id,
        image_url: photo.urls.raw,
        page_url: photo.links.html,
        photographer_name: photo.user.name,
        photographer_url: photo.user.links.html,
        width: photo.width,
        height: photo.height,
        color: photo.color,
        description: photo.alt_description ?? photo.description,
        ...choicesOf(choices),
        download_tracked_at: new Date(),
        created_by: createdBy,
      })
      .execute(),
  );
  return id;
}

export async function updateUnsplashPhoto(db: Db, id: string, input: UnsplashPhotoUpdateInput) {
  await photos(db)
    .updateTable('unsplash_photo')
    .set({
      ...choicesOf(input),
      active: input.active,
      updated_at: sql<Date>`now()`,
      version: sql`version + 1`,
    })
    .where('id', '=', id)
    .execute();
}

export async function setUnsplashPhotosActive(db: Db, ids: string[], active: boolean) {
  await photos(db)
    .updateTable('unsplash_photo')
    .set({ active, updated_at: sql<Date>`now()`, version: sql`version + 1` })
    .where('id', 'in', ids)
    .execute();
}

export async function deleteUnsplashPhotos(db: Db, ids: string[]) {
  await photos(db).deleteFrom('unsplash_photo').where('id', 'in', ids).execute();
}

/**
 * The photo a page shows: an active one for its use, the page's country's first, then one for
 * anywhere; among equals, one picked by the page's key, so each page keeps its photo and
 * pages of one kind do not all show the same. Null when none fits.
 */
export async function pickUnsplashPhoto(
  db: Db,
  page: { use: PhotoUse; countryCode: string | null; key: string },
): Promise<UnsplashPhotoRecord | null> {
  const photo = await selectPhoto(fromPhotos(db))
    .where('unsplash_photo.active', '=', true)
    .where(sql<boolean>`${page.use} = any(unsplash_photo.uses)`)
    .where((where) =>
      where.or([
        where('unsplash_photo.country_code', 'is', null),
        where('unsplash_photo.country_code', '=', page.countryCode ?? ''),
      ]),
    )
    .orderBy(sql`unsplash_photo.country_code is null`)
    .orderBy(sql`md5(unsplash_photo.id::text || ${page.key})`)
    .limit(1)
    .executeTakeFirst();
  return (photo as UnsplashPhotoRecord | undefined) ?? null;
}
