import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { ServerModule } from './module';

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
