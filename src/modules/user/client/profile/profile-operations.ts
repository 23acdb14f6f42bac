import type { ResultOf } from 'gql.tada';
import { graphql } from '@/core/client/graphql/public-graphql';

const PROFILE_USER_FIELDS = graphql(`
  fragment ProfileUserFields on CurrentUser {
    _id username firstName lastName language email emailVerifiedAt imageId
  }
`);

/** The signed-in user's profile fields (the `me` of spec section 7). */
export type ProfileUser = ResultOf<typeof PROFILE_USER_FIELDS>;

// The same `me` as the page's initial `data` query: served from the cache, refreshed with it.
export const PROFILE_QUERY = graphql(
  `query profile { me { code error success item { ...ProfileUserFields } } }`,
  [PROFILE_USER_FIELDS],
);

// The item comes back normalised by _id, so the cached user (and the page) update at once.
export const UPDATE_PROFILE_MUTATION = graphql(
  `mutation updateProfile($input: ProfileInput!) {
    result: updateProfile(input: $input) { success code error field fieldErrors { field code } item { ...ProfileUserFields } }
  }`,
  [PROFILE_USER_FIELDS],
);
