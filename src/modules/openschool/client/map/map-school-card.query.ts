import { graphql } from '@/core/client/graphql/public-graphql';

/** What a school's marker card shows, asked when it opens. */
export const MAP_SCHOOL_CARD_QUERY = graphql(`
  query mapSchoolCard($id: ID!) {
    school(id: $id) {
      _id
      name
      cityName
      countryName
      countrySlug
    }
  }
`);
