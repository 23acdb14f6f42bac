import type { ResultOf } from 'gql.tada';
import { graphql } from '../../../../core/client/graphql/public-graphql';

/** The markers of the visible area: schools (and places), clustered by the server. */
export const MAP_MARKERS_QUERY = graphql(`
  query mapMarkers($south: Float!, $west: Float!, $north: Float!, $east: Float!, $zoom: Int!, $filters: JSON) {
    mapMarkers(south: $south, west: $west, north: $north, east: $east, zoom: $zoom, filters: $filters) {
      kind
      id
      name
      latitude
      longitude
      count
    }
  }
`);

export type MapMarkerView = ResultOf<typeof MAP_MARKERS_QUERY>['mapMarkers'][number];

/** What a school's marker card shows, asked when it opens. */
export const MAP_SCHOOL_CARD_QUERY = graphql(`
  query mapSchoolCard($id: ID!) {
    school(id: $id) {
      _id
      name
      city
      countryName
      countrySlug
    }
  }
`);

/** What a place's marker card shows, asked when it opens: a place has no page of its own. */
export const MAP_PLACE_CARD_QUERY = graphql(`
  query mapPlaceCard($id: ID!) {
    place(id: $id) {
      _id
      name
      category
      description
      address
      website
      openingNotes
      imageIds
    }
  }
`);
