import type { ResultOf } from 'gql.tada';
import type { AdminClientEntity } from '@/core/client/admin/crud/admin-client-entity';
import { adminGraphql } from '@/core/client/graphql/admin-graphql';
import { GROUP_LIST } from '@/modules/user/shared/admin/group-admin-schemas';

const GROUP_FIELDS = adminGraphql(`
  fragment GroupFields on Group { _id version name description roles { _id name } memberCount createdAt updatedAt }
`);

export type GroupItem = ResultOf<typeof GROUP_FIELDS>;

export const groupEntity: AdminClientEntity<GroupItem> = {
  name: 'Group',
  plural: 'Groups',
  path: '/_admin/groups',
  list: GROUP_LIST,
  fields: GROUP_FIELDS,
  titleOf: (group) => group.name,
};
