import type { AdminEntity } from '@/core/server/admin/crud/admin-entity';
import { registerAdminEntity } from '@/core/server/admin/crud/register-admin-entity';
import { countryByCode } from '@/core/server/countries/countries';
import { AppError } from '@/core/server/errors';
import { builder } from '@/core/server/graphql/builder';
import { InputError } from '@/core/server/validation';
import { UNSPLASH_PHOTO_LIST } from '@/modules/unsplash/shared/unsplash-photo-list';
import {
  type UnsplashPhotoCreateInput,
  type UnsplashPhotoUpdateInput,
  unsplashPhotoCreateSchema,
  unsplashPhotoUpdateSchema,
} from '@/modules/unsplash/shared/unsplash-photo-schemas';
import type { UnsplashPhotoRecord } from '../tables';
import { getUnsplashPhoto, trackUnsplashDownload, type UnsplashApiPhoto } from '../unsplash-client';
import {
  deleteUnsplashPhotos,
  findSavedUnsplashIds,
  findUnsplashPhotoById,
  findUnsplashPhotoPage,
  insertUnsplashPhoto,
  setUnsplashPhotosActive,
  updateUnsplashPhoto,
} from '../unsplash-photo-repository';
import { assertUnsplashEnabled, unsplashAccount } from '../unsplash-service';

const UnsplashPhotoType = builder.objectRef<UnsplashPhotoRecord>('UnsplashPhoto').implement({
  subGraphs: ['admin'],
  description: 'A photo of the stock-photo service saved for pages without a picture of their own.',
  fields: (t) => ({
    _id: t.exposeID('id'),
    version: t.exposeInt('version', { description: 'Sent back with an edit, to detect a conflict.' }),
    unsplashId: t.exposeString('unsplashId'),
    imageUrl: t.exposeString('imageUrl', { description: 'Unsplash’s `raw` URL, sized when shown.' }),
    pageUrl: t.exposeString('pageUrl'),
    photographerName: t.exposeString('photographerName'),
    photographerUrl: t.exposeString('photographerUrl'),
    width: t.exposeInt('width'),
    height: t.exposeInt('height'),
    color: t.exposeString('color', { nullable: true }),
    alt: t.exposeString('alt', {
      nullable: true,
      description: 'The admin’s alt text; null: the description.',
    }),
    description: t.exposeString('description', { nullable: true }),
    uses: t.exposeStringList('uses', { description: 'home, country, curriculum, blog, school.' }),
    countryCode: t.exposeString('countryCode', { nullable: true }),
    active: t.exposeBoolean('active'),
    downloadTrackedAt: t.expose('downloadTrackedAt', { type: 'DateTime' }),
    createdByEmail: t.exposeString('createdByEmail', { nullable: true }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    updatedAt: t.expose('updatedAt', { type: 'DateTime' }),
  }),
});

/** A create's input once the service has described the photo (`prepareCreate`). */
type CreateInput = UnsplashPhotoCreateInput & { fetched?: UnsplashApiPhoto };
type PhotoInput = CreateInput | UnsplashPhotoUpdateInput;

const ids = (photos: UnsplashPhotoRecord[]) => photos.map((photo) => photo.id);

/**
 * Saved stock photos: saved from the search (`/_admin/unsplash`) or by id on the create form.
 * Saving asks the service for the photo (its credit) and tells it the photo is used (its
 * download endpoint, as its guidelines require), before anything is written.
 */
const unsplashPhotoAdmin: AdminEntity<UnsplashPhotoRecord, PhotoInput> = {
  name: 'UnsplashPhoto',
  plural: 'UnsplashPhotos',
  type: UnsplashPhotoType,
  list: UNSPLASH_PHOTO_LIST,
  findPage: (db, list) => findUnsplashPhotoPage(db, list),
  findById: findUnsplashPhotoById,
  inputSchema: unsplashPhotoUpdateSchema,
  createInputSchema: unsplashPhotoCreateSchema,
  conflictOf: async (db, input) => {
    if (input.countryCode && !countryByCode(input.countryCode))
      return { field: 'countryCode', code: 'country.code.invalid' };
    if ('photo' in input && (await findSavedUnsplashIds(db, [input.photo])).size > 0) {
      return { field: 'photo', code: 'unsplash.photo.saved' };
    }
    return null;
  },
  prepareCreate: async (input, context) => {
    await assertUnsplashEnabled(context);
    if (!('photo' in input)) throw new AppError('input.invalid');
    const account = await unsplashAccount(context);
    const fetched = await getUnsplashPhoto(account, input.photo).catch((error: unknown) => {
      // An id the service does not know is the form's field at fault.
      if (error instanceof AppError && error.code === 'unsplash.not.found') {
        throw new InputError([{ field: 'photo', code: 'unsplash.not.found' }]);
      }
      throw error;
    });
    await trackUnsplashDownload(account, fetched.links.download_location);
    return { ...input, fetched };
  },
  create: async (trx, input, context) => {
    if (!('photo' in input) || !input.fetched) throw new AppError('input.invalid');
    const id = await insertUnsplashPhoto(trx, input.fetched, input, context.user?.id ?? null);
    return (await findUnsplashPhotoById(trx, id))!;
  },
  update: async (trx, current, input) => {
    if ('photo' in input) throw new AppError('input.invalid');
    await updateUnsplashPhoto(trx, current.id, input);
    return (await findUnsplashPhotoById(trx, current.id))!;
  },
  bulkActions: {
    show: {
      permission: 'UnsplashPhoto:update',
      run: (trx, photos) => setUnsplashPhotosActive(trx, ids(photos), true),
    },
    hide: {
      permission: 'UnsplashPhoto:update',
      run: (trx, photos) => setUnsplashPhotosActive(trx, ids(photos), false),
    },
    delete: {
      permission: 'UnsplashPhoto:update',
      run: (trx, photos) => deleteUnsplashPhotos(trx, ids(photos)),
    },
  },
  auditOf: ({ createdByEmail: _email, ...photo }) => photo,
};

registerAdminEntity(unsplashPhotoAdmin);
