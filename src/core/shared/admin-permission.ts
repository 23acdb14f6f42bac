import type { Permission } from './permissions';

/** What names an admin entity's permissions: its own name, or the entity it belongs to. */
export interface AdminPermissionSource {
  name: string;
  /**
   * The permission prefix when it is not `name`: records that are part of another entity (a
   * school's revisions and proposed changes) are guarded by that entity's permissions
   * (`School:list`), not by permissions of their own.
   */
  permissionPrefix?: string;
}

/**
 * `Role:list`, or `School:list` for an entity whose prefix is `School`. Typed as a permission
 * though built from a name: tests/api/admin-permissions.test.ts checks that every one an admin
 * field declares is in the catalogue.
 */
export function adminPermission(entity: AdminPermissionSource, action: string): Permission {
  return `${entity.permissionPrefix ?? entity.name}:${action}` as Permission;
}
