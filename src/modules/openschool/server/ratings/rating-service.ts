import { z } from 'zod';
import { requirePermission, requireSignedIn } from '@/core/server/auth/guard';
import { consumeRate } from '@/core/server/auth/rate-limit';
import { AppError } from '@/core/server/errors';
import type { GraphQLContext } from '@/core/server/graphql/context';
import { parseInput } from '@/core/server/validation';
import { ratingInputSchema } from '@/modules/openschool/shared/rating-input';
import { notifyNewRating } from './rating-notification';
import {
  approvedRatings,
  findRatingById,
  findUserRating,
  type RatingRecord,
  ratingSummary,
  schoolToRate,
  upsertRating,
} from './rating-repository';

/** A member may rate (or rate again) this many times an hour. */
const RATING_RATE = { limit: 20, windowSeconds: 3600 };
export const RATINGS_PAGE_MAX = 50;

const schoolIdSchema = z.uuid();
const pageSchema = z.object({
  page: z.number().int('page.invalid').min(1, 'page.invalid').max(100_000, 'page.invalid').default(1),
  limit: z
    .number()
    .int('limit.invalid')
    .min(1, 'limit.invalid')
    .max(RATINGS_PAGE_MAX, 'limit.invalid')
    .default(10),
});

/** A published school, or `not.found`: drafts and archived schools are not rated. */
async function publishedSchool(context: GraphQLContext, schoolId: string) {
  const school = schoolIdSchema.safeParse(schoolId).success ? await schoolToRate(context.db, schoolId) : null;
  if (school?.status !== 'published') throw new AppError('not.found', { status: 404 });
  return school;
}

/**
 * Rates a school as the signed-in member (needs `SchoolRating:create`): one rating per member
 * and school, a second replacing the first. Every new rating waits for a moderator (pending);
 * `NEW_RATING_NOTIFICATION_EMAIL` hears of it once it is saved.
 */
export async function rateSchool(
  context: GraphQLContext,
  schoolId: string,
  raw: unknown,
): Promise<RatingRecord> {
  const user = requireSignedIn(context);
  requirePermission(context, 'SchoolRating:create');
  const input = parseInput(ratingInputSchema, raw);
  const school = await publishedSchool(context, schoolId);
  await consumeRate(context.db, [`school-rating:${user.id}`], RATING_RATE);
  const id = await upsertRating(context.db, { schoolId: school.id, userId: user.id, input });
  const rating = (await findRatingById(context.db, id))!;
  await notifyNewRating(context, rating);
  return rating;
}

/** The signed-in user's rating of the school (any status), or null; null for visitors too. */
export async function myRating(context: GraphQLContext, schoolId: string): Promise<RatingRecord | null> {
  if (!context.user || !schoolIdSchema.safeParse(schoolId).success) return null;
  return findUserRating(context.db, context.user.id, schoolId);
}

/** A page of a published school's approved ratings, newest first, with their summary. */
export async function schoolRatings(context: GraphQLContext, schoolId: string, args: unknown) {
  const page = parseInput(pageSchema, args);
  const school = await publishedSchool(context, schoolId);
  const [ratings, summary] = await Promise.all([
    approvedRatings(context.db, school.id, { limit: page.limit, offset: (page.page - 1) * page.limit }),
    ratingSummary(context.db, school.id),
  ]);
  return {
    pageInfo: { count: ratings.count, limit: page.limit, page: page.page },
    items: ratings.items,
    summary,
  };
}
