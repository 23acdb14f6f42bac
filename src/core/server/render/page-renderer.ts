import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { ViteDevServer } from 'vite';
import type { RenderPage } from '@/core/shared/render-contract';
import { clientLinks, type Manifest, type PageLinks, templateScripts } from './client-links';

export interface PageRenderer {
  /** The HTML page template, with `<!--app-head-->`, `<!--app-html-->` and `<!--app-state-->` marks. */
  template(url: string): Promise<string>;
  renderPage(): Promise<RenderPage>;
  /**
   * The browser files of these modules (`RenderResult.modules`), and the stylesheets alone of
   * `styledModules`, that the template lacks; and the scripts the page loads after its first
   * paint, the template's first.
   */
  clientLinks(modules: readonly string[], styledModules?: readonly string[]): PageLinks;
}

export const ROOT_DIR = path.resolve(import.meta.dirname, '../../../..');
export const CLIENT_DIST = path.join(ROOT_DIR, 'dist/client');
const SERVER_ENTRY = path.join(ROOT_DIR, 'dist/server/entry-server.js');

/** Renders with the built client and server bundles from `npm run build`. */
export function builtPageRenderer(): PageRenderer {
  const built = fs.readFileSync(path.join(CLIENT_DIST, 'index.html'), 'utf8');
  // Its scripts load after the page's first paint (`clientLinks` lists them).
  const { template } = templateScripts(built);
  const entry: Promise<{ render: RenderPage }> = import(SERVER_ENTRY);
  const manifest: Manifest = JSON.parse(
    fs.readFileSync(path.join(CLIENT_DIST, '.vite/manifest.json'), 'utf8'),
  );
  return {
    template: async () => template,
    renderPage: async () => (await entry).render,
    clientLinks: clientLinks(manifest, built),
  };
}

/** Renders through Vite in development: modules reload on change, HMR runs in the browser. */
export async function devPageRenderer(app: FastifyInstance): Promise<PageRenderer> {
  const { createServer } = await import('vite');
  const vite: ViteDevServer = await createServer({
    root: ROOT_DIR,
    server: { middlewareMode: true, hmr: { server: app.server } },
    appType: 'custom',
  });
  await app.register(import('@fastify/middie'));
  app.use(vite.middlewares);
  app.addHook('onClose', () => vite.close());
  return {
    template: (url) =>
      vite.transformIndexHtml(url, fs.readFileSync(path.join(ROOT_DIR, 'index.html'), 'utf8')),
    renderPage: async () => {
      const entry = await vite.ssrLoadModule('/src/entry-server.tsx');
      return entry.render as RenderPage;
    },
    // Vite's development server serves modules one by one, as the browser asks; its template
    // keeps its scripts (its client and React's refresh come first).
    clientLinks: () => ({ styles: '', scripts: [] }),
  };
}
