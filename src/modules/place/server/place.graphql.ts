import { builder } from '@/core/server/graphql/builder';
import { asMutationResult } from '@/core/server/graphql/mutation-result';
import { mutationResultType } from '@/core/server/graphql/mutation-result-types';
import { formInputFieldsOf } from '@/core/server/graphql/zod-input-fields';
import { withoutNulls } from '@/core/shared/objects';
import { placeInputSchema } from '../shared/place-schemas';
import { addPlace, myPlaces, publishedPlace } from './place-service';
import type { PlaceRecord } from './tables';

/** A published place as visitors see it on the map: what it is and where, never who added it. */
const PlaceType = builder.objectRef<PlaceRecord>('Place').implement({
  description: 'A place families look for (a nursery, a sports club, a doctor…), as published on the map.',
  fields: (t) => ({
    _id: t.exposeID('id'),
    name: t.exposeString('name'),
    category: t.exposeString('category', {
      description:
        'nursery, activities, sports, library, doctor, paediatrician, consulate, association or other.',
    }),
    description: t.exposeString('description', { description: 'Empty when none was given.' }),
    address: t.exposeString('address', { description: 'Empty when none was given.' }),
    latitude: t.exposeFloat('latitude'),
    longitude: t.exposeFloat('longitude'),
    website: t.exposeString('website', { nullable: true }),
    openingNotes: t.exposeString('openingNotes', {
      description: 'Opening hours and what to know before going.',
    }),
    imageIds: t.exposeStringList('imageIds', { description: 'Its photos: ids of the image host, in order.' }),
  }),
});

/** A place the signed-in member added, with where it stands in moderation. */
const MyPlaceType = builder.objectRef<PlaceRecord>('MyPlace').implement({
  description: 'A place the signed-in member added, whatever its status.',
  fields: (t) => ({
    _id: t.exposeID('id'),
    name: t.exposeString('name'),
    category: t.exposeString('category'),
    latitude: t.exposeFloat('latitude'),
    longitude: t.exposeFloat('longitude'),
    status: t.exposeString('status', { description: 'pending, published or rejected.' }),
    rejectReason: t.exposeString('rejectReason', { nullable: true }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
  }),
});

builder.queryField('place', (t) =>
  t.field({
    type: PlaceType,
    nullable: true,
    subGraphs: ['public'],
    description: 'A published place; null for any other id. `map.disabled` while ENABLE_PLACE is off.',
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, args, context) => publishedPlace(context, String(args.id)),
  }),
);

builder.queryField('myPlaces', (t) =>
  t.field({
    type: [MyPlaceType],
    subGraphs: ['public'],
    description: 'The places the signed-in member added (the latest 50), newest first; none for a visitor.',
    resolve: (_root, _args, context) => myPlaces(context),
  }),
);

const AddPlaceResultType = mutationResultType('AddPlaceResult', MyPlaceType);

const PlaceInputType = builder.inputType('PlaceInput', {
  description: 'A place as a member adds it: what is missing or wrong comes back in `fieldErrors`.',
  fields: (t) =>
    formInputFieldsOf(t, placeInputSchema, {
      imageIds: 'Ids of photos uploaded first, in order (at most 4).',
    }),
});

builder.mutationField('addPlace', (t) =>
  t.field({
    type: AddPlaceResultType,
    subGraphs: ['public'],
    description:
      'Adds a place (needs Place:create): name 2–100 characters, a category, the point, and if known ' +
      'a description, an address, a website and opening notes. A member’s place waits for a ' +
      'moderator; an editor’s (Place:update) is published at once. At most 20 an hour.',
    args: { input: t.arg({ type: PlaceInputType, required: true }) },
    resolve: (_root, args, context) => asMutationResult(() => addPlace(context, withoutNulls(args.input))),
  }),
);
