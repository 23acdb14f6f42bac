import type { FastifyInstance } from 'fastify';
import type { RouteDeps } from '@/core/server/module';
import { sitemapSite } from '@/core/server/sitemap/sitemap-site';
import { BLOG_RSS_PATH, BLOG_SITEMAP_PATH } from '../shared/blog-paths';
import { listPublicPostAddresses, listPublicPosts } from './blog-post-repository';
import { blogEnabled } from './blog-service';
import { BLOG_SITEMAP_POSTS, blogSitemap } from './blog-sitemap';
import { RSS_ITEMS, rssFeed } from './rss-feed';

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/**
 * The blog's RSS 2.0 feed (the latest published posts, in every language) and its sitemap;
 * both 404 while the blog is off.
 */
export function mountBlogRoutes(app: FastifyInstance, { createContext }: RouteDeps): void {
  app.get(BLOG_SITEMAP_PATH, async (request, reply) => {
    const { db, settings } = await createContext(request, reply);
    if (!(await blogEnabled(settings))) {
      return reply.status(404).send({ success: false, code: 'blog.disabled' });
    }
    const [site, posts] = await Promise.all([
      sitemapSite(settings),
      listPublicPostAddresses(db, BLOG_SITEMAP_POSTS),
    ]);
    return reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(blogSitemap(site, posts));
  });

  app.get(BLOG_RSS_PATH, async (request, reply) => {
    const { db, settings } = await createContext(request, reply);
    if (!(await blogEnabled(settings))) {
      return reply.status(404).send({ success: false, code: 'blog.disabled' });
    }
    const [{ items }, siteName, site, description] = await Promise.all([
      listPublicPosts(db, { language: undefined, limit: RSS_ITEMS, offset: 0 }),
      settings.get<string>('WEBSITE_NAME'),
      sitemapSite(settings),
      settings.get<string>('WEBSITE_DESCRIPTION'),
    ]);
    const title = text(siteName) || 'Blog';
    const feed = rssFeed(
      { title, description: text(description) || title, siteUrl: site.url, languages: site.languages },
      items,
    );
    return reply
      .type('application/rss+xml; charset=utf-8')
      .header('cache-control', 'public, max-age=300')
      .send(feed);
  });
}
