import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';

/** The file of a module's own chunk in the build, by its source (`src/…`). */
export function chunkOf(source: string): string {
  const manifest: Record<string, { file: string; src?: string }> = JSON.parse(
    fs.readFileSync(path.resolve(import.meta.dirname, '../../../dist/client/.vite/manifest.json'), 'utf8'),
  );
  const chunk = Object.values(manifest).find((entry) => entry.src === source);
  if (!chunk) throw new Error(`No chunk for ${source}`);
  return chunk.file;
}

/**
 * Holds a lazily loaded module's chunk back, as on a slow network, until `release` is called:
 * what a page shows and does before the code arrives, and when it arrives.
 */
export async function holdChunk(page: Page, source: string): Promise<{ release: () => void }> {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(`**/${chunkOf(source)}`, async (route) => {
    await held;
    await route.continue().catch(() => {});
  });
  return { release };
}
