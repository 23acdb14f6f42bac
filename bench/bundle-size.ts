import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { filesOf, type Manifest } from '@/core/server/render/client-links';

const SRC = path.resolve(import.meta.dirname, '../src');

/** The pages whose first JavaScript has a budget (issue "Phones first"), by their route's source. */
export const BUDGETED_PAGES = {
  home: 'modules/openschool/client/home/home-route.tsx',
  'country list': 'modules/openschool/client/list/school-list-route.tsx',
  'school page': 'modules/openschool/client/detail/school-detail-route.tsx',
} as const;
export type BudgetedPage = keyof typeof BUDGETED_PAGES;

/**
 * The sources of the modules' blocks that every page loads before it hydrates (the top bar's,
 * the footer's, the page picture: `preloadModuleBlocks` in src/entry-client.tsx), read from the
 * modules' client manifests.
 */
function blockSources(): string[] {
  const modules = path.join(SRC, 'modules');
  return fs.readdirSync(modules).flatMap((name) => {
    const file = path.join(modules, name, 'module.client.ts');
    if (!fs.existsSync(file)) return [];
    const text = fs.readFileSync(file, 'utf8');
    return [
      ...text.matchAll(/(?:headerBlock|footerBlock|pagePicture): \(\) => import\('\.\/([^']+)'\)/g),
    ].map((match) => `modules/${name}/${match[1]}`);
  });
}

/**
 * Gzip size of the JavaScript a page needs before it is interactive: the entry and its preloads
 * from index.html, the page's route chunk with everything it imports, and the modules' blocks
 * with theirs (all loaded before hydration).
 */
export function pageJavaScriptGzip(
  clientDist: string,
  page: BudgetedPage,
): { files: string[]; bytes: number } {
  const html = fs.readFileSync(path.join(clientDist, 'index.html'), 'utf8');
  const files = new Set(
    [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map((match) => match[1]!),
  );
  const manifest: Manifest = JSON.parse(
    fs.readFileSync(path.join(clientDist, '.vite/manifest.json'), 'utf8'),
  );
  // Imports name a module without its extension.
  const keyOf = (source: string) =>
    Object.keys(manifest).find(
      (key) => manifest[key]!.src?.replace(/\.tsx?$/, '') === `src/${source.replace(/\.tsx?$/, '')}`,
    );
  const keys = [BUDGETED_PAGES[page], ...blockSources()].map((source) => {
    const key = keyOf(source);
    if (!key) throw new Error(`No chunk for src/${source} in the build's manifest.`);
    return key;
  });
  for (const file of filesOf(manifest, keys).scripts) files.add(`/${file}`);
  const bytes = [...files].reduce(
    (sum, file) => sum + gzipSync(fs.readFileSync(path.join(clientDist, file)), { level: 9 }).length,
    0,
  );
  return { files: [...files], bytes };
}

/** The home page's first JavaScript (what `npm run bench` reports). */
export function homeJavaScriptGzip(clientDist: string): { files: string[]; bytes: number } {
  return pageJavaScriptGzip(clientDist, 'home');
}
