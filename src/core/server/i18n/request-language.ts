import type { FastifyRequest } from 'fastify';
import { siteLanguageOf } from '@/core/shared/language-urls';
import {
  DEFAULT_LANGUAGE,
  type LanguageCode,
  languageFromHeader,
  matchLanguage,
} from '@/core/shared/languages';

/** The cookie that remembers a visitor's choice, so server-rendered pages come in that language. */
export const LANGUAGE_COOKIE = 'lang';

/**
 * The language of a request, among the site's enabled languages (spec section 9 order, as the
 * server sees it): `?lang=`, then the remembered choice, then the browser's Accept-Language,
 * then the site's language (English when enabled, else the first enabled one).
 */
export function requestLanguage(request: FastifyRequest, enabled: readonly LanguageCode[]): LanguageCode {
  const allowed = enabled.length > 0 ? enabled : [DEFAULT_LANGUAGE];
  const pick = (value: unknown) => {
    const match = typeof value === 'string' ? matchLanguage(value) : undefined;
    return match && allowed.includes(match) ? match : undefined;
  };
  return (
    pick((request.query as Record<string, unknown> | undefined)?.lang) ??
    pick(request.cookies?.[LANGUAGE_COOKIE]) ??
    languageFromHeader(request.headers['accept-language'], allowed) ??
    // What a crawler gets: the language of the addresses without `?lang=` (decision 082).
    siteLanguageOf(allowed)
  );
}
