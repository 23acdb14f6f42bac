/*
 * The text of sitemaps (sitemaps.org 0.9) with hreflang alternates (Google's xhtml:link
 * extension). Pure functions: the routes stream their output a URL at a time.
 */

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};

export function xmlEscape(text: string): string {
  return text.replace(/[&<>"']/g, (char) => ESCAPES[char] ?? char);
}

/** `2026-03-31T09:00:00.000Z` → `2026-03-31T09:00:00Z`: W3C datetime, as sitemaps want it. */
export function lastmodOf(date: Date | string | null | undefined): string | null {
  if (!date) return null;
  const value = date instanceof Date ? date : new Date(date);
  return Number.isNaN(value.getTime()) ? null : `${value.toISOString().slice(0, 19)}Z`;
}

/** A page of the site in one language: `?lang=` is how the site's language choice works. */
export function withLanguage(siteUrl: string, path: string, lang: string): string {
  return `${siteUrl}${path}${path.includes('?') ? '&' : '?'}lang=${encodeURIComponent(lang)}`;
}

export const URLSET_START =
  '<?xml version="1.0" encoding="UTF-8"?>\n' +
  '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n';
export const URLSET_END = '</urlset>\n';

/**
 * One page in the sitemap of `lang`: its URL in that language, and an alternate for every
 * enabled language plus `x-default` (the URL without a language), the same links as the page's
 * <head> carries.
 */
export function urlEntry(
  site: { url: string; languages: readonly string[] },
  page: { path: string; lastmod: string | null },
  lang: string,
): string {
  const alternates = site.languages
    .map(
      (alternate) =>
        `    <xhtml:link rel="alternate" hreflang="${xmlEscape(alternate)}" href="${xmlEscape(withLanguage(site.url, page.path, alternate))}"/>\n`,
    )
    .join('');
  return (
    '  <url>\n' +
    `    <loc>${xmlEscape(withLanguage(site.url, page.path, lang))}</loc>\n` +
    (page.lastmod ? `    <lastmod>${page.lastmod}</lastmod>\n` : '') +
    alternates +
    `    <xhtml:link rel="alternate" hreflang="x-default" href="${xmlEscape(site.url + page.path)}"/>\n` +
    '  </url>\n'
  );
}

/** The sitemap index: where each sitemap file is, and when its newest page changed. */
export function sitemapIndex(files: readonly { url: string; lastmod: string | null }[]): string {
  const entries = files
    .map(
      (file) =>
        `  <sitemap>\n    <loc>${xmlEscape(file.url)}</loc>\n` +
        (file.lastmod ? `    <lastmod>${file.lastmod}</lastmod>\n` : '') +
        '  </sitemap>\n',
    )
    .join('');
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n' +
    entries +
    '</sitemapindex>\n'
  );
}
