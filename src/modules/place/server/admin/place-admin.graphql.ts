import type { AdminEntity } from '@/core/server/admin/crud/admin-entity';
import { registerAdminEntity } from '@/core/server/admin/crud/register-admin-entity';
import { builder } from '@/core/server/graphql/builder';
import type { GraphQLContext } from '@/core/server/graphql/context';
import { type Rejection, rejectionInputSchema } from '@/core/shared/moderation';
import { PLACE_FILE_HEADERS, PLACE_LIST } from '@/modules/place/shared/place-list';
import { type PlaceAdminInput, placeAdminInputSchema } from '@/modules/place/shared/place-schemas';
import { decidePlaces, deletePlaces, findPlaceById, insertPlace, updatePlace } from '../place-repository';
import type { PlaceRecord } from '../tables';
import { findPlacePage } from './place-admin-repository';

const PlaceAdminType = builder.objectRef<PlaceRecord>('AdminPlace').implement({
  subGraphs: ['admin'],
  description: 'A place on the map, as moderators and editors see it.',
  fields: (t) => ({
    _id: t.exposeID('id'),
    version: t.exposeInt('version', { description: 'Sent back with an edit, to detect a conflict.' }),
    name: t.exposeString('name'),
    category: t.exposeString('category'),
    description: t.exposeString('description'),
    address: t.exposeString('address'),
    latitude: t.exposeFloat('latitude'),
    longitude: t.exposeFloat('longitude'),
    website: t.exposeString('website', { nullable: true }),
    openingNotes: t.exposeString('openingNotes'),
    imageIds: t.exposeStringList('imageIds'),
    status: t.exposeString('status', { description: 'pending, published or rejected.' }),
    rejectReason: t.exposeString('rejectReason', { nullable: true }),
    rejectCategory: t.exposeString('rejectCategory', {
      nullable: true,
      description: 'The kind of a rejection (spam, personal-data…), counted by the public moderation log.',
    }),
    authorName: t.exposeString('authorName', { nullable: true }),
    authorEmail: t.exposeString('authorEmail', {
      nullable: true,
      description: 'Null: no author or account deleted.',
    }),
    moderatedByEmail: t.exposeString('moderatedByEmail', { nullable: true }),
    moderatedAt: t.expose('moderatedAt', { type: 'DateTime', nullable: true }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    updatedAt: t.expose('updatedAt', { type: 'DateTime' }),
  }),
});

const ids = (places: PlaceRecord[]) => places.map((place) => place.id);

/** The decision an admin write records: a pending place has no moderator yet. */
const decisionOf = (input: PlaceAdminInput, context: GraphQLContext) => ({
  status: input.status,
  rejectReason: input.rejectReason,
  rejectCategory: input.rejectCategory,
  moderatorId: input.status === 'pending' ? null : (context.user?.id ?? null),
});

/**
 * Places in the admin: the moderation queue of members' places (published or rejected, one by
 * one or in bulk) and the places editors write themselves. Writing here takes `Place:update`
 * besides `Place:create`: members hold `Place:create` to add places on the map.
 */
const placeAdmin: AdminEntity<PlaceRecord, PlaceAdminInput> = {
  name: 'Place',
  plural: 'Places',
  type: PlaceAdminType,
  list: PLACE_LIST,
  writePermission: 'Place:update',
  findPage: (db, list) => findPlacePage(db, list),
  findById: findPlaceById,
  inputSchema: placeAdminInputSchema,
  create: async (trx, input, context) => {
    const id = await insertPlace(trx, input, decisionOf(input, context), context.user?.id ?? null);
    return (await findPlaceById(trx, id))!;
  },
  update: async (trx, current, input, context) => {
    await updatePlace(trx, current.id, input, decisionOf(input, context));
    return (await findPlaceById(trx, current.id))!;
  },
  bulkActions: {
    publish: {
      permission: 'Place:update',
      run: (trx, places, context) =>
        decidePlaces(trx, ids(places), {
          status: 'published',
          rejectReason: null,
          rejectCategory: null,
          moderatorId: context.user?.id ?? null,
        }),
    },
    reject: {
      permission: 'Place:update',
      inputSchema: rejectionInputSchema,
      run: (trx, places, context, input) =>
        decidePlaces(trx, ids(places), {
          status: 'rejected',
          rejectReason: (input as Rejection).reason,
          rejectCategory: (input as Rejection).category,
          moderatorId: context.user?.id ?? null,
        }),
    },
    delete: { permission: 'Place:update', run: (trx, places) => deletePlaces(trx, ids(places)) },
  },
  // The place's own fields: its author's name and address belong to their account.
  auditOf: ({ authorName: _name, authorEmail: _email, moderatedByEmail: _moderator, ...place }) => place,
  file: {
    headers: PLACE_FILE_HEADERS,
    toRow: (place) => ({
      name: place.name,
      category: place.category,
      description: place.description,
      address: place.address,
      latitude: String(place.latitude),
      longitude: String(place.longitude),
      website: place.website ?? '',
      openingNotes: place.openingNotes,
      // Image ids separated by spaces: an import keeps the photos of the places it updates.
      photos: place.imageIds.join(' '),
      status: place.status,
      rejectReason: place.rejectReason ?? '',
      rejectCategory: place.rejectCategory ?? '',
    }),
    toInput: (row) => ({
      ...row,
      category: row.category?.trim().toLowerCase(),
      status: row.status?.trim().toLowerCase(),
      // A file from before rejections had kinds: its rejections count as `other`, as the
      // migration counted the stored ones.
      rejectCategory: row.rejectCategory ?? (row.status?.trim().toLowerCase() === 'rejected' ? 'other' : ''),
      latitude: row.latitude?.trim() ? Number(row.latitude) : undefined,
      longitude: row.longitude?.trim() ? Number(row.longitude) : undefined,
      imageIds: row.photos?.split(/\s+/).filter(Boolean) ?? [],
    }),
  },
};

registerAdminEntity(placeAdmin);
