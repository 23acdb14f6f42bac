import compress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import { languageFromHeader } from '../shared/languages';
import type { Config } from './config';
import type { Database } from './db/database';
import { AppError } from './errors';
import type { GraphQLContext } from './graphql/context';
import { buildSchemas } from './graphql/schemas';
import { mountGraphQL } from './http/graphql-route';
import type { ServerModule } from './module';
import { builtPageRenderer, CLIENT_DIST, devPageRenderer } from './render/page-renderer';
import { mountPages } from './render/page-route';
import { CORE_SETTINGS } from './settings/core-settings';
import { SettingsService } from './settings/settings-service';

export interface AppOptions {
  config: Pick<Config, 'LOG_LEVEL' | 'dev'>;
  database: Database;
  modules: ServerModule[];
  /** Serve server-rendered pages; API tests leave it off and need no build. */
  pages?: boolean;
}

/** The Fastify application: GraphQL endpoints, static assets and server-rendered pages. */
export async function createApp(options: AppOptions): Promise<FastifyInstance> {
  const { config, database, modules } = options;
  const app = Fastify({ logger: { level: config.LOG_LEVEL }, trustProxy: true });
  const settings = new SettingsService(database.db, [
    ...CORE_SETTINGS,
    ...modules.flatMap((m) => m.settings ?? []),
  ]);
  const schemas = await buildSchemas(modules);
  const createContext = (request: FastifyRequest): GraphQLContext => ({
    db: database.db,
    settings,
    lang: languageFromHeader(request.headers['accept-language']),
    permissions: [],
  });

  app.decorate('settings', settings);
  app.setErrorHandler((error: Error & { statusCode?: number }, request, reply) => {
    if (error instanceof AppError)
      return reply.status(error.status).send({ success: false, code: error.code });
    const status = error.statusCode ?? 500;
    if (status >= 500) request.log.error({ err: error }, 'request failed');
    return reply.status(status).send({
      success: false,
      code: status >= 500 ? 'internal.error' : 'request.invalid',
      error: status >= 500 ? undefined : error.message,
    });
  });

  await app.register(compress, { threshold: 1024 });
  mountGraphQL(app, { url: '/api/graphql', schema: schemas.public, createContext });
  mountGraphQL(app, { url: '/api/admin/graphql', schema: schemas.admin, createContext });
  app.get('/api/health', async () => ({ status: 'ok', database: database.engine }));
  app.all('/api/*', async (_request, reply) => reply.status(404).send({ success: false, code: 'not.found' }));

  if (options.pages) {
    const renderer = config.dev ? await devPageRenderer(app) : builtPageRenderer();
    if (!config.dev) {
      await app.register(fastifyStatic, {
        root: CLIENT_DIST,
        wildcard: false,
        index: false,
        // Our own Cache-Control below; the plugin's default (max-age=0) would overwrite it.
        cacheControl: false,
        setHeaders: (response, filePath) => {
          // Hashed file names never change content: cache them for a year.
          const hashed = filePath.startsWith(`${CLIENT_DIST}/assets/`);
          response.setHeader(
            'cache-control',
            hashed ? 'public, max-age=31536000, immutable' : 'public, max-age=3600',
          );
        },
      });
    }
    mountPages(app, { renderer, schema: schemas.public, createContext, dev: config.dev });
  }
  return app;
}

declare module 'fastify' {
  interface FastifyInstance {
    settings: SettingsService;
  }
}
