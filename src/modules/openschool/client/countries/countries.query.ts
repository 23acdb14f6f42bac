import type { ResultOf } from 'gql.tada';
import { graphql } from '@/core/client/graphql/public-graphql';

/** Countries with listed schools, with their counts, by name in the page's language. */
export const COUNTRIES_PAGE_QUERY = graphql(`
  query countriesPage {
    schoolsCountByCountry {
      items {
        _id
        name
        slug
        count
      }
    }
  }
`);

export type CountryCountView = ResultOf<
  typeof COUNTRIES_PAGE_QUERY
>['schoolsCountByCountry']['items'][number];
