import type { AdminClientEntity } from '../../../../../core/client/admin/crud/admin-client-entity';
import { USER_LIST, type UserStatus } from '../../../shared/admin/user-admin-schemas';

export const USERS_PATH = '/_admin/users';

/** A role or group as a user record lists it. */
export interface NamedRef {
  _id: string;
  name: string;
}

export interface UserItem {
  _id: string;
  version: number;
  email: string;
  username: string | null;
  firstName: string | null;
  lastName: string | null;
  language: string | null;
  status: UserStatus;
  hasPassword: boolean;
  signInMethods: string[];
  emailVerifiedAt: string | null;
  activatedAt: string | null;
  lockedAt: string | null;
  closedAt: string | null;
  lastLoginAt: string | null;
  createdAt: string;
  updatedAt: string;
  roles: NamedRef[];
  groups: NamedRef[];
}

export const userEntity: AdminClientEntity<UserItem> = {
  name: 'User',
  plural: 'Users',
  path: USERS_PATH,
  list: USER_LIST,
  fields: `_id version email username firstName lastName language status hasPassword signInMethods
    emailVerifiedAt activatedAt lockedAt closedAt lastLoginAt createdAt updatedAt
    roles { _id name } groups { _id name }`,
  titleOf: (user) => user.email,
};

/** What a person is called: first and last name, else their username; null when neither. */
export const displayName = (user: Pick<UserItem, 'firstName' | 'lastName' | 'username'>) =>
  [user.firstName, user.lastName].filter(Boolean).join(' ') || user.username;
