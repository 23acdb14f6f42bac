import type { SitemapSite } from '@/core/server/sitemap/sitemap-site';
import {
  lastmodOf,
  type SitemapPage,
  URLSET_END,
  URLSET_START,
  urlEntry,
} from '@/core/server/sitemap/sitemap-xml';
import { BLOG_PATH, blogPostPath } from '../shared/blog-paths';

/** sitemaps.org: at most 50,000 URLs a file; the list's entries come first. */
export const BLOG_SITEMAP_POSTS = 49_000;

/**
 * The blog's sitemap: its list in every language of the site, then each published post once,
 * in the language it is written in, at the address its page calls canonical (decision 082).
 */
export function blogSitemap(
  site: SitemapSite,
  posts: readonly { slug: string; language: string; updatedAt: Date }[],
): string {
  const newest = posts.reduce<Date | undefined>(
    (max, post) => (!max || post.updatedAt > max ? post.updatedAt : max),
    undefined,
  );
  const list: SitemapPage = { path: BLOG_PATH, lastmod: lastmodOf(newest) };
  return [
    URLSET_START,
    ...site.languages.map((lang) => urlEntry(site, list, lang)),
    ...posts.map((post) =>
      urlEntry(
        site,
        { path: blogPostPath(post.slug), lastmod: lastmodOf(post.updatedAt), language: post.language },
        post.language,
      ),
    ),
    URLSET_END,
  ].join('');
}
