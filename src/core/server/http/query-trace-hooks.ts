import type { FastifyInstance } from 'fastify';
import type { ChangeFeed } from '../db/change-feed';
import { QueryTrace } from '../db/query-trace';

/**
 * Gives every request a `QueryTrace` of the statements it runs (the page cache keeps the tables
 * a page read), and makes a request that wrote wait, before it answers, until this process has
 * heard of its own changes: the next request of its client then sees them, cached pages included.
 */
export function registerQueryTrace(app: FastifyInstance, changes: ChangeFeed): void {
  app.decorateRequest('queryTrace', null);
  // After the body is parsed: the handler, and all it starts, runs inside the trace.
  app.addHook('preHandler', (request, _reply, done) => {
    const trace = new QueryTrace();
    request.queryTrace = trace;
    trace.run(done);
  });
  app.addHook('onSend', async (request, _reply, payload) => {
    if (request.queryTrace?.wrote) await changes.sync();
    return payload;
  });
}

declare module 'fastify' {
  interface FastifyRequest {
    queryTrace: QueryTrace | null;
  }
}
