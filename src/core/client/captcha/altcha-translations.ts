import type { LanguageCode } from '@/core/shared/languages';

/**
 * ALTCHA's translation of each UI language, as its own small module: the widget's bundle with
 * every translation is half as big again as the widget. English comes with the widget.
 */
const ALTCHA_TRANSLATIONS: Record<LanguageCode, { code: string; load?: () => Promise<unknown> }> = {
  en: { code: 'en' },
  fr: { code: 'fr-fr', load: () => import('altcha/i18n/fr-fr') },
  de: { code: 'de', load: () => import('altcha/i18n/de') },
  es: { code: 'es-es', load: () => import('altcha/i18n/es-es') },
  nl: { code: 'nl', load: () => import('altcha/i18n/nl') },
  it: { code: 'it', load: () => import('altcha/i18n/it') },
  sv: { code: 'sv', load: () => import('altcha/i18n/sv') },
  pt: { code: 'pt-pt', load: () => import('altcha/i18n/pt-pt') },
  ru: { code: 'ru', load: () => import('altcha/i18n/ru') },
  ja: { code: 'ja', load: () => import('altcha/i18n/ja') },
  lv: { code: 'lv', load: () => import('altcha/i18n/lv') },
  is: { code: 'is', load: () => import('altcha/i18n/is') },
  ro: { code: 'ro', load: () => import('altcha/i18n/ro') },
  el: { code: 'el', load: () => import('altcha/i18n/el') },
  ar: { code: 'ar', load: () => import('altcha/i18n/ar') },
  sk: { code: 'sk', load: () => import('altcha/i18n/sk') },
  cs: { code: 'cs', load: () => import('altcha/i18n/cs') },
  pl: { code: 'pl', load: () => import('altcha/i18n/pl') },
  'zh-Hans': { code: 'zh-cn', load: () => import('altcha/i18n/zh-cn') },
  'zh-Hant': { code: 'zh-tw', load: () => import('altcha/i18n/zh-tw') },
};

/** The widget's translation of `language` (English for a language it lacks). */
export function altchaTranslationOf(language: string) {
  return ALTCHA_TRANSLATIONS[language as LanguageCode] ?? ALTCHA_TRANSLATIONS.en;
}
