import type { Permission } from '../shared/permissions';
import { CORE_ADMIN_MENU } from './admin/core-admin-menu';
import type { AdminMenu, ClientModule, NavLink } from './module';

const manifests = import.meta.glob<ClientModule>('../../modules/*/module.client.ts', {
  eager: true,
  import: 'default',
});

/**
 * Whether what needs this setting is shown: no setting needed, or the setting absent or not
 * false (spec "Shell": a module is on unless its ENABLE_<MODULE> is false).
 */
export function settingAllows(settings: Record<string, unknown>, key: string | undefined): boolean {
  return !key || settings[key] !== false;
}

/** The modules whose ENABLE_<MODULE> setting is absent or not false (spec "Shell"). */
export function enabledModules(settings: Record<string, unknown>): ClientModule[] {
  return Object.values(manifests).filter((module) => settingAllows(settings, module.enableSetting));
}

/**
 * The map filter of every module that filters its layer by a list's address, enabled or not: a
 * page reads the filters before the settings are at hand, and the map keeps the enabled modules'
 * (`map-filters.ts`).
 */
export function everyMapFilter(): NonNullable<ClientModule['mapFilter']>[] {
  return Object.values(manifests).flatMap((module) => module.mapFilter ?? []);
}

/** The feeds of the enabled modules, as a page's <head> links them. */
export function collectFeeds(settings: Record<string, unknown>, t: (key: string) => string) {
  return enabledModules(settings).flatMap((module) =>
    (module.feeds ?? []).map((feed) => ({ href: feed.path, type: feed.type, title: t(feed.title) })),
  );
}

/** The menu or footer links of the enabled modules, highest priority first. */
export function collectLinks(settings: Record<string, unknown>, place: 'menu' | 'footerLinks'): NavLink[] {
  return enabledModules(settings)
    .flatMap((module) => module[place] ?? [])
    .filter((link) => settingAllows(settings, link.requiresSetting))
    .sort((a, b) => b.priority - a.priority);
}

/**
 * The admin console's groups: the core's first, then each enabled module's, each with only the
 * links `can` allows (highest priority first); a group left with no link is dropped.
 */
export function collectAdminMenu(
  settings: Record<string, unknown>,
  can: (permission: Permission) => boolean,
): (AdminMenu & { name: string })[] {
  const groups = [
    { name: 'core', ...CORE_ADMIN_MENU },
    ...enabledModules(settings).flatMap((module) =>
      module.adminMenu ? [{ name: module.name, ...module.adminMenu }] : [],
    ),
  ];
  return groups
    .map((group) => ({
      ...group,
      links: group.links.filter((link) => can(link.permission)).sort((a, b) => b.priority - a.priority),
    }))
    .filter((group) => group.links.length > 0);
}

/** The admin console's translation namespaces: the core's `admin` and each enabled module's. */
export function adminNamespaces(settings: Record<string, unknown>): string[] {
  return ['admin', ...enabledModules(settings).flatMap((module) => module.adminMenu?.namespace ?? [])];
}
