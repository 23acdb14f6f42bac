import i18next, { type FormatterModule, type i18n as I18n } from 'i18next';
import { formatOf } from '../shared/format';
import { DEFAULT_LANGUAGE, LANGUAGE_CODES } from '../shared/languages';
import { ADD_MISSING_TRANSLATION_PATH } from '../shared/missing-translation-path';

export type Translations = Record<string, Record<string, unknown>>;

/**
 * Every number a translation interpolates (`{{count}} schools`, `page {{page}}`) is written by
 * the formatting layer of the page's language, so a page has one numbering system and the
 * language's grouping (`1 234` in French). A number that is not a quantity (a year) is passed
 * as a string. The texts use no `{{x, format}}` of i18next's own.
 */
const numbers: FormatterModule = {
  type: 'formatter',
  init: () => undefined,
  add: () => undefined,
  addCached: () => undefined,
  // Other values go through untouched (i18next types the result as a string).
  format: (value: unknown, _format, lng) =>
    (typeof value === 'number' && Number.isFinite(value)
      ? formatOf(lng ?? DEFAULT_LANGUAGE).number(value)
      : value) as string,
};

/**
 * An i18next instance started with the translations the server embedded in the page,
 * so the first render matches the server's HTML. In the browser, other languages and
 * namespaces load from /locales/{lng}/{ns}.json.
 */
export async function createI18n(options: {
  lang: string;
  translations: Translations;
  browser: boolean;
}): Promise<I18n> {
  const instance = i18next.createInstance().use(numbers);
  if (options.browser) {
    const { default: HttpBackend } = await import('i18next-http-backend');
    instance.use(HttpBackend);
  }
  await instance.init({
    lng: options.lang,
    fallbackLng: DEFAULT_LANGUAGE,
    // Only our 20 codes, each as written: i18next would otherwise also load `zh` for `zh-Hans`
    // (and `pt` for a `pt-BR`), files that do not exist: a 404 per namespace on every page.
    supportedLngs: LANGUAGE_CODES,
    load: 'currentOnly',
    ns: Object.keys(options.translations),
    defaultNS: 'common',
    resources: { [options.lang]: options.translations },
    partialBundledLanguages: true,
    interpolation: { escapeValue: false, alwaysFormat: true },
    backend: { loadPath: '/locales/{{lng}}/{{ns}}.json' },
    react: { useSuspense: false },
    initAsync: false,
    // In the browser a key missing from the page's language is reported, to be translated.
    saveMissing: options.browser,
    // Not for a namespace still loading (a page embeds those its server render read).
    missingKeyHandler: options.browser
      ? (languages, ns, key) => instance.hasLoadedNamespace(ns) && reportMissingKey(languages, ns, key)
      : undefined,
  });
  return instance;
}

const reported = new Set<string>();

function reportMissingKey(languages: readonly string[], ns: string, key: string): void {
  const lng = languages[0];
  if (!lng || reported.has(`${lng}:${ns}:${key}`)) return;
  reported.add(`${lng}:${ns}:${key}`);
  void fetch(ADD_MISSING_TRANSLATION_PATH, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ lng, ns, key }),
  }).catch(() => undefined);
}
