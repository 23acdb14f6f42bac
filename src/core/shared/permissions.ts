/**
 * Whether granted permissions cover a required one. Permissions are `Entity:action` paths;
 * a granted entry covers every path it is a prefix of, segment by segment:
 * `School` covers `School:read`, `*` covers everything, `School:re` covers nothing but itself.
 */
export function hasPermission(granted: readonly string[], required: string): boolean {
  const requiredSegments = required.split(':');
  return granted.some((entry) => {
    if (entry === '*') return true;
    const segments = entry.split(':');
    if (segments.length > requiredSegments.length) return false;
    return segments.every((segment, index) => segment === '*' || segment === requiredSegments[index]);
  });
}

/** The permissions the core itself checks; each module declares its own in its manifest. */
export const CORE_PERMISSIONS = [
  'AdminMenu:show',
  'SEOMenu:show',
  'Dashboard:view',
  'Setting:list',
  'SysInfo:list',
  'AuditLog:list',
  'AuditLog:read',
  'Translation:list',
  'Translation:update',
] as const;

/**
 * The permissions of each module, by module name, added by its manifest with
 * `declare module '…/core/shared/permissions' { interface ModulePermissions { blog: … } }`:
 * the core knows every module's permissions as types without naming a module.
 */
// biome-ignore lint/suspicious/noEmptyInterface: filled in by each module's manifest.
export interface ModulePermissions {}

/** A settings section's permission, added by the core for every section (`Social:configure`). */
export type ConfigurePermission = `${string}:configure`;

/** The permission that lets a user save a settings section: `Social:configure`. */
export function configurePermission(section: string): ConfigurePermission {
  return `${section}:configure`;
}

/** A permission the server checks: the core's, a module's, or a settings section's. */
export type Permission =
  | (typeof CORE_PERMISSIONS)[number]
  | ModulePermissions[keyof ModulePermissions]
  | ConfigurePermission;

/** `Entity:action` for each action, typed: `entityPermissions('Place', ['list'])` is `['Place:list']`. */
export function entityPermissions<const Entity extends string, const Action extends string>(
  entity: Entity,
  actions: readonly Action[],
): `${Entity}:${Action}`[] {
  return actions.map((action) => `${entity}:${action}` as const);
}
