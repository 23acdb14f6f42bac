import type { AdminEntity } from '@/core/server/admin/crud/admin-entity';
import { registerAdminEntity } from '@/core/server/admin/crud/register-admin-entity';
import { allPermissions, isKnownPermission } from '@/core/server/admin/permission-catalogue';
import { AppError } from '@/core/server/errors';
import { builder } from '@/core/server/graphql/builder';
import {
  ROLE_FILE_HEADERS,
  ROLE_LIST,
  type RoleInput,
  roleInputSchema,
} from '@/modules/user/shared/admin/role-admin-schemas';
import {
  deleteRoles,
  findRoleById,
  findRolePage,
  insertRole,
  type RoleRecord,
  roleNameTaken,
  updateRole,
} from './role-repository';

const RoleType = builder.objectRef<RoleRecord>('Role').implement({
  subGraphs: ['admin'],
  description: 'A named set of permissions, given to accounts directly or through groups.',
  fields: (t) => ({
    _id: t.exposeID('id'),
    version: t.exposeInt('version', { description: 'Sent back with an edit, to detect a conflict.' }),
    name: t.exposeString('name'),
    description: t.exposeString('description', { nullable: true }),
    permissions: t.exposeStringList('permissions'),
    builtIn: t.exposeBoolean('builtIn', {
      description: 'Installed with the site: it cannot be renamed or deleted.',
    }),
    userCount: t.exposeInt('userCount', { description: 'Accounts holding it directly.' }),
    groupCount: t.exposeInt('groupCount', { description: 'Groups holding it.' }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    updatedAt: t.expose('updatedAt', { type: 'DateTime' }),
  }),
});

/** A role everything depends on keeps what makes it so: its name, and `*` if it has it. */
function builtInChange(input: RoleInput, current: RoleRecord | null) {
  if (!current?.builtIn) return null;
  if (input.name !== current.name) return { field: 'name', code: 'role.builtIn.rename' };
  if (current.permissions.includes('*') && !input.permissions.includes('*')) {
    return { field: 'permissions', code: 'role.builtIn.permissions' };
  }
  return null;
}

export const roleAdmin: AdminEntity<RoleRecord, RoleInput> = {
  name: 'Role',
  plural: 'Roles',
  type: RoleType,
  list: ROLE_LIST,
  // Spec section 6: the role detail page is guarded by Role:list.
  readPermission: 'Role:list',
  findPage: (db, list) => findRolePage(db, list),
  findById: findRoleById,
  inputSchema: roleInputSchema,
  conflictOf: async (db, input, current, context) => {
    const builtIn = builtInChange(input, current);
    if (builtIn) return builtIn;
    if (await roleNameTaken(db, input.name, current?.id ?? null))
      return { field: 'name', code: 'name.taken' };
    return unknownPermissionOf(context, input.permissions);
  },
  create: async (trx, input, _context, id) =>
    findRoleById(trx, await insertRole(trx, input, id)).then((role) => role!),
  update: async (trx, current, input) => {
    await updateRole(trx, current.id, input);
    return (await findRoleById(trx, current.id))!;
  },
  bulkActions: {
    delete: {
      permission: 'Role:update',
      run: async (trx, items) => {
        if (items.some((role) => role.builtIn)) throw new AppError('role.builtIn.delete', { field: 'ids' });
        await deleteRoles(
          trx,
          items.map((role) => role.id),
        );
      },
    },
  },
  file: {
    headers: ROLE_FILE_HEADERS,
    toRow: (role) => ({
      name: role.name,
      description: role.description ?? '',
      permissions: role.permissions,
    }),
    toInput: (row) => ({
      name: row.name,
      description: row.description,
      permissions: (row.permissions ?? '')
        .split(/[;,\s]+/)
        .map((entry) => entry.trim())
        .filter(Boolean),
    }),
    // A file exported elsewhere keeps its roles' ids; the built-in ones are the same everywhere.
    keepsIds: true,
    uniqueKey: { field: 'name', of: (input) => input.name.toLowerCase() },
  },
};

registerAdminEntity(roleAdmin);

/** Refuses a permission no installed module checks: a typo would grant nothing, silently. */
export async function unknownPermissionOf(
  context: Parameters<typeof allPermissions>[0],
  entries: readonly string[],
): Promise<{ field: string; code: string } | null> {
  const known = await allPermissions(context);
  const index = entries.findIndex((entry) => !isKnownPermission(entry, known));
  return index < 0 ? null : { field: `permissions.${index}`, code: 'permission.unknown' };
}
