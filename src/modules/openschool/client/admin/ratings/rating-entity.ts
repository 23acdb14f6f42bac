import type { AdminClientEntity } from '../../../../../core/client/admin/crud/admin-client-entity';
import { RATING_LIST } from '../../../shared/community-lists';
import type { RatingDimension } from '../../../shared/directory-constants';

export type RatingStatus = 'pending' | 'approved' | 'rejected';

export interface RatingItem extends Record<RatingDimension, number | null> {
  _id: string;
  version: number;
  schoolId: string;
  schoolName: string;
  countryCode: string;
  authorEmail: string | null;
  authorName: string | null;
  overall: number;
  comment: string;
  status: RatingStatus;
  rejectReason: string | null;
  moderatedByEmail: string | null;
  moderatedAt: string | null;
  createdAt: string;
  updatedAt: string;
}

export const RATINGS_PATH = '/_admin/school-ratings';

export const ratingEntity: AdminClientEntity<RatingItem> = {
  name: 'SchoolRating',
  plural: 'SchoolRatings',
  path: RATINGS_PATH,
  list: RATING_LIST,
  fields:
    '_id version schoolId schoolName countryCode authorEmail authorName overall teaching community facilities ' +
    'communication value comment status rejectReason moderatedByEmail moderatedAt createdAt updatedAt',
  titleOf: (rating) => rating.schoolName,
};
