/** The public list of posts; a post is at `/blog/{slug}`. */
export const BLOG_PATH = '/blog';
/** The RSS 2.0 feed, served by the server (not a page of the app). */
export const BLOG_RSS_PATH = '/blog/rss.xml';

export const blogPostPath = (slug: string) => `${BLOG_PATH}/${slug}`;
/** The blog's sitemap (its list in every language and each post in its own), served by the server. */
export const BLOG_SITEMAP_PATH = '/blog/sitemap.xml';
