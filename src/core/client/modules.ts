import type { ClientModule, NavLink } from './module';

const manifests = import.meta.glob<ClientModule>('../../modules/*/module.client.ts', {
  eager: true,
  import: 'default',
});

/** The modules whose ENABLE_<MODULE> setting is absent or not false (spec "Shell"). */
export function enabledModules(settings: Record<string, unknown>): ClientModule[] {
  return Object.values(manifests).filter(
    (module) => !module.enableSetting || settings[module.enableSetting] !== false,
  );
}

/** The menu or footer links of the enabled modules, highest priority first. */
export function collectLinks(settings: Record<string, unknown>, place: 'menu' | 'footerLinks'): NavLink[] {
  return enabledModules(settings)
    .flatMap((module) => module[place] ?? [])
    .sort((a, b) => b.priority - a.priority);
}
