import type { AdminEntity } from '@/core/server/admin/crud/admin-entity';
import { registerAdminEntity } from '@/core/server/admin/crud/register-admin-entity';
import { builder } from '@/core/server/graphql/builder';
import { type Rejection, rejectionInputSchema } from '@/core/shared/moderation';
import { RATING_LIST } from '@/modules/openschool/shared/community-lists';
import {
  type RatingModerationInput,
  ratingModerationInputSchema,
} from '@/modules/openschool/shared/rating-input';
import { findRatingById, findRatingPage, moderateRatings, type RatingRecord } from './rating-repository';

const mark = 'From 1 to 5; null when not given.';

const RatingType = builder.objectRef<RatingRecord>('AdminSchoolRating').implement({
  subGraphs: ['admin'],
  description: 'A member’s rating of a school, as moderators see it.',
  fields: (t) => ({
    _id: t.exposeID('id'),
    version: t.exposeInt('version', { description: 'Sent back with an edit, to detect a conflict.' }),
    schoolId: t.exposeID('schoolId'),
    schoolName: t.exposeString('schoolName'),
    countryCode: t.exposeString('countryCode'),
    authorEmail: t.exposeString('authorEmail', {
      nullable: true,
      description: 'Null: the account was deleted.',
    }),
    authorName: t.exposeString('authorName', { nullable: true, description: 'The name parents see.' }),
    overall: t.exposeInt('overall', { description: 'From 1 to 5.' }),
    teaching: t.exposeInt('teaching', { nullable: true, description: mark }),
    community: t.exposeInt('community', { nullable: true, description: mark }),
    facilities: t.exposeInt('facilities', { nullable: true, description: mark }),
    communication: t.exposeInt('communication', { nullable: true, description: mark }),
    value: t.exposeInt('value', { nullable: true, description: mark }),
    comment: t.exposeString('comment'),
    status: t.exposeString('status', { description: 'pending, approved or rejected.' }),
    rejectReason: t.exposeString('rejectReason', { nullable: true }),
    rejectCategory: t.exposeString('rejectCategory', {
      nullable: true,
      description: 'The kind of a rejection (spam, personal-data…), counted by the public moderation log.',
    }),
    moderatedByEmail: t.exposeString('moderatedByEmail', { nullable: true }),
    moderatedAt: t.expose('moderatedAt', { type: 'DateTime', nullable: true }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    updatedAt: t.expose('updatedAt', { type: 'DateTime' }),
  }),
});

const ids = (ratings: RatingRecord[]) => ratings.map((rating) => rating.id);

/**
 * The ratings moderation queue: members rate on the public site (nothing is created here);
 * moderators approve or reject, one by one or in bulk. Only approved ratings count in a
 * school's average, which the database keeps.
 */
const ratingAdmin: AdminEntity<RatingRecord, RatingModerationInput> = {
  name: 'SchoolRating',
  plural: 'SchoolRatings',
  type: RatingType,
  list: RATING_LIST,
  findPage: (db, list) => findRatingPage(db, list),
  findById: findRatingById,
  inputSchema: ratingModerationInputSchema,
  update: async (trx, current, input, context) => {
    await moderateRatings(trx, [current.id], { ...input, moderatorId: context.user?.id ?? null });
    return (await findRatingById(trx, current.id))!;
  },
  bulkActions: {
    approve: {
      permission: 'SchoolRating:update',
      run: (trx, ratings, context) =>
        moderateRatings(trx, ids(ratings), {
          status: 'approved',
          rejectReason: null,
          rejectCategory: null,
          moderatorId: context.user?.id ?? null,
        }),
    },
    reject: {
      permission: 'SchoolRating:update',
      inputSchema: rejectionInputSchema,
      run: (trx, ratings, context, input) =>
        moderateRatings(trx, ids(ratings), {
          status: 'rejected',
          rejectReason: (input as Rejection).reason,
          rejectCategory: (input as Rejection).category,
          moderatorId: context.user?.id ?? null,
        }),
    },
  },
};

registerAdminEntity(ratingAdmin);
