import type { FastifyInstance } from 'fastify';
import type { RouteDeps } from '../../../core/server/module';
import { BLOG_RSS_PATH } from '../shared/blog-paths';
import { listPublicPosts } from './blog-post-repository';
import { blogEnabled } from './blog-service';
import { RSS_ITEMS, rssFeed } from './rss-feed';

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/** The blog's RSS 2.0 feed: the latest published posts, in every language; 404 while the blog is off. */
export function mountBlogRoutes(app: FastifyInstance, { createContext }: RouteDeps): void {
  app.get(BLOG_RSS_PATH, async (request, reply) => {
    const { db, settings } = await createContext(request, reply);
    if (!(await blogEnabled(settings))) {
      return reply.status(404).send({ success: false, code: 'blog.disabled' });
    }
    const [{ items }, siteName, siteUrl, description] = await Promise.all([
      listPublicPosts(db, { language: undefined, limit: RSS_ITEMS, offset: 0 }),
      settings.get<string>('WEBSITE_NAME'),
      settings.get<string>('WEBSITE_URL'),
      settings.get<string>('WEBSITE_DESCRIPTION'),
    ]);
    const title = text(siteName) || 'Blog';
    const feed = rssFeed(
      { title, description: text(description) || title, siteUrl: text(siteUrl).replace(/\/+$/, '') },
      items,
    );
    return reply
      .type('application/rss+xml; charset=utf-8')
      .header('cache-control', 'public, max-age=300')
      .send(feed);
  });
}
