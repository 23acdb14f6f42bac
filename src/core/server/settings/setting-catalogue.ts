import type { ServerModule } from '../module';
import { CORE_SETTINGS } from './core-settings';
import type { SettingDefinition } from './setting-definition';

/** Every setting the installed code declares: the platform's and each module's. */
export function settingCatalogue(modules: ServerModule[]): SettingDefinition[] {
  return [...CORE_SETTINGS, ...modules.flatMap((module) => module.settings ?? [])];
}
