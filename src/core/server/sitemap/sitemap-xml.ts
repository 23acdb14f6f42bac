/*
 * The text of sitemaps (sitemaps.org 0.9) with hreflang alternates (Google's xhtml:link
 * extension), for every module that has pages to list (the directory, the blog). Pure
 * functions: the routes stream their output a URL at a time.
 */
import { languageAddresses } from '@/core/shared/language-urls';

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

/** A page of the sitemap: its path on the site and when it last changed. */
export interface SitemapPage {
  path: string;
  lastmod: string | null;
  /** The one language it is written in (a blog post); none: it exists in every language. */
  language?: string;
  /** A file in no language (open data): listed once, in the site language's sitemap, no alternates. */
  file?: boolean;
}

export const URLSET_START =
  '<?xml version="1.0" encoding="UTF-8"?>\n' +
  '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n';
export const URLSET_END = '</urlset>\n';

/**
 * One page in the sitemap of `lang`: its URL in that language, and an alternate for every
 * language it exists in plus `x-default`, the same links as the page's <head> carries
 * (decision 082). A file is only its address.
 */
export function urlEntry(
  site: { url: string; languages: readonly string[] },
  page: SitemapPage,
  lang: string,
): string {
  const lastmod = page.lastmod ? `    <lastmod>${page.lastmod}</lastmod>\n` : '';
  if (page.file) return `  <url>\n    <loc>${xmlEscape(site.url + page.path)}</loc>\n${lastmod}  </url>\n`;
  const { canonical, alternates } = languageAddresses({
    path: site.url + page.path,
    lang,
    enabled: site.languages,
    contentLanguage: page.language,
  });
  return (
    '  <url>\n' +
    `    <loc>${xmlEscape(canonical)}</loc>\n` +
    lastmod +
    alternates
      .map(
        ({ hreflang, href }) =>
          `    <xhtml:link rel="alternate" hreflang="${xmlEscape(hreflang)}" href="${xmlEscape(href)}"/>\n`,
      )
      .join('') +
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
