import type { ResultOf } from 'gql.tada';
import { graphql } from '@/core/client/graphql/public-graphql';

/** Ratings a page shows at once. */
export const RATINGS_PAGE_SIZE = 10;

export const SCHOOL_RATINGS_QUERY = graphql(`
  query SchoolRatings($schoolId: ID!, $page: Int, $limit: Int) {
    schoolRatings(schoolId: $schoolId, page: $page, limit: $limit) {
      pageInfo { count limit page }
      items { _id overall teaching community facilities communication value comment authorName createdAt }
      summary { count distribution averages { overall teaching community facilities communication value } }
    }
  }
`);

export type SchoolRatingsView = NonNullable<ResultOf<typeof SCHOOL_RATINGS_QUERY>['schoolRatings']>;
export type RatingSummaryView = SchoolRatingsView['summary'];

const MY_RATING_FIELDS = graphql(`
  fragment MyRatingFields on MySchoolRating {
    _id overall teaching community facilities communication value comment status rejectReason createdAt
  }
`);

export type MyRatingView = ResultOf<typeof MY_RATING_FIELDS>;

export const MY_SCHOOL_RATING_QUERY = graphql(
  `
  query MySchoolRating($schoolId: ID!) {
    mySchoolRating(schoolId: $schoolId) { ...MyRatingFields }
  }
`,
  [MY_RATING_FIELDS],
);

export const RATE_SCHOOL = graphql(
  `
  mutation RateSchool($schoolId: ID!, $input: RatingInput!) {
    result: rateSchool(schoolId: $schoolId, input: $input) {
      success code field fieldErrors { field code }
      item { ...MyRatingFields }
    }
  }
`,
  [MY_RATING_FIELDS],
);
