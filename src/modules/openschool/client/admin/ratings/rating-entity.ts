import type { ResultOf } from 'gql.tada';
import type { AdminClientEntity } from '@/core/client/admin/crud/admin-client-entity';
import { adminGraphql } from '@/core/client/graphql/admin-graphql';
import { RATING_LIST } from '@/modules/openschool/shared/community-lists';

const RATING_FIELDS = adminGraphql(`
  fragment AdminSchoolRatingFields on AdminSchoolRating {
    _id version schoolId schoolName countryCode authorEmail authorName overall teaching community facilities
    communication value comment status rejectReason rejectCategory moderatedByEmail moderatedAt createdAt updatedAt
  }
`);

export type RatingItem = ResultOf<typeof RATING_FIELDS>;

export const RATINGS_PATH = '/_admin/school-ratings';

export const ratingEntity: AdminClientEntity<RatingItem> = {
  name: 'SchoolRating',
  plural: 'SchoolRatings',
  path: RATINGS_PATH,
  list: RATING_LIST,
  fields: RATING_FIELDS,
  titleOf: (rating) => rating.schoolName,
};
