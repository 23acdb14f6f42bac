import type { AdminClientEntity } from '../../../../../core/client/admin/crud/admin-client-entity';
import { GROUP_LIST } from '../../../shared/admin/group-admin-schemas';

export interface GroupItem {
  _id: string;
  version: number;
  name: string;
  description: string | null;
  roles: { _id: string; name: string }[];
  memberCount: number;
  createdAt: string;
  updatedAt: string;
}

export const groupEntity: AdminClientEntity<GroupItem> = {
  name: 'Group',
  plural: 'Groups',
  path: '/_admin/groups',
  list: GROUP_LIST,
  fields: '_id version name description roles { _id name } memberCount createdAt updatedAt',
  titleOf: (group) => group.name,
};
