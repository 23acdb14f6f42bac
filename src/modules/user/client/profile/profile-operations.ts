import { gql, type TypedDocumentNode } from '@apollo/client';
import type { ProfileInput } from '../../shared/account-schemas';
import type { AccountResult } from '../account-result';

/** The signed-in user's profile fields (the `me` of spec section 7). */
export interface ProfileUser {
  _id: string;
  username: string | null;
  firstName: string | null;
  lastName: string | null;
  language: string | null;
  email: string;
  emailVerifiedAt: string | null;
  imageId: string | null;
}

const PROFILE_FIELDS = '_id username firstName lastName language email emailVerifiedAt imageId';

// The same `me` as the page's initial `data` query: served from the cache, refreshed with it.
export const PROFILE_QUERY: TypedDocumentNode<{ me: { item: ProfileUser | null } }> = gql`
  query profile { me { code error success item { ${PROFILE_FIELDS} } } }
`;

// The item comes back normalised by _id, so the cached user (and the page) update at once.
export const UPDATE_PROFILE_MUTATION: TypedDocumentNode<
  { result: AccountResult & { item: ProfileUser | null } },
  { input: ProfileInput }
> = gql`
  mutation updateProfile($input: ProfileInput!) {
    result: updateProfile(input: $input) { success code error field item { ${PROFILE_FIELDS} } }
  }
`;
