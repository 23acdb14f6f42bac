import type { Insertable } from 'kysely';
import { v7 as uuidv7 } from 'uuid';
import { RATING_DIMENSIONS, type RatingDimension } from '@/modules/openschool/shared/directory-constants';
import type { SchoolRatingTable } from '../tables';
import type { Random } from './random';
import { demoComment, REJECT_REASONS } from './rating-comments';

const DAY_MS = 24 * 3600 * 1000;

// How parents score each dimension against their overall mark: facilities tend to please,
// value for money rarely does.
const DIMENSION_BIAS: Record<RatingDimension, number> = {
  teaching: 0.1,
  community: 0.2,
  facilities: 0.3,
  communication: -0.2,
  value: -0.5,
};

const score = (random: Random, mean: number, spread: number) =>
  Math.min(5, Math.max(1, Math.round(random.normal(mean, spread))));

/**
 * A published demo school's ratings, each by a different member: none for a third of schools,
 * else a few (a handful of popular schools get twenty; schools listed less than a year, fewer). Each school has a level the marks
 * gather around. Most are approved; the recent ones may still wait for moderation; a few were
 * rejected with a reason.
 */
export function demoRatings(
  random: Random,
  school: { id: string; createdAt: Date; now: Date },
  memberIds: readonly string[],
): Insertable<SchoolRatingTable>[] {
  if (memberIds.length === 0 || random.chance(0.35)) return [];
  const startMs = school.createdAt.getTime();
  const nowMs = school.now.getTime();
  // A school listed for a year or more has had time to gather ratings; a new one has few.
  const seasoned = Math.min(1, (nowMs - startMs) / (365 * DAY_MS));
  const wanted = Math.round((1 + Math.floor(random.lognormal(2, 0.8))) * seasoned);
  const howMany = Math.min(memberIds.length, 25, wanted);
  const level = Math.min(4.8, Math.max(1.8, random.normal(3.9, 0.55)));
  const authors = new Set<string>();
  while (authors.size < howMany) authors.add(random.pick(memberIds));
  return [...authors].map((userId) => {
    const createdMs = Math.floor(startMs + random.next() * (nowMs - startMs));
    const overall = score(random, level, 0.8);
    const dimensions = Object.fromEntries(
      RATING_DIMENSIONS.map((dimension) => [
        dimension,
        random.chance(0.85) ? score(random, overall + DIMENSION_BIAS[dimension], 0.7) : null,
      ]),
    ) as Record<RatingDimension, number | null>;
    const comment = random.chance(0.75) ? demoComment(random, overall, dimensions) : '';
    // Ratings of the last two weeks may still be waiting; older ones were moderated.
    const recent = nowMs - createdMs < 14 * DAY_MS;
    const roll = random.next();
    const status = recent && roll < 0.5 ? 'pending' : roll > 0.96 ? 'rejected' : 'approved';
    const moderatedAt =
      status === 'pending' ? null : new Date(Math.min(nowMs, createdMs + random.int(1, 72) * 3600 * 1000));
    const rejection = status === 'rejected' ? random.pick(REJECT_REASONS) : null;
    return {
      id: uuidv7({ msecs: createdMs, random: random.bytes(16) }),
      school_id: school.id,
      user_id: userId,
      overall,
      ...dimensions,
      comment,
      status,
      reject_reason: rejection?.reason ?? null,
      reject_category: rejection?.category ?? null,
      moderated_at: moderatedAt,
      created_at: new Date(createdMs),
      updated_at: moderatedAt ?? new Date(createdMs),
    };
  });
}
