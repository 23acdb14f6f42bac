import { recordAudit } from '@/core/server/admin/audit/audit-log';
import { AppError } from '@/core/server/errors';
import type { GraphQLContext } from '@/core/server/graphql/context';
import { SCHOOL_PHOTOS_MAX } from '@/modules/openschool/shared/admin/school-photo-schemas';
import {
  deleteSchoolPhoto,
  findSchoolPhoto,
  insertSchoolPhoto,
  lockSchool,
  orderSchoolPhotos,
  type SchoolPhotoRecord,
  schoolPhotos,
  setSchoolPhotoCaption,
} from './school-photo-repository';

/*
 * A school's photos live beside its record: they are not part of the state a revision keeps
 * (the image host keeps the files), so each change goes to the audit log of the school instead.
 * Every change locks the school's row first, so two editors take turns.
 */

type Change = (trx: GraphQLContext['db'], photos: SchoolPhotoRecord[]) => Promise<void>;

async function changePhotos(context: GraphQLContext, schoolId: string, action: string, change: Change) {
  return context.db.transaction().execute(async (trx) => {
    if (!(await lockSchool(trx, schoolId)))
      throw new AppError('not.found', { status: 404, field: 'schoolId' });
    const before = await schoolPhotos(trx, schoolId);
    await change(trx, before);
    const after = await schoolPhotos(trx, schoolId);
    await recordAudit(trx, context, {
      entity: 'School',
      entityId: schoolId,
      action,
      before: { photos: before },
      after: { photos: after },
    });
    return after;
  });
}

export function addPhoto(context: GraphQLContext, schoolId: string, imageId: string, caption: string | null) {
  return changePhotos(context, schoolId, 'photo.add', async (trx, photos) => {
    if (photos.length >= SCHOOL_PHOTOS_MAX) throw new AppError('photos.too.many', { field: 'imageId' });
    await insertSchoolPhoto(trx, schoolId, imageId, caption);
  });
}

/** The school a photo belongs to; `not.found` when there is no such photo. */
async function schoolOf(context: GraphQLContext, photoId: string): Promise<string> {
  const photo = await findSchoolPhoto(context.db, photoId);
  if (!photo) throw new AppError('not.found', { status: 404, field: 'id' });
  return photo.schoolId;
}

export async function captionPhoto(context: GraphQLContext, photoId: string, caption: string | null) {
  return changePhotos(context, await schoolOf(context, photoId), 'photo.caption', (trx) =>
    setSchoolPhotoCaption(trx, photoId, caption),
  );
}

export async function removePhoto(context: GraphQLContext, photoId: string) {
  return changePhotos(context, await schoolOf(context, photoId), 'photo.remove', (trx) =>
    deleteSchoolPhoto(trx, photoId),
  );
}

/** Orders a school's photos; `ids` must name each of them once. */
export function movePhotos(context: GraphQLContext, schoolId: string, ids: string[]) {
  return changePhotos(context, schoolId, 'photo.order', async (trx, photos) => {
    const known = new Set(photos.map((photo) => photo.id));
    if (ids.length !== known.size || new Set(ids).size !== ids.length || ids.some((id) => !known.has(id))) {
      throw new AppError('photos.order.invalid', { field: 'ids' });
    }
    await orderSchoolPhotos(trx, ids);
  });
}
