import { graphql } from '@/core/client/graphql/public-graphql';

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
