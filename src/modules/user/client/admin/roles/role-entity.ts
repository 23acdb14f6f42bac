import type { ResultOf } from 'gql.tada';
import type { AdminClientEntity } from '@/core/client/admin/crud/admin-client-entity';
import { adminGraphql } from '@/core/client/graphql/admin-graphql';
import { ROLE_LIST } from '@/modules/user/shared/admin/role-admin-schemas';

const ROLE_FIELDS = adminGraphql(`
  fragment RoleFields on Role {
    _id version name description permissions builtIn userCount groupCount createdAt updatedAt
  }
`);

export type RoleItem = ResultOf<typeof ROLE_FIELDS>;

export const roleEntity: AdminClientEntity<RoleItem> = {
  name: 'Role',
  plural: 'Roles',
  path: '/_admin/roles',
  list: ROLE_LIST,
  fields: ROLE_FIELDS,
  titleOf: (role) => role.name,
};
