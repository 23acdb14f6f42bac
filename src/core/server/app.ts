import path from 'node:path';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import fastifyStatic from '@fastify/static';
import Fastify, {
  type FastifyInstance,
  type FastifyLoggerOptions,
  type FastifyReply,
  type FastifyRequest,
} from 'fastify';
import type { LanguageCode } from '../shared/languages';
import { mountAdminFileRoutes } from './admin/crud/admin-file-routes';
import { loadCurrentUser } from './auth/current-user';
import { sessionTokenOf } from './auth/session-cookie';
import { findSessionUser } from './auth/session-service';
import { mountCaptchaRoutes } from './captcha/captcha-routes';
import { CaptchaService } from './captcha/captcha-service';
import type { Config } from './config';
import { mountBackupRoute } from './db/backup/backup-route';
import { schemaTables } from './db/change-triggers';
import type { Database } from './db/database';
import { KeptReads } from './db/kept-reads';
import { AppError } from './errors';
import type { GraphQLContext } from './graphql/context';
import { buildSchemas } from './graphql/schemas';
import { adminIntrospectionGuard } from './http/admin-introspection-guard';
import { registerClientInputGuard } from './http/client-input-guard';
import { pagePolicy } from './http/content-security-policy';
import { registerCsrfGuard } from './http/csrf-guard';
import { mountGraphQL } from './http/graphql-route';
import { registerLoadShedding, sendServerBusy } from './http/load-shedding';
import { registerQueryTrace } from './http/query-trace-hooks';
import { requestDeadlineOptions } from './http/request-deadline';
import { requestLogOptions } from './http/request-log';
import { mountRobotsRoute } from './http/robots-route';
import { registerSecurityHeaders } from './http/security-headers';
import { queueOfRequest, WorkQueue } from './http/work-queue';
import { mountMissingTranslationRoute } from './i18n/missing-translation-route';
import { requestLanguage } from './i18n/request-language';
import { mountImageRoutes } from './images/image-routes';
import { ImageService } from './images/image-service';
import { MailService } from './mail/mail-service';
import { MapMarkers } from './map/map-markers';
import type { ServerModule } from './module';
import { VisitorPreferences } from './preferences/visitor-preferences';
import { PageCache } from './render/page-cache';
import { mountPageForms } from './render/page-form-routes';
import { builtPageRenderer, CLIENT_DIST, devPageRenderer } from './render/page-renderer';
import { mountPages } from './render/page-route';
import { prefillSettingsFromEnv } from './settings/prefill-from-env';
import { ensureSessionSecret } from './settings/session-secret';
import { settingCatalogue } from './settings/setting-catalogue';
import { SettingsService } from './settings/settings-service';

export interface AppOptions {
  config: Config;
  database: Database;
  modules: ServerModule[];
  /** Serve server-rendered pages; API tests leave it off and need no build. */
  pages?: boolean;
  /** Environment whose setting-named variables pre-fill settings not stored yet. */
  env?: Record<string, string | undefined>;
  /** Where the log goes: standard output unless a test reads it. */
  logStream?: FastifyLoggerOptions['stream'];
}

/** TRUST_PROXY as Fastify takes it: a hop count becomes the function over the hop's index. */
const trustedProxies = (trust: Config['TRUST_PROXY']) =>
  typeof trust === 'number' ? (_address: string, hop: number) => hop < trust : trust;

/** The Fastify application: GraphQL endpoints, static assets and server-rendered pages. */
export async function createApp(options: AppOptions): Promise<FastifyInstance> {
  const { config, database, modules } = options;
  const app = Fastify({
    // Request lines without the passwords and tokens a URL may carry (decision 075).
    ...requestLogOptions({
      level: config.LOG_LEVEL,
      secretPaths: modules.flatMap((module) => module.secretPaths ?? []),
      stream: options.logStream,
    }),
    // Off unless the operator names the proxies: a client's own X-Forwarded-* are not believed.
    trustProxy: trustedProxies(config.TRUST_PROXY),
    requestTimeout: config.REQUEST_TIMEOUT_MS,
    http: requestDeadlineOptions(config.REQUEST_TIMEOUT_MS),
  });
  registerClientInputGuard(app);
  await registerLoadShedding(app, {
    maxUtilization: config.SHED_EVENT_LOOP_UTILIZATION,
    maxDelayMs: config.SHED_EVENT_LOOP_DELAY_MS,
  });
  const settings = new SettingsService(database.db, settingCatalogue(modules), database.changes);
  if (options.env) {
    const filled = await prefillSettingsFromEnv(settings, options.env);
    if (filled.length) app.log.info({ keys: filled }, 'settings pre-filled from the environment');
  }
  const schemas = await buildSchemas(modules);
  const mail = new MailService({ db: database.db, settings, config, log: app.log });
  // Queued mail leaves from the outbox in the background, here and in every other process.
  mail.start();
  app.addHook('onClose', () => mail.stop());
  const captcha = new CaptchaService({
    db: database.db,
    settings,
    hmacKey: await ensureSessionSecret(settings),
    verifyUrl: config.CAPTCHA_VERIFY_URL,
    log: app.log,
  });
  const images = new ImageService({
    db: database.db,
    settings,
    localDir: path.join(config.DATA_DIR, 'images'),
    cloudinaryApiUrl: config.CLOUDINARY_API_URL,
    cloudinaryDeliveryUrl: config.CLOUDINARY_DELIVERY_URL,
  });
  const map = new MapMarkers(
    database.db,
    settings,
    database.changes,
    modules.flatMap((module) =>
      (module.mapLayers ?? []).map((layer) => ({ ...layer, enableSetting: module.enableSetting })),
    ),
  );
  // One queue for the whole process: the embedded database runs one query at a time.
  const searches = new WorkQueue(config.SEARCH_CONCURRENCY ?? (database.engine === 'pglite' ? 1 : 4));
  const preferences = new VisitorPreferences(
    database.db,
    modules.flatMap((module) => module.preferences ?? []),
  );
  const kept = new KeptReads(database.db, database.changes);
  const createContext = async (request: FastifyRequest, reply: FastifyReply): Promise<GraphQLContext> => {
    const token = sessionTokenOf(request);
    // The user and the enabled languages do not depend on each other: look them up together.
    const [user, languages] = await Promise.all([
      token
        ? findSessionUser(database.db, token).then((id) => (id ? loadCurrentUser(database.db, id) : null))
        : null,
      settings.get<LanguageCode[]>('LANGUAGES'),
    ]);
    return {
      db: database.db,
      kept,
      engine: database.engine,
      config,
      settings,
      mail,
      captcha,
      map,
      preferences,
      searches: queueOfRequest(searches, request),
      lang: requestLanguage(request, languages ?? []),
      user,
      permissions: user?.permissions ?? [],
      http: { request, reply },
    };
  };

  app.decorate('settings', settings);
  app.decorate('mail', mail);
  app.decorate('searches', searches);
  app.setErrorHandler((error: Error & { statusCode?: number }, request, reply) => {
    if (error instanceof AppError && error.status === 503) return sendServerBusy(request, reply);
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

  await registerSecurityHeaders(app);
  await app.register(compress, { threshold: 1024 });
  await app.register(cookie);
  registerQueryTrace(app, database.changes);
  registerCsrfGuard(app, settings);
  mountGraphQL(app, { url: '/api/graphql', schema: schemas.public, createContext, get: true });
  mountGraphQL(app, {
    url: '/api/admin/graphql',
    schema: schemas.admin,
    createContext,
    plugins: [adminIntrospectionGuard()],
  });
  mountCaptchaRoutes(app, captcha);
  mountMissingTranslationRoute(app, database.db);
  await mountImageRoutes(app, images, createContext);
  await mountAdminFileRoutes(app, createContext);
  mountRobotsRoute(app, settings, modules);
  mountBackupRoute(app, database, config);
  for (const module of modules)
    await module.mountRoutes?.(app, { createContext, config, changes: database.changes, db: database.db });
  app.get('/api/health', async () => ({ status: 'ok', database: database.engine }));
  app.all('/api/*', async (_request, reply) => reply.status(404).send({ success: false, code: 'not.found' }));

  if (options.pages) {
    const renderer = config.dev ? await devPageRenderer(app) : builtPageRenderer();
    if (!config.dev) {
      await app.register(fastifyStatic, {
        root: CLIENT_DIST,
        wildcard: false,
        index: false,
        // The build writes .br and .gz copies (vite.config.ts): sent as they are when accepted.
        preCompressed: true,
        // Our own Cache-Control below; the plugin's default (max-age=0) would overwrite it.
        cacheControl: false,
        setHeaders: (response, filePath) => {
          // Hashed file names never change content: cache them for a year.
          const hashed = filePath.startsWith(`${CLIENT_DIST}/assets/`);
          response.setHeader(
            'cache-control',
            hashed ? 'public, max-age=31536000, immutable' : 'public, max-age=3600',
          );
          // The body depends on Accept-Encoding (a precompressed copy or the file itself).
          response.setHeader('vary', 'accept-encoding');
        },
      });
    }
    const cache =
      config.PAGE_CACHE_MB > 0 && !config.dev
        ? new PageCache(database.changes, await schemaTables(database.db), {
            maxBytes: config.PAGE_CACHE_MB * 1024 * 1024,
          })
        : null;
    const renderPage = mountPages(app, {
      renderer,
      schema: schemas.public,
      createContext,
      dev: config.dev,
      cache,
      personalCookies: modules.flatMap((module) => module.personalCookies ?? []),
      preferences,
      policy: config.dev
        ? undefined
        : (nonce) => pagePolicy(nonce, { settings, captcha, images, stockPhotoUrl: config.UNSPLASH_API_URL }),
    });
    const forms = await Promise.all(
      modules.map(async (module) =>
        ((await module.pageForms?.()) ?? []).map((form) => ({
          ...form,
          enableSetting: module.enableSetting,
        })),
      ),
    );
    mountPageForms(app, { forms: forms.flat(), createContext, renderPage });
  }
  return app;
}

declare module 'fastify' {
  interface FastifyInstance {
    settings: SettingsService;
    /** Tests wait for queued mail with `app.mail.drain()`. */
    mail: MailService;
    /** Where searches wait their turn (tests hold it to fill the queue). */
    searches: WorkQueue;
  }
}
