import { descriptionText } from '@/core/shared/description-text';
import {
  enabledLanguagesOf,
  languageAddresses,
  pathInLanguage,
  siteLanguageOf,
} from '@/core/shared/language-urls';
import type { MetaImage, PageMeta } from './page-meta';

/** One element of <head>, built the same way for the server's HTML and the browser's updates. */
export type HeadTag =
  | { tag: 'title'; text: string }
  | { tag: 'meta' | 'link'; attrs: Record<string, string> }
  | { tag: 'script'; attrs: Record<string, string>; text: string };

/** Spec section 9: the default social image is 686×220. */
export const DEFAULT_SOCIAL_IMAGE: MetaImage = { url: '/social-default.png', width: 686, height: 220 };

export interface SiteContext {
  settings: Record<string, unknown>;
  /** The path of the page being shown. */
  pathname: string;
  /** The language the page is shown in: its canonical URL is the one in that language (decision 082). */
  lang: string;
  /** Feeds of the enabled modules (the blog's RSS), linked from every page. */
  feeds?: readonly { href: string; type: string; title: string }[];
}

const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() !== '' ? value : undefined;

function absolute(siteUrl: string, url: string): string {
  if (/^https?:\/\//.test(url)) return url;
  return `${siteUrl}${url.startsWith('/') ? '' : '/'}${url}`;
}

/**
 * The <head> of a page: title, description, robots, canonical URL, hreflang alternates,
 * feeds, Open Graph and Twitter card tags, and JSON-LD. Defaults come from the settings. The
 * canonical URL is the page's own in the language it is shown in, the alternates every
 * language's and `x-default` (decision 082).
 */
export function headTagsOf(meta: PageMeta, site: SiteContext): HeadTag[] {
  const { settings } = site;
  const siteName = text(settings.WEBSITE_NAME) ?? 'International Schools';
  const siteUrl = (text(settings.WEBSITE_URL) ?? 'http://localhost:3000').replace(/\/+$/, '');
  const configured = Array.isArray(settings.LANGUAGES) && settings.LANGUAGES.length > 0;
  const enabled = enabledLanguagesOf(settings.LANGUAGES);
  const addresses = languageAddresses({
    path: absolute(siteUrl, meta.url ?? site.pathname),
    lang: site.lang,
    enabled,
    contentLanguage: meta.language,
  });
  const canonical = addresses.canonical;
  // The neighbours of a list's page, in the same language.
  const inLanguage = (url: string | undefined) =>
    url && pathInLanguage(absolute(siteUrl, url), site.lang, siteLanguageOf(enabled));
  const title = meta.title ? `${meta.title} | ${siteName}` : siteName;
  // About what a search result shows: a longer one would be cut there, at any character.
  const describedBy = meta.description ?? text(settings.WEBSITE_DESCRIPTION);
  const description = describedBy && descriptionText(describedBy);
  const keywords = Array.isArray(meta.keywords) ? meta.keywords.join(', ') : meta.keywords;
  const image = meta.image ?? DEFAULT_SOCIAL_IMAGE;
  const twitterUser = text(settings.TWITTER_USER);
  const indexable = settings.ENABLE_SEO_INDEX === true && !meta.noindex;

  const named = (name: string, content: string | undefined) =>
    content ? [{ tag: 'meta' as const, attrs: { name, content } }] : [];
  const property = (name: string, content: string | undefined) =>
    content ? [{ tag: 'meta' as const, attrs: { property: name, content } }] : [];
  const link = (rel: string, href: string | undefined, extra: Record<string, string> = {}) =>
    href ? [{ tag: 'link' as const, attrs: { rel, href: absolute(siteUrl, href), ...extra } }] : [];

  return [
    { tag: 'title', text: title },
    ...named('description', description),
    ...named('keywords', keywords ?? text(settings.WEBSITE_KEYWORDS)),
    ...named('author', meta.author),
    ...named('robots', indexable ? undefined : 'noindex, nofollow'),
    ...link('canonical', canonical),
    ...link('prev', inLanguage(meta.previousUrl)),
    ...link('next', inLanguage(meta.nextUrl)),
    ...(configured ? addresses.alternates : []).flatMap(({ hreflang, href }) =>
      link('alternate', href, { hreflang }),
    ),
    ...(site.feeds ?? []).flatMap((feed) =>
      link('alternate', feed.href, { type: feed.type, title: feed.title }),
    ),
    ...property('og:site_name', siteName),
    ...property('og:type', meta.type ?? 'website'),
    ...property('og:title', meta.title ?? siteName),
    ...property('og:description', description),
    ...property('og:url', canonical),
    ...property('og:image', absolute(siteUrl, image.url)),
    ...property('og:image:width', String(image.width)),
    ...property('og:image:height', String(image.height)),
    ...property('article:published_time', meta.publishedAt),
    ...property('article:modified_time', meta.updatedAt),
    ...named('twitter:card', 'summary_large_image'),
    ...named('twitter:site', twitterUser && (twitterUser.startsWith('@') ? twitterUser : `@${twitterUser}`)),
    ...named('twitter:title', meta.title ?? siteName),
    ...named('twitter:description', description),
    ...named('twitter:image', absolute(siteUrl, image.url)),
    ...(meta.jsonLd ?? []).map(
      (data): HeadTag => ({
        tag: 'script',
        attrs: { type: 'application/ld+json' },
        text: JSON.stringify({ '@context': 'https://schema.org', ...data }),
      }),
    ),
  ];
}
