import type { FastifyInstance } from 'fastify';
import type { RouteDeps } from '@/core/server/module';
import { sitemapSite } from '@/core/server/sitemap/sitemap-site';
import { URLSET_END, URLSET_START, urlEntry } from '@/core/server/sitemap/sitemap-xml';
import { INDEXED_CONTENT_PAGES, PAGES_SITEMAP_PATH } from '../shared/legal-pages';

/**
 * The content pages' sitemap: about, the legal pages and the moderation log, each in every
 * language with its alternates. No `lastmod`: their texts are settings and translations.
 */
export function mountPagesSitemap(app: FastifyInstance, { createContext }: RouteDeps): void {
  app.get(PAGES_SITEMAP_PATH, async (request, reply) => {
    const site = await sitemapSite((await createContext(request, reply)).settings);
    const entries = INDEXED_CONTENT_PAGES.flatMap((path) =>
      site.languages.map((lang) => urlEntry(site, { path, lastmod: null }, lang)),
    );
    return reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send([URLSET_START, ...entries, URLSET_END].join(''));
  });
}
