import { DEFAULT_LANGUAGE, type LanguageCode, matchLanguage } from '@/core/shared/languages';

/**
 * The language of a page that came without the server's choice (spec section 9 detection
 * order): the `lang` query parameter, local storage, the browser, then the page's own.
 */
export function firstLoadLanguage(options: {
  search: string;
  stored: string | null;
  browser: readonly string[];
  page: string;
}): LanguageCode {
  const candidates = [
    new URLSearchParams(options.search).get('lang'),
    options.stored,
    ...options.browser,
    options.page,
  ];
  for (const candidate of candidates) {
    const match = candidate ? matchLanguage(candidate) : undefined;
    if (match) return match;
  }
  return DEFAULT_LANGUAGE;
}
