import { z } from 'zod';
import { recordIdSchema } from '@/core/server/admin/crud/admin-crud-service';
import { builder } from '@/core/server/graphql/builder';
import { asMutationResult, type MutationResult } from '@/core/server/graphql/mutation-result';
import { resultFields } from '@/core/server/graphql/mutation-result-types';
import { parseInput } from '@/core/server/validation';
import { photoImageIdSchema } from '@/core/shared/photo-image-id';
import { photoCaptionSchema } from '@/modules/openschool/shared/admin/school-photo-schemas';
import type { SchoolPhotoRecord } from './school-photo-repository';
import { schoolPhotos } from './school-photo-repository';
import { addPhoto, captionPhoto, movePhotos, removePhoto } from './school-photo-service';

const AdminSchoolPhoto = builder.objectRef<SchoolPhotoRecord>('AdminSchoolPhoto').implement({
  subGraphs: ['admin'],
  description: 'A photo of a school, kept by the image host under `imageId`.',
  fields: (t) => ({
    _id: t.exposeID('id'),
    imageId: t.exposeString('imageId'),
    caption: t.exposeString('caption', { nullable: true, description: 'Also its text for screen readers.' }),
    position: t.exposeInt('position'),
  }),
});

const AdminSchoolPhotosResult = builder
  .objectRef<MutationResult<SchoolPhotoRecord[]>>('AdminSchoolPhotosResult')
  .implement({
    subGraphs: ['admin'],
    fields: (t) => ({
      ...resultFields(t),
      photos: t.field({
        type: [AdminSchoolPhoto],
        description: 'The school’s photos after the change.',
        resolve: (result) => result.item ?? [],
      }),
    }),
  });

const addSchema = z.object({
  schoolId: recordIdSchema,
  imageId: photoImageIdSchema,
  caption: photoCaptionSchema,
});
const captionSchema = z.object({ id: recordIdSchema, caption: photoCaptionSchema });
const idSchema = z.object({ id: recordIdSchema });
const orderSchema = z.object({
  schoolId: recordIdSchema,
  ids: z.array(recordIdSchema).max(100, 'photos.order.invalid'),
});

builder.queryField('adminSchoolPhotos', (t) =>
  t.field({
    type: [AdminSchoolPhoto],
    subGraphs: ['admin'],
    description: 'A school’s photos, in the order visitors see them. Needs School:read.',
    authScopes: { permission: 'School:read' },
    args: { schoolId: t.arg.id({ required: true }) },
    resolve: (_root, args, context) => {
      const id = String(args.schoolId);
      return recordIdSchema.safeParse(id).success ? schoolPhotos(context.db, id) : [];
    },
  }),
);

// Photos are published at once, as an editor's change to the school is.
const WRITES = { allPermissions: ['School:update', 'School:publish'] } as const;

builder.mutationFields((t) => ({
  adminAddSchoolPhoto: t.field({
    type: AdminSchoolPhotosResult,
    subGraphs: ['admin'],
    authScopes: WRITES,
    description:
      'Adds an uploaded image (its image host id) after the school’s photos, at most 30. Needs School:update and School:publish.',
    args: {
      schoolId: t.arg.id({ required: true }),
      imageId: t.arg.string({ required: true }),
      caption: t.arg.string(),
    },
    resolve: (_root, args, context) =>
      asMutationResult(async () => {
        const input = parseInput(addSchema, { ...args, schoolId: String(args.schoolId) });
        return addPhoto(context, input.schoolId, input.imageId, input.caption);
      }),
  }),
  adminCaptionSchoolPhoto: t.field({
    type: AdminSchoolPhotosResult,
    subGraphs: ['admin'],
    authScopes: WRITES,
    description: 'Changes a photo’s caption (empty: none). Needs School:update and School:publish.',
    args: { id: t.arg.id({ required: true }), caption: t.arg.string() },
    resolve: (_root, args, context) =>
      asMutationResult(async () => {
        const input = parseInput(captionSchema, { ...args, id: String(args.id) });
        return captionPhoto(context, input.id, input.caption);
      }),
  }),
  adminRemoveSchoolPhoto: t.field({
    type: AdminSchoolPhotosResult,
    subGraphs: ['admin'],
    authScopes: WRITES,
    description: 'Removes a photo from its school. Needs School:update and School:publish.',
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, args, context) =>
      asMutationResult(async () => {
        return removePhoto(context, parseInput(idSchema, { id: String(args.id) }).id);
      }),
  }),
  adminOrderSchoolPhotos: t.field({
    type: AdminSchoolPhotosResult,
    subGraphs: ['admin'],
    authScopes: WRITES,
    description:
      'Puts a school’s photos in the order given (each of them once). Needs School:update and School:publish.',
    args: { schoolId: t.arg.id({ required: true }), ids: t.arg.idList({ required: true }) },
    resolve: (_root, args, context) =>
      asMutationResult(async () => {
        const input = parseInput(orderSchema, {
          schoolId: String(args.schoolId),
          ids: args.ids.map(String),
        });
        return movePhotos(context, input.schoolId, input.ids);
      }),
  }),
}));
