import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { GraphQLSchema } from 'graphql';
import { GraphQLError } from 'graphql';
import { createYoga, type Plugin, type YogaServerInstance } from 'graphql-yoga';
import { sessionTokenOf } from '../auth/session-cookie';
import { AppError } from '../errors';
import type { GraphQLContext } from '../graphql/context';
import { answerPreflight, isPreflight } from './cors';
import { sendGetAnswer } from './graphql-get';
import { graphqlLimitPlugins } from './graphql-limits';
import { RETRY_AFTER_SECONDS } from './load-shedding';

type ContextFactory = (request: FastifyRequest, reply: FastifyReply) => Promise<GraphQLContext>;

/** The public error of an AppError is its code; anything else is logged and masked. */
function maskError(app: FastifyInstance) {
  return (error: unknown): Error => {
    const original = error instanceof GraphQLError ? error.originalError : error;
    if (original instanceof AppError) {
      // Too busy (a search refused its turn): the whole answer is a 503 with Retry-After, as
      // when load is shed before the request ran (Yoga reads and removes `http`).
      const http =
        original.status === 503
          ? { status: 503, headers: { 'retry-after': String(RETRY_AFTER_SECONDS) } }
          : undefined;
      return new GraphQLError(original.code, {
        extensions: { code: original.code, field: original.field, ...(http && { http }) },
      });
    }
    // Parse, validation and variable errors: GraphQL's own words for what the client sent.
    if (error instanceof GraphQLError && (!original || original instanceof GraphQLError)) return error;
    app.log.error({ err: original }, 'GraphQL resolver failed');
    return new GraphQLError('Unexpected error.', { extensions: { code: 'internal.error' } });
  };
}

/**
 * Mounts one GraphQL endpoint served by Yoga on the given schema; `plugins` adds the endpoint's
 * own checks (the admin one guards its introspection). POST always; with `get`, queries by GET
 * too (GraphQL over HTTP), answered with a content ETag and readable from any origin
 * (`graphql-get.ts`). Any other method is answered 405 with `Allow`.
 */
export function mountGraphQL(
  app: FastifyInstance,
  options: {
    url: string;
    schema: GraphQLSchema;
    createContext: ContextFactory;
    plugins?: Plugin<GraphQLContext>[];
    get?: boolean;
  },
): void {
  /** Whether the request's context had a signed-in user: its GET answer is then private. */
  const signedIn = new WeakSet<FastifyRequest>();
  const yoga: YogaServerInstance<{ req: FastifyRequest; reply: FastifyReply }, GraphQLContext> = createYoga({
    schema: options.schema,
    graphqlEndpoint: options.url,
    graphiql: false,
    landingPage: false,
    logging: false,
    // Yoga's own CORS answers any origin with credentials: a signed-in visitor's answers would
    // be readable by every site. Ours (graphql-get.ts) allows any origin without credentials.
    cors: false,
    plugins: [...graphqlLimitPlugins(), ...(options.plugins ?? [])],
    maskedErrors: { maskError: maskError(app) },
    context: async ({ req, reply }) => {
      const context = await options.createContext(req, reply);
      if (context.user) signedIn.add(req);
      return context;
    },
  });
  const methods = options.get ? ['GET', 'POST'] : ['POST'];
  const allow = methods.join(', ');

  app.route({
    url: options.url,
    method: methods,
    // HEAD is not GET here: it is answered 405 below.
    exposeHeadRoute: false,
    handler: async (request, reply) => {
      const response = await yoga.handleNodeRequestAndResponse(request, reply, { req: request, reply });
      response.headers.forEach((value, key) => {
        reply.header(key, value);
      });
      reply.status(response.status);
      // Yoga's 405 for a mutation by GET says POST only; the endpoint allows both.
      if (response.status === 405) reply.header('allow', allow);
      if (request.method !== 'GET') return reply.send(response.body);
      const body = Buffer.from(await response.arrayBuffer());
      // A session cookie makes it private even when the query failed before its context was made.
      const anonymous = !signedIn.has(request) && sessionTokenOf(request) === null;
      return sendGetAnswer(request, reply, body, { anonymous });
    },
  });
  app.route({
    url: options.url,
    method: ['HEAD', 'OPTIONS', 'PUT', 'DELETE', 'PATCH'],
    handler: async (request, reply) => {
      if (options.get && isPreflight(request)) return answerPreflight(request, reply);
      return reply.status(405).header('allow', allow).send({ success: false, code: 'method.not.allowed' });
    },
  });
}
