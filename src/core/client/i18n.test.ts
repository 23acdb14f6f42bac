import fs from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LANGUAGE_CODES } from '../shared/languages';
import { createI18n } from './i18n';

const PUBLIC = path.resolve(import.meta.dirname, '../../../public');

/** The locale files the browser asks for while i18next starts and loads namespaces. */
async function requestedFiles(lang: string): Promise<string[]> {
  const requested: string[] = [];
  // The browser's fetch, answered from public/ as the server's static files would be.
  vi.stubGlobal('fetch', async (url: string) => {
    requested.push(url);
    const file = path.join(PUBLIC, url);
    return fs.existsSync(file)
      ? new Response(fs.readFileSync(file), { headers: { 'content-type': 'application/json' } })
      : new Response('Not found', { status: 404 });
  });
  const i18n = await createI18n({ lang, translations: { common: {} }, browser: true });
  await i18n.loadNamespaces(['states', 'admin']);
  return requested.filter((url) => url.startsWith('/locales/'));
}

describe('createI18n in the browser', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it.each(LANGUAGE_CODES)('asks only for locale files that exist, in %s', async (lang) => {
    const files = await requestedFiles(lang);
    expect(files).toContain(`/locales/${lang}/states.json`);
    for (const file of files) expect(fs.existsSync(path.join(PUBLIC, file)), file).toBe(true);
  });
});
