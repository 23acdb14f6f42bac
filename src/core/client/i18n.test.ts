import fs from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LANGUAGE_CODES } from '../shared/languages';
import { ADD_MISSING_TRANSLATION_PATH } from '../shared/missing-translation-path';
import { createI18n } from './i18n';

const PUBLIC = path.resolve(import.meta.dirname, '../../../public');
const localeFile = (lang: string, ns: string) =>
  JSON.parse(fs.readFileSync(path.join(PUBLIC, 'locales', lang, `${ns}.json`), 'utf8'));

/** The browser's fetch, answered from public/ as the server's static files would be; what was asked. */
function servePublic(): string[] {
  const requested: string[] = [];
  vi.stubGlobal('fetch', async (url: string, init?: RequestInit) => {
    requested.push(init?.method === 'POST' ? `POST ${url} ${init.body}` : url);
    const file = path.join(PUBLIC, url);
    return fs.existsSync(file)
      ? new Response(fs.readFileSync(file), { headers: { 'content-type': 'application/json' } })
      : new Response('Not found', { status: 404 });
  });
  return requested;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('createI18n in the browser', () => {
  it.each(LANGUAGE_CODES)('loads only the page language’s files, each once, in %s', async (lang) => {
    const requested = servePublic();
    const i18n = createI18n({ lang, translations: { common: {} }, browser: true });
    await Promise.all([i18n.loadNamespaces(['states', 'admin']), i18n.loadNamespaces(['states'])]);
    expect(requested.sort()).toEqual([`/locales/${lang}/admin.json`, `/locales/${lang}/states.json`]);
    expect(i18n.t('states:notice.unauthorizedOperation')).toBe(
      localeFile(lang, 'states').notice.unauthorizedOperation,
    );
  });

  it('asks again for a namespace that could not be fetched, and tells its listeners when one arrives', async () => {
    const requested = servePublic();
    const i18n = createI18n({ lang: 'fr', translations: {}, browser: true });
    let arrivals = 0;
    i18n.subscribe(() => {
      arrivals += 1;
    });
    await i18n.loadNamespaces(['no-such-namespace']);
    await i18n.loadNamespaces(['no-such-namespace', 'states']);
    expect(requested.filter((url) => url.includes('no-such-namespace'))).toHaveLength(2);
    expect(i18n.hasLoadedNamespace('no-such-namespace')).toBe(false);
    expect(i18n.hasLoadedNamespace('states')).toBe(true);
    expect(arrivals).toBe(1);
    expect(i18n.revision()).toBe(1);
  });

  it('reports a key missing from a loaded namespace once, and not one of a namespace still loading', async () => {
    const requested = servePublic();
    const i18n = createI18n({
      lang: 'de',
      translations: { common: { nav: { home: 'Start' } } },
      browser: true,
    });
    expect(i18n.t('nav.nowhere')).toBe('nav.nowhere');
    expect(i18n.t('nav.nowhere')).toBe('nav.nowhere');
    expect(i18n.t('states:notice.unauthorizedOperation')).toBe('notice.unauthorizedOperation');
    await vi.waitFor(() => expect(requested).toHaveLength(1));
    expect(requested).toEqual([
      `POST ${ADD_MISSING_TRANSLATION_PATH} ${JSON.stringify({ lng: 'de', ns: 'common', key: 'nav.nowhere' })}`,
    ]);
  });
});

describe('a text', () => {
  const i18n = (lang: string) =>
    createI18n({
      lang,
      browser: false,
      translations: {
        common: {
          schools_one: '{{count}} school',
          schools_other: '{{count}} schools',
          schools_zero: 'no school',
          plain: 'Page {{page}} of {{pages}}',
          nested: { 'with.dot': { deeper: 'found' } },
        },
        errors: { 'validation.email': 'Not an email' },
      },
    });

  it('takes the plural form of its language, and its zero form for none', () => {
    expect(i18n('en').t('schools', { count: 1 })).toBe('1 school');
    expect(i18n('en').t('schools', { count: 1234 })).toBe('1,234 schools');
    expect(i18n('fr').t('schools', { count: 1234 })).toBe('1\u202f234 schools');
    expect(i18n('en').t('schools', { count: 0 })).toBe('no school');
    // A count written already fills the key alone.
    expect(i18n('en').t('plain', { count: '1,000+', page: 2 })).toBe('Page 2 of {{pages}}');
  });

  it('is found by a key as written or by its dotted path, in its namespace or another', () => {
    const texts = i18n('en');
    expect(texts.t('errors:validation.email')).toBe('Not an email');
    expect(texts.t('nested.with.dot.deeper')).toBe('found');
    expect(texts.fixedT('errors')('validation.email')).toBe('Not an email');
    expect(texts.t('validation.email', { ns: 'errors' })).toBe('Not an email');
    expect(texts.exists('errors:validation.email')).toBe(true);
    expect(texts.exists('nested.with')).toBe(false);
  });

  it('falls back to its default value, filled, or to its key', () => {
    expect(i18n('en').t('missing.kind', { defaultValue: 'day {{n}}', n: 3 })).toBe('day 3');
    expect(i18n('en').t('missing.kind')).toBe('missing.kind');
    expect(i18n('en').t('plain', { page: null, pages: undefined })).toBe('Page  of ');
  });
});
