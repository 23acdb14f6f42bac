import type { ResultOf } from 'gql.tada';
import type { AdminClientEntity } from '@/core/client/admin/crud/admin-client-entity';
import { adminGraphql } from '@/core/client/graphql/admin-graphql';
import { PLACE_LIST } from '@/modules/place/shared/place-list';

const PLACE_FIELDS = adminGraphql(`
  fragment PlaceFields on AdminPlace {
    _id version name category description address latitude longitude website openingNotes imageIds
    status rejectReason rejectCategory authorName authorEmail moderatedByEmail moderatedAt createdAt updatedAt
  }
`);

export type PlaceItem = ResultOf<typeof PLACE_FIELDS>;

export const placeEntity: AdminClientEntity<PlaceItem> = {
  name: 'Place',
  plural: 'Places',
  path: '/_admin/places',
  list: PLACE_LIST,
  fields: PLACE_FIELDS,
  titleOf: (place) => place.name,
};
