import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { negotiate } from '@fastify/accept-negotiator';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { consumeRate, RateLimitedError, type RateRule } from '@/core/server/auth/rate-limit';
import { allowAnyOrigin, answerPreflight, isPreflight } from '@/core/server/http/cors';
import { etagMatches } from '@/core/server/http/etag';
import type { RouteDeps } from '@/core/server/module';
import { ROOT_DIR } from '@/core/server/render/page-renderer';
import { loadTranslations } from '@/core/server/render/translations';
import type { SettingsService } from '@/core/server/settings/settings-service';
import {
  attributionOf,
  OPEN_DATA_CSV_PATH,
  OPEN_DATA_DOWNLOADS_PER_HOUR,
  OPEN_DATA_JSON_PATH,
  OPEN_DATA_LICENSE,
  OPEN_DATA_PACKAGE_PATH,
  OPEN_DATA_PAGE_PATH,
  OPEN_DATA_SCHEMA_PATH,
} from '@/modules/openschool/shared/open-data/open-data-terms';
import { OpenDataFiles } from './open-data-files';
import type { OpenDataFormat, OpenDataSite } from './open-data-formats';
import { openDataPackage } from './open-data-package';

export const OPEN_DATA_RATE: RateRule = { limit: OPEN_DATA_DOWNLOADS_PER_HOUR, windowSeconds: 3600 };

const TYPES: Record<OpenDataFormat, string> = {
  csv: 'text/csv; charset=utf-8; header=present',
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

/**
 * Read from disk a megabyte at a time (not 64 kB): ten downloads of 100 MB are then fewer turns
 * of the event loop between the requests waiting for one.
 */
const READ_CHUNK_BYTES = 1024 * 1024;

/** UTF-8's byte order mark: Excel reads a CSV as UTF-8 only when it starts with one. */
const BOM = Buffer.from([0xef, 0xbb, 0xbf]);

/** What a web app of another origin may read of a download's headers. */
const EXPOSED = ['etag', 'link', 'x-attribution', 'content-disposition', 'content-length'];

/** The licence, the page that documents the files, and their Data Package, as links. */
const linksOf = (site: OpenDataSite) =>
  [
    `<${OPEN_DATA_LICENSE.url}>; rel="license"`,
    `<${site.url}${OPEN_DATA_PAGE_PATH}>; rel="describedby"`,
    `<${site.url}${OPEN_DATA_PACKAGE_PATH}>; rel="describedby"; type="application/json"`,
  ].join(', ');

const notFound = (reply: FastifyReply) => reply.status(404).send({ success: false, code: 'not.found' });

/**
 * Where this process keeps its export files: beside the embedded database's data (one process
 * per data directory, decision 054), or with PostgreSQL a directory of its own under the
 * system's temporary directory, since several processes share DATA_DIR there (decision 076).
 */
const filesDirOf = (config: RouteDeps['config']) =>
  config.DATABASE_URL
    ? fs.mkdtempSync(path.join(os.tmpdir(), 'schools-open-data-'))
    : path.join(config.DATA_DIR, 'open-data');

/**
 * `/api/open-data/schools.csv` and `.json`: every listed school under CC BY 4.0, sent from the
 * files built once per data version (`OpenDataFiles`), gzipped when the client accepts it, with
 * the files' ETag: a download or a revalidation reads no school; the CSV with a byte order mark
 * on `?bom=1`. `/api/open-data/datapackage.json`: both described as a Frictionless Data Package.
 * `/api/open-data/schema.graphql`: the public GraphQL schema, read-only. All of them readable by
 * a web app of any origin (CORS, no credentials). 404 while the schools module is off.
 */
export function mountOpenDataRoutes(
  app: FastifyInstance,
  { createContext, changes, config, db }: RouteDeps,
): void {
  const files = new OpenDataFiles({
    db,
    changes,
    site: () => siteOf(app.settings),
    dir: filesDirOf(config),
    onError: (error) => app.log.error({ err: error }, 'open data files not rebuilt'),
  });
  app.addHook('onClose', () => files.close());
  const enabled = async () => (await app.settings.get<boolean>('ENABLE_OPENSCHOOL')) !== false;

  const serveExport = async (format: OpenDataFormat, request: FastifyRequest, reply: FastifyReply) => {
    if (!(await enabled())) return notFound(reply);
    const lease = await files.lease();
    // Until the response ends, however it ends: the files stay on disk while they are read.
    reply.raw.once('close', lease.release);
    const file = lease.files[format];
    const site = await siteOf(app.settings);
    // The same bytes after a byte order mark: another representation, with a tag of its own.
    const bom = format === 'csv' && (request.query as Record<string, unknown>).bom === '1';
    const etag = bom ? file.etag.replace(/"$/, '-bom"') : file.etag;
    allowAnyOrigin(reply, EXPOSED)
      .header('etag', etag)
      .header('cache-control', 'public, no-cache')
      .header('vary', 'accept-encoding')
      .header('link', linksOf(site))
      .header('x-attribution', headerText(attributionOf(site)));
    if (etagMatches(request.headers['if-none-match'], etag)) return reply.status(304).send();
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
    reply.type(TYPES[format]).header('content-disposition', `attachment; filename="schools.${format}"`);
    const read = (filePath: string) => fs.createReadStream(filePath, { highWaterMark: READ_CHUNK_BYTES });
    // With its mark the file is sent as it is: its gzip copy was made without one.
    if (bom) {
      const body = Readable.from(
        (async function* () {
          yield BOM;
          yield* read(file.path);
        })(),
      );
      return reply.header('content-length', String(BOM.length + file.bytes)).send(body);
    }
    const gzip = negotiate(request.headers['accept-encoding'] ?? '', ['gzip', 'identity']) === 'gzip';
    if (gzip) reply.header('content-encoding', 'gzip');
    return reply
      .header('content-length', String(gzip ? file.gzipBytes : file.bytes))
      .send(read(gzip ? file.gzipPath : file.path));
  };

  // Sent as built: compressed once, when the file was written, never per download.
  const asBuilt = { compress: false } as const;
  app.get(OPEN_DATA_CSV_PATH, asBuilt, (request, reply) => serveExport('csv', request, reply));
  app.get(OPEN_DATA_JSON_PATH, asBuilt, (request, reply) => serveExport('json', request, reply));

  app.get(OPEN_DATA_PACKAGE_PATH, async (request, reply) => {
    if (!(await enabled())) return notFound(reply);
    const body = `${JSON.stringify(openDataPackage(await siteOf(app.settings)), null, 2)}\n`;
    const etag = `W/"package-${createHash('sha256').update(body).digest('base64url').slice(0, 22)}"`;
    allowAnyOrigin(reply).header('etag', etag).header('cache-control', 'public, no-cache');
    if (etagMatches(request.headers['if-none-match'], etag)) return reply.status(304).send();
    return reply.type('application/json; charset=utf-8').send(body);
  });

  const schemaFile = path.join(ROOT_DIR, 'schema/public.graphql');
  app.get(OPEN_DATA_SCHEMA_PATH, async (_request, reply) => {
    if (!(await enabled())) return notFound(reply);
    return allowAnyOrigin(reply)
      .type('text/plain; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(await fs.promises.readFile(schemaFile, 'utf8'));
  });

  // A web app that revalidates (If-None-Match) asks first; anything else is not allowed here.
  app.options('/api/open-data/*', async (request, reply) =>
    isPreflight(request)
      ? answerPreflight(request, reply)
      : reply.status(405).header('allow', 'GET').send({ success: false, code: 'method.not.allowed' }),
  );
}
