import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { ServerModule } from './module';
import type { SettingsService } from './settings/settings-service';

const MODULES_DIR = fileURLToPath(new URL('../../modules/', import.meta.url));

let loaded: Promise<ServerModule[]> | undefined;

/** Every `src/modules/<name>/module.server.ts`, in name order. */
export function loadServerModules(): Promise<ServerModule[]> {
  loaded ??= (async () => {
    const names = fs
      .readdirSync(MODULES_DIR, { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && fs.existsSync(`${MODULES_DIR}${entry.name}/module.server.ts`))
      .map((entry) => entry.name)
      .sort();
    const modules = await Promise.all(
      names.map(async (name) => {
        const manifest: { default: ServerModule } = await import(`../../modules/${name}/module.server.ts`);
        return manifest.default;
      }),
    );
    return modules;
  })();
  return loaded;
}

/** The modules whose ENABLE_<MODULE> setting is not false, in name order. */
export async function enabledServerModules(settings: SettingsService): Promise<ServerModule[]> {
  return enabledAmong(await loadServerModules(), settings);
}

/** Those of `modules` whose ENABLE_<MODULE> setting is not false, in their order. */
export async function enabledAmong(
  modules: ServerModule[],
  settings: SettingsService,
): Promise<ServerModule[]> {
  const enabled = await Promise.all(
    modules.map(
      async (module) =>
        !module.enableSetting || (await settings.get<boolean>(module.enableSetting)) !== false,
    ),
  );
  return modules.filter((_module, index) => enabled[index]);
}
