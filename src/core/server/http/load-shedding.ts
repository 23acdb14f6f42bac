import { monitorEventLoopDelay } from 'node:perf_hooks';
import underPressure from '@fastify/under-pressure';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** How long a refused client is asked to wait before trying again, in seconds. */
export const RETRY_AFTER_SECONDS = 5;

/** The code of a refusal because the server is overloaded. */
export const SERVER_BUSY = 'server.busy';

/**
 * Pages and API calls that may be under way before any is refused: about a second of waiting
 * for the last of them on 2 cores. Fewer refused a third of ten steady visitors' home pages in
 * `npm run bench`, who would rather have waited; and one long request (a demo data load on the
 * embedded database) saturates the event loop without any crowd.
 */
const IN_FLIGHT_BEFORE_SHEDDING = 32;

/**
 * Files of the client build (scripts, styles, translations, icons) and the files named at the
 * site's root (`/robots.txt`, `/sitemap.xml`…): always served, never counted. The build's cost
 * little (sent precompressed as they are), and a page whose scripts were refused is broken.
 */
const isBuildFile = (url: string) => /^\/(assets\/|locales\/|[\w.-]+\.\w+(\?|$))/.test(url);

/**
 * The health probe, likewise: it costs nothing, and a load balancer told 503 would take a busy
 * process out and send its crowd to the others.
 */
const isHealthProbe = (url: string) => url === '/api/health';

/** The refusal of a request the server is too busy for: 503, `Retry-After`, `server.busy`. */
export function sendServerBusy(request: FastifyRequest, reply: FastifyReply) {
  reply.status(503).header('retry-after', String(RETRY_AFTER_SECONDS));
  if (request.url.startsWith('/api/')) return reply.send({ success: false, code: SERVER_BUSY });
  return reply.type('text/plain; charset=utf-8').send('The site is busy. Please try again in a few seconds.');
}

/** How often the event loop's delay is read: its longest wait since the last reading. */
const SAMPLE_MS = 250;

/**
 * The event loop's longest delay over the last sample, in ms: how late a timer (and so any
 * request that arrived meanwhile) ran. Its mean would hide one long block among many short waits.
 */
function eventLoopDelay(app: FastifyInstance): () => number {
  const histogram = monitorEventLoopDelay({ resolution: 10 });
  histogram.enable();
  let latest = 0;
  const timer = setInterval(() => {
    latest = histogram.max / 1e6;
    histogram.reset();
  }, SAMPLE_MS).unref();
  app.addHook('onClose', async () => {
    clearInterval(timer);
    histogram.disable();
  });
  return () => latest;
}

/**
 * Answers 503 with `Retry-After` at once while the queue is deep and the server lags: the event
 * loop was busy more than `maxUtilization` of the last quarter second (0.98: saturated), or
 * late by more than `maxDelayMs` (what every request waiting felt). A crowd then gets quick
 * refusals instead of queueing behind the requests already late, which finish sooner.
 * Both 0 turn it off.
 */
export async function registerLoadShedding(
  app: FastifyInstance,
  options: { maxUtilization: number; maxDelayMs: number },
): Promise<void> {
  if (options.maxUtilization === 0 && options.maxDelayMs === 0) return;
  // Measures how busy the event loop is; the refusals are decided below, with the queue's depth.
  await app.register(underPressure, {
    maxEventLoopUtilization: options.maxUtilization,
    eventLoopUtilizationMode: 'interval',
    sampleInterval: SAMPLE_MS,
    pressureHandler: () => undefined,
  });
  const delay = eventLoopDelay(app);
  const lagging = () =>
    (options.maxUtilization > 0 && app.isUnderPressure()) ||
    (options.maxDelayMs > 0 && delay() > options.maxDelayMs);
  let inFlight = 0;
  app.addHook('onRequest', async (request, reply) => {
    if (isBuildFile(request.url) || isHealthProbe(request.url)) return;
    inFlight++;
    // Once per response, sent or cut short by a client who left (Fastify's onRequestAbort
    // misses a client leaving after its body was read: a POST's count would never end).
    reply.raw.once('close', () => inFlight--);
    if (inFlight <= IN_FLIGHT_BEFORE_SHEDDING || !lagging()) return;
    // A kept page costs a lookup and a copy: the route that keeps pages answers one it has, and
    // refuses only what it would render (a crowd of crawlers must not empty the cache's use).
    if (request.method === 'GET' && request.routeOptions.config.servesKeptCopies) {
      request.busyUnlessKept = true;
      return;
    }
    // Sent and returned: the request ends here, before its route runs.
    return sendServerBusy(request, reply);
  });
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route answers from copies it keeps: it is let through when busy, to refuse what it would render. */
    servesKeptCopies?: boolean;
  }
  interface FastifyRequest {
    /** Arrived while the server sheds load: answer it from a kept copy or refuse it (sendServerBusy). */
    busyUnlessKept?: boolean;
  }
}
