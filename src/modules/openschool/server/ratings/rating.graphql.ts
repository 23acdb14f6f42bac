import { AppError } from '@/core/server/errors';
import { builder } from '@/core/server/graphql/builder';
import { asMutationResult } from '@/core/server/graphql/mutation-result';
import { mutationResultType } from '@/core/server/graphql/mutation-result-types';
import { PageInfo } from '@/core/server/graphql/root-types';
import { formInputFieldsOf } from '@/core/server/graphql/zod-input-fields';
import { withoutNulls } from '@/core/shared/objects';
import { ratingInputSchema } from '@/modules/openschool/shared/rating-input';
import type { RatingRecord, RatingSummary } from './rating-repository';
import { myRating, rateSchool, schoolRatings } from './rating-service';

const mark = 'From 1 to 5; null when not given.';

/** An approved rating as parents read it: the marks, the comment, the author's public name. */
const SchoolRatingType = builder.objectRef<RatingRecord>('SchoolRating').implement({
  description: 'A parent’s rating of a school: the overall mark, the marks per dimension and a comment.',
  fields: (t) => ({
    _id: t.exposeID('id'),
    overall: t.exposeInt('overall', { description: 'From 1 to 5.' }),
    teaching: t.exposeInt('teaching', { nullable: true, description: mark }),
    community: t.exposeInt('community', { nullable: true, description: mark }),
    facilities: t.exposeInt('facilities', { nullable: true, description: mark }),
    communication: t.exposeInt('communication', { nullable: true, description: mark }),
    value: t.exposeInt('value', { nullable: true, description: mark }),
    comment: t.exposeString('comment'),
    authorName: t.exposeString('authorName', {
      nullable: true,
      description: 'The author’s username or first name; never their email.',
    }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
  }),
});

/** The member's own rating, whatever its status: the form shows it, pending or rejected. */
const MySchoolRatingType = builder.objectRef<RatingRecord>('MySchoolRating').implement({
  description: 'The signed-in member’s rating of a school, with its moderation status.',
  fields: (t) => ({
    _id: t.exposeID('id'),
    overall: t.exposeInt('overall'),
    teaching: t.exposeInt('teaching', { nullable: true }),
    community: t.exposeInt('community', { nullable: true }),
    facilities: t.exposeInt('facilities', { nullable: true }),
    communication: t.exposeInt('communication', { nullable: true }),
    value: t.exposeInt('value', { nullable: true }),
    comment: t.exposeString('comment'),
    status: t.exposeString('status', { description: 'pending, approved or rejected.' }),
    rejectReason: t.exposeString('rejectReason', { nullable: true }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
  }),
});

const AveragesType = builder.objectRef<RatingSummary['averages']>('SchoolRatingAverages').implement({
  description: 'Averages over the approved ratings; null where no rating gave that mark.',
  fields: (t) => ({
    overall: t.exposeFloat('overall', { nullable: true }),
    teaching: t.exposeFloat('teaching', { nullable: true }),
    community: t.exposeFloat('community', { nullable: true }),
    facilities: t.exposeFloat('facilities', { nullable: true }),
    communication: t.exposeFloat('communication', { nullable: true }),
    value: t.exposeFloat('value', { nullable: true }),
  }),
});

const SummaryType = builder.objectRef<RatingSummary>('SchoolRatingSummary').implement({
  fields: (t) => ({
    count: t.exposeInt('count', { description: 'Approved ratings.' }),
    averages: t.field({ type: AveragesType, resolve: (summary) => summary.averages }),
    distribution: t.exposeIntList('distribution', {
      description: 'How many approved ratings gave 1, 2, 3, 4 and 5 stars, in that order.',
    }),
  }),
});

type RatingsPage = Awaited<ReturnType<typeof schoolRatings>>;

const SchoolRatingPageType = builder.objectRef<RatingsPage>('SchoolRatingPage').implement({
  fields: (t) => ({
    pageInfo: t.field({ type: PageInfo, resolve: (page) => page.pageInfo }),
    items: t.field({ type: [SchoolRatingType], resolve: (page) => page.items }),
    summary: t.field({ type: SummaryType, resolve: (page) => page.summary }),
  }),
});

builder.queryField('schoolRatings', (t) =>
  t.field({
    type: SchoolRatingPageType,
    nullable: true,
    subGraphs: ['public'],
    description:
      'A published school’s approved ratings, newest first (page from 1, limit 1–50, default 10), ' +
      'with their averages and distribution; null for an unknown school.',
    args: { schoolId: t.arg.id({ required: true }), page: t.arg.int(), limit: t.arg.int() },
    resolve: async (_root, args, context) => {
      try {
        return await schoolRatings(context, String(args.schoolId), {
          page: args.page ?? undefined,
          limit: args.limit ?? undefined,
        });
      } catch (error) {
        if (error instanceof AppError && error.code === 'not.found') return null;
        throw error;
      }
    },
  }),
);

builder.queryField('mySchoolRating', (t) =>
  t.field({
    type: MySchoolRatingType,
    nullable: true,
    subGraphs: ['public'],
    description: 'The signed-in member’s rating of the school, whatever its status; null when none.',
    args: { schoolId: t.arg.id({ required: true }) },
    resolve: (_root, args, context) => myRating(context, String(args.schoolId)),
  }),
);

const RateResultType = mutationResultType('RateSchoolResult', MySchoolRatingType);

const RatingInputType = builder.inputType('RatingInput', {
  description: 'A parent’s rating: what is missing or out of range comes back in `fieldErrors`.',
  fields: (t) =>
    formInputFieldsOf(t, ratingInputSchema, {
      overall: 'From 1 to 5; required.',
      comment: 'What other parents can learn from: 10 to 2,000 characters.',
    }),
});

builder.mutationField('rateSchool', (t) =>
  t.field({
    type: RateResultType,
    subGraphs: ['public'],
    description:
      'Rates a published school (needs SchoolRating:create): overall 1–5, dimensions 1–5 or null, ' +
      'a comment of 10 to 2,000 characters. A second rating replaces the first; both wait for a moderator.',
    args: { schoolId: t.arg.id({ required: true }), input: t.arg({ type: RatingInputType, required: true }) },
    resolve: (_root, args, context) =>
      asMutationResult(() => rateSchool(context, String(args.schoolId), withoutNulls(args.input))),
  }),
);
