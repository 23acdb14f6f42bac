import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { DEFAULT_LANGUAGE } from '@/core/shared/languages';
import type { LegalPageName } from '../shared/legal-pages';

const TEXTS_DIR = fileURLToPath(new URL('./legal-texts/', import.meta.url));
const cache = new Map<string, string>();

/**
 * The default text of a legal page in a language (`legal-texts/{lang}/{page}.md`), else in English.
 * Kept out of the locale files on purpose: those are embedded in every page, these are long.
 */
export function defaultLegalText(page: LegalPageName, lang: string): string {
  const key = `${lang}/${page}`;
  const cached = cache.get(key);
  if (cached !== undefined) return cached;
  const file = [lang, DEFAULT_LANGUAGE]
    .map((language) => `${TEXTS_DIR}${language}/${page}.md`)
    .find((path) => fs.existsSync(path));
  const text = file ? fs.readFileSync(file, 'utf8') : '';
  cache.set(key, text);
  return text;
}
