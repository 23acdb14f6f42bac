import { gql, type TypedDocumentNode } from '@apollo/client';

export interface ShortlistSchool {
  _id: string;
  name: string;
  city: string;
  countryName: string;
  countrySlug: string;
}

export interface ShortlistData {
  items: ShortlistSchool[];
  max: number;
}

export interface ShortlistQuery {
  shortlist: ShortlistData;
}

const FIELDS = `
  max
  items {
    _id
    name
    city
    countryName
    countrySlug
  }
`;

/** The signed-in user's shortlist. */
export const SHORTLIST_QUERY: TypedDocumentNode<ShortlistQuery, Record<string, never>> = gql`
  query shortlist {
    shortlist {
      ${FIELDS}
    }
  }
`;

export interface ShortlistResult {
  success: boolean;
  code: string | null;
  item: ShortlistData | null;
}

export const ADD_TO_SHORTLIST: TypedDocumentNode<{ addToShortlist: ShortlistResult }, { schoolId: string }> =
  gql`
  mutation addToShortlist($schoolId: ID!) {
    addToShortlist(schoolId: $schoolId) {
      success
      code
      item {
        ${FIELDS}
      }
    }
  }
`;

export const REMOVE_FROM_SHORTLIST: TypedDocumentNode<
  { removeFromShortlist: ShortlistResult },
  { schoolId: string }
> = gql`
  mutation removeFromShortlist($schoolId: ID!) {
    removeFromShortlist(schoolId: $schoolId) {
      success
      code
      item {
        ${FIELDS}
      }
    }
  }
`;

export const MERGE_SHORTLIST: TypedDocumentNode<
  { mergeShortlist: ShortlistResult },
  { schoolIds: string[] }
> = gql`
  mutation mergeShortlist($schoolIds: [ID!]!) {
    mergeShortlist(schoolIds: $schoolIds) {
      success
      code
      item {
        ${FIELDS}
      }
    }
  }
`;
