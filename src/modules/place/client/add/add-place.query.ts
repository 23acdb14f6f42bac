import type { ResultOf } from 'gql.tada';
import { graphql } from '@/core/client/graphql/public-graphql';

const MY_PLACE_FIELDS = graphql(`
  fragment MyPlaceFields on MyPlace {
    _id
    name
    category
    latitude
    longitude
    status
    rejectReason
    createdAt
  }
`);

export type MyPlaceView = ResultOf<typeof MY_PLACE_FIELDS>;

/** The places the signed-in member added, with where each stands in moderation. */
export const MY_PLACES_QUERY = graphql(
  `
  query myPlaces {
    myPlaces { ...MyPlaceFields }
  }
`,
  [MY_PLACE_FIELDS],
);

export const ADD_PLACE = graphql(
  `
  mutation AddPlace($input: PlaceInput!) {
    result: addPlace(input: $input) {
      success code field fieldErrors { field code }
      item { ...MyPlaceFields }
    }
  }
`,
  [MY_PLACE_FIELDS],
);
