/**
 * `npm run build`'s last step: the server and the operator's commands (NODE_ENTRIES) bundled for
 * Node into dist/node/*.mjs, so a process starts without compiling TypeScript on the way
 * (docs/decisions/068-server-started-from-a-bundle.md). Packages stay
 * imports of node_modules; each source file keeps its own `import.meta.url`, so the paths it
 * finds beside itself (migrations, mail templates, modules, legal texts) are the sources' own.
 */
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Plugin } from 'esbuild';
import { NODE_ENTRIES } from './node-entries';

const ROOT = path.resolve(import.meta.dirname, '..');

/** `import.meta.url` and `import.meta.dirname` of each of our files, as they are in the sources. */
const sourceLocations: Plugin = {
  name: 'source-locations',
  setup(pluginBuild) {
    pluginBuild.onLoad({ filter: /\.tsx?$/ }, async (args) => {
      if (args.path.includes(`${path.sep}node_modules${path.sep}`)) return undefined;
      const source = await fs.promises.readFile(args.path, 'utf8');
      const contents = source
        .replaceAll('import.meta.url', JSON.stringify(pathToFileURL(args.path).href))
        .replaceAll('import.meta.dirname', JSON.stringify(path.dirname(args.path)));
      return { contents, loader: args.path.endsWith('.tsx') ? 'tsx' : 'ts' };
    });
  },
};

await build({
  absWorkingDir: ROOT,
  entryPoints: Object.entries(NODE_ENTRIES).map(([out, entry]) => ({ in: entry, out })),
  outdir: 'dist/node',
  outExtension: { '.js': '.mjs' },
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  jsx: 'automatic',
  sourcemap: 'linked',
  plugins: [sourceLocations],
  logLevel: 'warning',
});
