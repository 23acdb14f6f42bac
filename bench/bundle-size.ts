import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

/**
 * Gzip size of the JavaScript the home page needs before it is interactive: the entry and
 * its preloads from index.html, plus the home route's lazy chunk (loaded before hydration).
 */
export function homeJavaScriptGzip(clientDist: string): { files: string[]; bytes: number } {
  const html = fs.readFileSync(path.join(clientDist, 'index.html'), 'utf8');
  const linked = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map((match) => match[1]!);
  const manifest: Record<string, { file: string; src?: string; imports?: string[] }> = JSON.parse(
    fs.readFileSync(path.join(clientDist, '.vite/manifest.json'), 'utf8'),
  );
  const home = Object.values(manifest).find((chunk) => chunk.src?.endsWith('home/home-route.tsx'));
  const homeFiles = home
    ? [`/${home.file}`, ...(home.imports ?? []).map((key) => `/${manifest[key]!.file}`)]
    : [];
  const files = [...new Set([...linked, ...homeFiles])];
  const bytes = files.reduce(
    (sum, file) => sum + gzipSync(fs.readFileSync(path.join(clientDist, file))).length,
    0,
  );
  return { files, bytes };
}
