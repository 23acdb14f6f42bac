import { DEFAULT_LANGUAGE, isLanguageCode, LANGUAGE_CODES, type LanguageCode } from './languages';

/**
 * The enabled languages of the LANGUAGES setting, in its order; English alone when it names
 * none of ours (as the server falls back).
 */
export function enabledLanguagesOf(setting: unknown): LanguageCode[] {
  const enabled = (Array.isArray(setting) ? setting : []).filter(
    (lang): lang is LanguageCode => typeof lang === 'string' && isLanguageCode(lang),
  );
  return enabled.length > 0 ? enabled : [DEFAULT_LANGUAGE];
}

/**
 * The site's language: what a visitor who chose none (no `?lang=`, no cookie, no
 * Accept-Language: a crawler) is served. English when enabled, else the first enabled language.
 */
export function siteLanguageOf(enabled: readonly string[]): LanguageCode {
  if (enabled.includes(DEFAULT_LANGUAGE)) return DEFAULT_LANGUAGE;
  const first = enabled.find((lang) => (LANGUAGE_CODES as readonly string[]).includes(lang));
  return (first as LanguageCode | undefined) ?? DEFAULT_LANGUAGE;
}

/**
 * A page's address in one language (decision 082): the site's language at the address without
 * `lang`, every other language with `?lang=`. `path` may be absolute and carry a query string;
 * a `lang` already in it is replaced.
 */
export function pathInLanguage(path: string, lang: string, siteLanguage: string): string {
  const cut = path.indexOf('?');
  // Sitemaps call this for every URL and alternate: the common case stays string work.
  if (cut < 0) return lang === siteLanguage ? path : `${path}?lang=${encodeURIComponent(lang)}`;
  const params = new URLSearchParams(path.slice(cut + 1));
  params.delete('lang');
  if (lang !== siteLanguage) params.set('lang', lang);
  const query = params.toString();
  return query ? `${path.slice(0, cut)}?${query}` : path.slice(0, cut);
}

/**
 * The addresses of one page for search engines: its canonical URL in the language it is shown
 * in, and an hreflang alternate per language it exists in plus `x-default` (the site's
 * language). A page written in one language (a blog post) exists in that language only, and
 * is canonical in it whatever language the visitor reads the site in; a language the site does
 * not offer is then the site's language's address.
 */
export function languageAddresses(options: {
  path: string;
  /** The language the page is shown in. */
  lang: string;
  enabled: readonly string[];
  /** The one language the page's content is written in, if it has one. */
  contentLanguage?: string | undefined;
}): { canonical: string; alternates: { hreflang: string; href: string }[] } {
  const site = siteLanguageOf(options.enabled);
  const at = (lang: string) =>
    pathInLanguage(options.path, options.enabled.includes(lang) ? lang : site, site);
  const only = options.contentLanguage;
  const canonical = at(only ?? options.lang);
  const alternates = (only ? [only] : options.enabled).map((lang) => ({ hreflang: lang, href: at(lang) }));
  alternates.push({ hreflang: 'x-default', href: only ? canonical : at(site) });
  return { canonical, alternates };
}
