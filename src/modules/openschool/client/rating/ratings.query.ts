import { gql, type TypedDocumentNode } from '@apollo/client';
import type { RatingDimension } from '../../shared/directory-constants';
import type { RatingInput } from '../../shared/rating-input';

type Marks = { overall: number } & Record<RatingDimension, number | null>;

export interface RatingView extends Marks {
  _id: string;
  comment: string;
  authorName: string | null;
  createdAt: string;
}

export interface RatingSummaryView {
  count: number;
  distribution: number[];
  averages: { overall: number | null } & Record<RatingDimension, number | null>;
}

export interface SchoolRatingsView {
  pageInfo: { count: number; limit: number; page: number };
  items: RatingView[];
  summary: RatingSummaryView;
}

export interface MyRatingView extends Marks {
  _id: string;
  comment: string;
  status: 'pending' | 'approved' | 'rejected';
  rejectReason: string | null;
  createdAt: string;
}

/** Ratings a page shows at once. */
export const RATINGS_PAGE_SIZE = 10;

const MARKS = 'overall teaching community facilities communication value';

export const SCHOOL_RATINGS_QUERY: TypedDocumentNode<
  { schoolRatings: SchoolRatingsView | null },
  { schoolId: string; page: number; limit: number }
> = gql`
  query SchoolRatings($schoolId: ID!, $page: Int, $limit: Int) {
    schoolRatings(schoolId: $schoolId, page: $page, limit: $limit) {
      pageInfo { count limit page }
      items { _id ${MARKS} comment authorName createdAt }
      summary { count distribution averages { ${MARKS} } }
    }
  }
`;

export const MY_SCHOOL_RATING_QUERY: TypedDocumentNode<
  { mySchoolRating: MyRatingView | null },
  { schoolId: string }
> = gql`
  query MySchoolRating($schoolId: ID!) {
    mySchoolRating(schoolId: $schoolId) { _id ${MARKS} comment status rejectReason createdAt }
  }
`;

export interface RateResult {
  success: boolean;
  code: string | null;
  field: string | null;
  fieldErrors: { field: string; code: string }[];
  item: MyRatingView | null;
}

export const RATE_SCHOOL: TypedDocumentNode<
  { result: RateResult },
  { schoolId: string; input: RatingInput }
> = gql`
  mutation RateSchool($schoolId: ID!, $input: JSON!) {
    result: rateSchool(schoolId: $schoolId, input: $input) {
      success code field fieldErrors { field code }
      item { _id ${MARKS} comment status rejectReason createdAt }
    }
  }
`;
