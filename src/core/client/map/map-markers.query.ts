import type { ResultOf, VariablesOf } from 'gql.tada';
import { graphql } from '../graphql/public-graphql';

/** The markers of the visible area: schools (and places), clustered by the server. */
export const MAP_MARKERS_QUERY = graphql(`
  query mapMarkers(
    $south: Float!
    $west: Float!
    $north: Float!
    $east: Float!
    $zoom: Int!
    $filter: SchoolFilter
  ) {
    mapMarkers(south: $south, west: $west, north: $north, east: $east, zoom: $zoom, filter: $filter) {
      kind
      id
      name
      latitude
      longitude
      count
    }
  }
`);

/** The layers' filters (`filter`: the schools of a list), as the modules owning them read them. */
export type MapFilterVariables = Omit<
  VariablesOf<typeof MAP_MARKERS_QUERY>,
  'south' | 'west' | 'north' | 'east' | 'zoom'
>;

export type MapMarkerView = ResultOf<typeof MAP_MARKERS_QUERY>['mapMarkers'][number];
