import { Readable } from 'node:stream';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { RouteDeps } from '@/core/server/module';
import {
  renderSitemapFile,
  renderSitemapIndex,
  SITEMAP_FILES_PATH,
  SITEMAP_INDEX_PATH,
  schoolsEnabled,
} from './sitemap-service';

const XML = 'application/xml; charset=utf-8';
// Crawlers come back often; an hour old is fresh enough, and spares the database.
const CACHE = 'public, max-age=3600';

const notFound = (reply: FastifyReply) => reply.status(404).send({ success: false, code: 'not.found' });

/**
 * `/sitemap.xml` (the index) and `/sitemaps/{lng}.xml` or `/sitemaps/{lng}-{n}.xml`: the listed
 * schools, their countries and the curriculums, in each enabled language with hreflang
 * alternates. 404 while the schools module is off.
 */
export function mountSitemapRoutes(app: FastifyInstance, { createContext }: RouteDeps): void {
  app.get(SITEMAP_INDEX_PATH, async (request, reply) => {
    const context = await createContext(request, reply);
    if (!(await schoolsEnabled(context.settings))) return notFound(reply);
    return reply
      .type(XML)
      .header('cache-control', CACHE)
      .send(await renderSitemapIndex(context));
  });

  app.get<{ Params: { file: string } }>(`${SITEMAP_FILES_PATH}/:file`, async (request, reply) => {
    const context = await createContext(request, reply);
    if (!(await schoolsEnabled(context.settings))) return notFound(reply);
    const lines = await renderSitemapFile(context, request.params.file);
    if (!lines) return notFound(reply);
    return reply.type(XML).header('cache-control', CACHE).send(Readable.from(lines));
  });
}
