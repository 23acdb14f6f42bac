import { CORE_PERMISSIONS, configurePermission } from '@/core/shared/permissions';
import { requirePermission } from '../auth/guard';
import type { GraphQLContext } from '../graphql/context';
import { loadServerModules } from '../modules';

/** The permissions of one entity, as the role editor groups them. */
export interface PermissionGroup {
  entity: string;
  permissions: string[];
}

/** Every permission the core and the installed modules check, with each settings section's. */
export async function allPermissions(context: Pick<GraphQLContext, 'settings'>): Promise<string[]> {
  const modules = await loadServerModules();
  const sections = new Set(
    context.settings
      .definitions()
      .map((definition) => definition.section)
      .filter((section) => section !== 'Runtime'),
  );
  return [
    ...new Set([
      ...CORE_PERMISSIONS,
      ...modules.flatMap((module) => module.permissions ?? []),
      ...[...sections].map(configurePermission),
    ]),
  ];
}

/** The catalogue grouped by entity, entities and actions in alphabetical order. Needs Role:list. */
export async function permissionCatalogue(
  context: Pick<GraphQLContext, 'settings' | 'permissions'>,
): Promise<PermissionGroup[]> {
  requirePermission(context, 'Role:list');
  const groups = new Map<string, string[]>();
  for (const permission of await allPermissions(context)) {
    const entity = permission.split(':')[0]!;
    groups.set(entity, [...(groups.get(entity) ?? []), permission]);
  }
  return [...groups]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([entity, permissions]) => ({ entity, permissions: permissions.sort() }));
}

/**
 * Whether a role may grant this entry: `*`, a whole entity of the catalogue (`School`), or one
 * of its permissions, an action standing for `*` too (`School:*`).
 */
export function isKnownPermission(entry: string, known: readonly string[]): boolean {
  if (entry === '*') return true;
  const [entity, action] = entry.split(':');
  if (action === undefined || action === '*')
    return known.some((permission) => permission.startsWith(`${entity}:`));
  return known.includes(entry);
}
