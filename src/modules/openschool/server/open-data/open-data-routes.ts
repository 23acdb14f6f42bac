import fs from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { consumeRate, RateLimitedError, type RateRule } from '../../../../core/server/auth/rate-limit';
import type { RouteDeps } from '../../../../core/server/module';
import { ROOT_DIR } from '../../../../core/server/render/page-renderer';
import { loadTranslations } from '../../../../core/server/render/translations';
import type { SettingsService } from '../../../../core/server/settings/settings-service';
import {
  attributionOf,
  OPEN_DATA_CSV_PATH,
  OPEN_DATA_DOWNLOADS_PER_HOUR,
  OPEN_DATA_JSON_PATH,
  OPEN_DATA_LICENSE,
  OPEN_DATA_PAGE_PATH,
  OPEN_DATA_SCHEMA_PATH,
} from '../../shared/open-data/open-data-fields';
import { type OpenDataFormat, type OpenDataSite, openDataChunks } from './open-data-formats';
import { matchesEtag, OpenDataVersion } from './open-data-version';

export const OPEN_DATA_RATE: RateRule = { limit: OPEN_DATA_DOWNLOADS_PER_HOUR, windowSeconds: 3600 };

const TYPES: Record<OpenDataFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  json: 'application/json; charset=utf-8',
};

async function siteOf(settings: SettingsService): Promise<OpenDataSite> {
  const [name, url] = await Promise.all([
    settings.get<string>('WEBSITE_NAME'),
    settings.get<string>('WEBSITE_URL'),
  ]);
  return {
    name: typeof name === 'string' && name.trim() ? name.trim() : 'International Schools',
    url: (typeof url === 'string' && url.trim() ? url.trim() : 'http://localhost:3000').replace(/\/+$/, ''),
  };
}

/** Header values are Latin-1: a site name in another script is sent percent-encoded. */
const headerText = (text: string) => (/^[\x20-\x7e]*$/.test(text) ? text : encodeURI(text));

const notFound = (reply: FastifyReply) => reply.status(404).send({ success: false, code: 'not.found' });

/**
 * `/api/open-data/schools.csv` and `.json`: every listed school under CC BY 4.0, streamed a
 * batch at a time; `ETag` from the data version, so a revalidation is answered 304 without
 * reading a school. `/api/open-data/schema.graphql`: the public GraphQL schema, read-only.
 * 404 while the schools module is off.
 */
export function mountOpenDataRoutes(app: FastifyInstance, { createContext, changes }: RouteDeps): void {
  const version = new OpenDataVersion(changes);
  app.addHook('onClose', async () => version.stop());
  const enabled = async () => (await app.settings.get<boolean>('ENABLE_OPENSCHOOL')) !== false;

  const serveExport = async (format: OpenDataFormat, request: FastifyRequest, reply: FastifyReply) => {
    if (!(await enabled())) return notFound(reply);
    // Taken before any school is read: the file sent is never older than its tag.
    const etag = version.etag(format);
    const site = await siteOf(app.settings);
    reply
      .header('etag', etag)
      .header('cache-control', 'public, no-cache')
      .header('vary', 'accept-encoding')
      .header(
        'link',
        `<${OPEN_DATA_LICENSE.url}>; rel="license", <${site.url}${OPEN_DATA_PAGE_PATH}>; rel="describedby"`,
      )
      .header('x-attribution', headerText(attributionOf(site)));
    if (matchesEtag(request.headers['if-none-match'], etag)) return reply.status(304).send();
    const context = await createContext(request, reply);
    try {
      await consumeRate(context.db, [`open-data:ip:${request.ip}`], OPEN_DATA_RATE);
    } catch (error) {
      if (!(error instanceof RateLimitedError)) throw error;
      const errors = loadTranslations(context.lang).errors as Record<string, string> | undefined;
      return reply
        .status(429)
        .header('retry-after', String(error.retryAfterSeconds))
        .header('cache-control', 'no-store')
        .removeHeader('etag')
        .send({ success: false, code: error.code, error: errors?.[error.code] ?? error.code });
    }
    return reply
      .type(TYPES[format])
      .header('content-disposition', `attachment; filename="schools.${format}"`)
      .send(Readable.from(openDataChunks(context.db, format, site)));
  };

  app.get(OPEN_DATA_CSV_PATH, (request, reply) => serveExport('csv', request, reply));
  app.get(OPEN_DATA_JSON_PATH, (request, reply) => serveExport('json', request, reply));

  const schemaFile = path.join(ROOT_DIR, 'schema/public.graphql');
  app.get(OPEN_DATA_SCHEMA_PATH, async (_request, reply) => {
    if (!(await enabled())) return notFound(reply);
    return reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(await fs.promises.readFile(schemaFile, 'utf8'));
  });
}
