import fs from 'node:fs';
import path from 'node:path';
import { ROOT_DIR } from './page-renderer';

const cache = new Map<string, Record<string, Record<string, unknown>>>();

/** Every namespace of a language from `public/locales/{lng}/{ns}.json`, embedded in server-rendered pages. */
export function loadTranslations(lang: string, options: { reload?: boolean } = {}) {
  const cached = cache.get(lang);
  if (cached && !options.reload) return cached;
  const dir = path.join(ROOT_DIR, 'public/locales', lang);
  const namespaces: Record<string, Record<string, unknown>> = {};
  if (fs.existsSync(dir)) {
    for (const file of fs.readdirSync(dir).filter((name) => name.endsWith('.json'))) {
      namespaces[file.slice(0, -5)] = JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8'));
    }
  }
  cache.set(lang, namespaces);
  return namespaces;
}

/** Admin namespaces (`admin`, `<module>-admin`) serve only the admin console. */
export function isAdminNamespace(ns: string): boolean {
  return ns === 'admin' || ns.endsWith('-admin');
}

const publicCache = new Map<string, Record<string, Record<string, unknown>>>();

/**
 * The namespaces a page embeds: all of them under /_admin, else all but the admin console's,
 * which would weigh on every public page (the browser loads them when the console opens).
 * The same object for every page of a language, so that its JSON is written once (entry-server).
 */
export function translationsForPage(lang: string, pathname: string, options: { reload?: boolean } = {}) {
  const all = loadTranslations(lang, options);
  if (pathname === '/_admin' || pathname.startsWith('/_admin/')) return all;
  const cached = publicCache.get(lang);
  if (cached && !options.reload) return cached;
  const pub = Object.fromEntries(Object.entries(all).filter(([ns]) => !isAdminNamespace(ns)));
  publicCache.set(lang, pub);
  return pub;
}
