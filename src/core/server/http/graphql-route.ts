import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { GraphQLSchema } from 'graphql';
import { GraphQLError } from 'graphql';
import { createYoga, type Plugin, type YogaServerInstance } from 'graphql-yoga';
import { AppError } from '../errors';
import type { GraphQLContext } from '../graphql/context';
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
 * Mounts one GraphQL endpoint (POST only) served by Yoga on the given schema; `plugins` adds
 * the endpoint's own checks (the admin one guards its introspection).
 */
export function mountGraphQL(
  app: FastifyInstance,
  options: {
    url: string;
    schema: GraphQLSchema;
    createContext: ContextFactory;
    plugins?: Plugin<GraphQLContext>[];
  },
): void {
  const yoga: YogaServerInstance<{ req: FastifyRequest; reply: FastifyReply }, GraphQLContext> = createYoga({
    schema: options.schema,
    graphqlEndpoint: options.url,
    graphiql: false,
    landingPage: false,
    logging: false,
    plugins: [...graphqlLimitPlugins(), ...(options.plugins ?? [])],
    maskedErrors: { maskError: maskError(app) },
    context: ({ req, reply }) => options.createContext(req, reply),
  });

  app.route({
    url: options.url,
    method: 'POST',
    handler: async (request, reply) => {
      const response = await yoga.handleNodeRequestAndResponse(request, reply, { req: request, reply });
      response.headers.forEach((value, key) => {
        reply.header(key, value);
      });
      reply.status(response.status);
      return reply.send(response.body);
    },
  });
}
