import type { ResultOf } from 'gql.tada';
import { graphql } from '@/core/client/graphql/public-graphql';
import type { MissingParams } from '@/modules/openschool/shared/missing-facts';

/** The "help complete" page: the country of its URL, and a page of its schools lacking facts. */
export const MISSING_FACTS_QUERY = graphql(`
  query schoolsMissingFacts($slug: String!, $withCountry: Boolean!, $missing: String, $sort: String, $page: Int) {
    country(slug: $slug) @include(if: $withCountry) {
      _id
      name
      slug
    }
    schoolsMissingFacts(countrySlug: $slug, missing: $missing, sort: $sort, page: $page) {
      pageInfo {
        count
        limit
        page
      }
      countIsLowerBound
      items {
        _id
        name
        city
        countrySlug
        countryName
        missing
      }
    }
  }
`);

export type MissingFactsQuery = ResultOf<typeof MISSING_FACTS_QUERY>;
export type IncompleteSchoolItem = MissingFactsQuery['schoolsMissingFacts']['items'][number];

/** The query's variables for a country's slug (none: every country) and the page's URL. */
export const missingVariablesOf = (countrySlug: string | undefined, params: MissingParams) => ({
  slug: countrySlug ?? '',
  withCountry: Boolean(countrySlug),
  missing: params.missing,
  sort: params.sort,
  page: params.page,
});
