import type { ResultOf } from 'gql.tada';
import { graphql } from '@/core/client/graphql/public-graphql';

const SHORTLIST_FIELDS = graphql(`
  fragment ShortlistFields on Shortlist {
    max
    items {
      _id
      name
      city
      countryName
      countrySlug
      note
    }
  }
`);

/** The signed-in user's shortlist. */
export const SHORTLIST_QUERY = graphql(
  `
  query shortlist {
    shortlist {
      ...ShortlistFields
    }
  }
`,
  [SHORTLIST_FIELDS],
);

export const ADD_TO_SHORTLIST = graphql(
  `
  mutation addToShortlist($schoolId: ID!) {
    addToShortlist(schoolId: $schoolId) {
      success
      code
      item {
        ...ShortlistFields
      }
    }
  }
`,
  [SHORTLIST_FIELDS],
);

/** What each shortlist mutation answers: the shortlist after the change. */
export type ShortlistResult = ResultOf<typeof ADD_TO_SHORTLIST>['addToShortlist'];

export const REMOVE_FROM_SHORTLIST = graphql(
  `
  mutation removeFromShortlist($schoolId: ID!) {
    removeFromShortlist(schoolId: $schoolId) {
      success
      code
      item {
        ...ShortlistFields
      }
    }
  }
`,
  [SHORTLIST_FIELDS],
);

/** The owner's private note on a school of their shortlist; an empty note removes it. */
export const SET_SHORTLIST_NOTE = graphql(
  `
  mutation setShortlistNote($schoolId: ID!, $note: String!) {
    setShortlistNote(schoolId: $schoolId, note: $note) {
      success
      code
      item {
        ...ShortlistFields
      }
    }
  }
`,
  [SHORTLIST_FIELDS],
);

export const MERGE_SHORTLIST = graphql(
  `
  mutation mergeShortlist($schoolIds: [ID!]!) {
    mergeShortlist(schoolIds: $schoolIds) {
      success
      code
      item {
        ...ShortlistFields
      }
    }
  }
`,
  [SHORTLIST_FIELDS],
);
