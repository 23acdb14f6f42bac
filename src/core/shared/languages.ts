/** The 20 UI languages of the product (spec section 3), labels in their own language. */
export const LANGUAGES = [
  { languageCode: 'en', localeCode: 'en-US', label: 'English' },
  { languageCode: 'fr', localeCode: 'fr-FR', label: 'Français' },
  { languageCode: 'de', localeCode: 'de-DE', label: 'Deutsch' },
  { languageCode: 'es', localeCode: 'es-ES', label: 'Español' },
  { languageCode: 'nl', localeCode: 'nl-NL', label: 'Nederlands' },
  { languageCode: 'it', localeCode: 'it-IT', label: 'Italiano' },
  { languageCode: 'sv', localeCode: 'sv-SE', label: 'Svenska' },
  { languageCode: 'pt', localeCode: 'pt-PT', label: 'Português' },
  { languageCode: 'ru', localeCode: 'ru-RU', label: 'Русский' },
  { languageCode: 'ja', localeCode: 'ja-JP', label: '日本語' },
  { languageCode: 'lv', localeCode: 'lv-LV', label: 'Latviešu' },
  { languageCode: 'is', localeCode: 'is-IS', label: 'Íslenska' },
  { languageCode: 'ro', localeCode: 'ro-RO', label: 'Română' },
  { languageCode: 'el', localeCode: 'el-GR', label: 'Ελληνικά' },
  { languageCode: 'ar', localeCode: 'ar-SA-u-nu-latn', label: 'العربية' },
  { languageCode: 'sk', localeCode: 'sk-SK', label: 'Slovenčina' },
  { languageCode: 'cs', localeCode: 'cs-CZ', label: 'Čeština' },
  { languageCode: 'pl', localeCode: 'pl-PL', label: 'Polski' },
  { languageCode: 'zh-Hans', localeCode: 'zh-CN', label: '简体中文' },
  { languageCode: 'zh-Hant', localeCode: 'zh-TW', label: '繁體中文' },
] as const;

export type LanguageCode = (typeof LANGUAGES)[number]['languageCode'];

export const DEFAULT_LANGUAGE: LanguageCode = 'en';

export const LANGUAGE_CODES = LANGUAGES.map((language) => language.languageCode) as LanguageCode[];

/** The BCP 47 locale of a UI language (`en` → `en-US`), for Intl formatting; `en-US` for others. */
export function localeOf(languageCode: string): string {
  return LANGUAGES.find((language) => language.languageCode === languageCode)?.localeCode ?? 'en-US';
}

/** A language's name in that language (`Français`), as the language switcher shows it; the code for others. */
export function languageLabel(languageCode: string): string {
  return LANGUAGES.find((language) => language.languageCode === languageCode)?.label ?? languageCode;
}

export function isLanguageCode(value: string): value is LanguageCode {
  return (LANGUAGE_CODES as string[]).includes(value);
}

/**
 * Picks the best of the allowed languages from an Accept-Language header value
 * (`fr-CH, fr;q=0.9, en;q=0.8`); zh-TW/zh-HK map to zh-Hant, other zh to zh-Hans.
 * Undefined when none of the header's languages is allowed.
 */
export function languageFromHeader(
  header: string | undefined,
  allowed: readonly LanguageCode[] = LANGUAGE_CODES,
): LanguageCode | undefined {
  if (!header) return undefined;
  const ranked = header
    .split(',')
    .map((part) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.find((param) => param.trim().startsWith('q='));
      return { tag: tag.trim(), q: q ? Number(q.trim().slice(2)) : 1 };
    })
    .filter((entry) => entry.tag && entry.q > 0)
    .sort((a, b) => b.q - a.q);
  for (const { tag } of ranked) {
    const match = matchLanguage(tag);
    if (match && allowed.includes(match)) return match;
  }
  return undefined;
}

/** A language code as written in a URL or cookie (`fr`, `zh-hant`, `pt-BR`), if it names one of ours. */
export function matchLanguage(tag: string): LanguageCode | undefined {
  const lower = tag.toLowerCase();
  if (lower.startsWith('zh')) {
    return /hant|-tw|-hk|-mo/.test(lower) ? 'zh-Hant' : 'zh-Hans';
  }
  const base = lower.split('-')[0] ?? '';
  return isLanguageCode(base) ? base : undefined;
}

/** Arabic is written right to left; the other 19 languages left to right. */
export function directionOf(lang: string): 'rtl' | 'ltr' {
  return lang === 'ar' ? 'rtl' : 'ltr';
}
