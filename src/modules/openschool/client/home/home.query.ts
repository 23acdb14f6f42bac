import type { ResultOf } from 'gql.tada';
import { graphql } from '@/core/client/graphql/public-graphql';
import { SCHOOL_CARD_FIELDS } from '../school-card-fields';

/** The home page: 10 most recently updated schools (or those matching q) and the schools per country. */
export const HOME_QUERY = graphql(
  `
  query home($q: String) {
    schools(limit: 10, filter: { q: $q }) {
      pageInfo {
        count
        limit
        page
      }
      countIsLowerBound
      items {
        ...SchoolCardFields
      }
      approximate
    }
    schoolsCountByCountry {
      items {
        _id
        name
        slug
        count
      }
    }
  }
`,
  [SCHOOL_CARD_FIELDS],
);

export type HomeQuery = ResultOf<typeof HOME_QUERY>;
export type HomeCountryCount = HomeQuery['schoolsCountByCountry']['items'][number];

/** The search text of a home URL (`?q=`), trimmed; null when absent. */
export function searchTextOf(url: URL | URLSearchParams): string | null {
  const params = url instanceof URL ? url.searchParams : url;
  return params.get('q')?.trim() || null;
}
