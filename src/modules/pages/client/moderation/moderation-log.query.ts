import type { ResultOf } from 'gql.tada';
import { graphql } from '@/core/client/graphql/public-graphql';

export const MODERATION_LOG_QUERY = graphql(`
  query moderationLog($year: Int) {
    moderationLog(year: $year) {
      year
      years
      kinds {
        label
        waiting
        months { month accepted rejected medianHours rejections { category count } }
      }
    }
  }
`);

export type ModerationLogView = NonNullable<ResultOf<typeof MODERATION_LOG_QUERY>['moderationLog']>;
export type ModerationKindView = ModerationLogView['kinds'][number];

/**
 * The year a `/moderation` address asks for: none (this year), a year, or undefined when
 * `?year=` is not a year at all (the page is not found).
 */
export function yearOf(search: URLSearchParams): number | null | undefined {
  const year = search.get('year');
  if (year === null) return null;
  return /^\d{4}$/.test(year) ? Number(year) : undefined;
}
