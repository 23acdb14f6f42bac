import type { ResultOf } from 'gql.tada';
import type { AdminClientEntity } from '@/core/client/admin/crud/admin-client-entity';
import { adminGraphql } from '@/core/client/graphql/admin-graphql';
import { USER_LIST } from '@/modules/user/shared/admin/user-admin-schemas';

export const USERS_PATH = '/_admin/users';

const USER_FIELDS = adminGraphql(`
  fragment UserFields on User {
    _id version email username firstName lastName language status hasPassword signInMethods
    emailVerifiedAt activatedAt lockedAt closedAt lastLoginAt createdAt updatedAt
    roles { _id name } groups { _id name }
  }
`);

export type UserItem = ResultOf<typeof USER_FIELDS>;

/** A role or group as a user record lists it. */
export type NamedRef = UserItem['roles'][number];

export const userEntity: AdminClientEntity<UserItem> = {
  name: 'User',
  plural: 'Users',
  path: USERS_PATH,
  list: USER_LIST,
  fields: USER_FIELDS,
  titleOf: (user) => user.email,
};

/** What a person is called: first and last name, else their username; null when neither. */
export const displayName = (user: Pick<UserItem, 'firstName' | 'lastName' | 'username'>) =>
  [user.firstName, user.lastName].filter(Boolean).join(' ') || user.username;
