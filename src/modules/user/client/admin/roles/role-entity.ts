import type { AdminClientEntity } from '../../../../../core/client/admin/crud/admin-client-entity';
import { ROLE_LIST } from '../../../shared/admin/role-admin-schemas';

export interface RoleItem {
  _id: string;
  version: number;
  name: string;
  description: string | null;
  permissions: string[];
  builtIn: boolean;
  userCount: number;
  groupCount: number;
  createdAt: string;
  updatedAt: string;
}

export const roleEntity: AdminClientEntity<RoleItem> = {
  name: 'Role',
  plural: 'Roles',
  path: '/_admin/roles',
  list: ROLE_LIST,
  fields: '_id version name description permissions builtIn userCount groupCount createdAt updatedAt',
  titleOf: (role) => role.name,
};
