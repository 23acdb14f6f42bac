import { ADD_MISSING_TRANSLATION_PATH } from '../shared/missing-translation-path';
import { type Translations, Translator } from './translator';

export type { Translations } from './translator';

/**
 * The page language's texts, started with the translations the server embedded in the page so
 * that the first render matches the server's HTML. In the browser the other namespaces load from
 * /locales/{lng}/{ns}.json, and a key missing from one that has loaded is reported, to be
 * translated. Only the page's language is loaded: every language holds every key
 * (`src/core/shared/locales.test.ts`), so there is no fallback language to fetch.
 */
export function createI18n(options: {
  lang: string;
  translations: Translations;
  browser: boolean;
}): Translator {
  const { lang } = options;
  return new Translator({
    language: lang,
    translations: options.translations,
    ...(options.browser && {
      loadPath: (ns: string) => `/locales/${lang}/${ns}.json`,
      onMissing: (ns: string, key: string) => reportMissingKey(lang, ns, key),
    }),
  });
}

const reported = new Set<string>();

function reportMissingKey(lng: string, ns: string, key: string): void {
  if (reported.has(`${lng}:${ns}:${key}`)) return;
  reported.add(`${lng}:${ns}:${key}`);
  void fetch(ADD_MISSING_TRANSLATION_PATH, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ lng, ns, key }),
  }).catch(() => undefined);
}
