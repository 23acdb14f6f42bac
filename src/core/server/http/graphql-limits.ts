import { costLimitPlugin } from '@escape.tech/graphql-armor-cost-limit';
import { maxAliasesPlugin } from '@escape.tech/graphql-armor-max-aliases';
import { maxDepthPlugin } from '@escape.tech/graphql-armor-max-depth';
import { maxDirectivesPlugin } from '@escape.tech/graphql-armor-max-directives';
import { maxTokensPlugin } from '@escape.tech/graphql-armor-max-tokens';
import { GraphQLError } from 'graphql';
import type { Plugin } from 'graphql-yoga';

/**
 * How large a GraphQL document either endpoint accepts. The largest the site itself sends is the
 * school page's query: depth 10 (a fragment spread counts as a level) and a cost of about 1,600
 * in GraphQL Armor's measure (2 an object, 1 a scalar, ×1.5 a level); no document of the client or
 * the API tests has more than a few aliases or any directive. A document past any limit is
 * refused while it is parsed or validated, before any resolver runs: a thousand aliases of a
 * search cost milliseconds, not seconds of database work.
 */
export const GRAPHQL_LIMITS = {
  aliases: 30,
  depth: 15,
  tokens: 2_000,
  cost: 5_000,
  directives: 20,
} as const;

/** The code of every refusal; the message says which limit and by how much. */
export const QUERY_TOO_COMPLEX = 'query.too.complex';

/** Replaces GraphQL Armor's error (a bare message) with one that carries our code. */
const refuse = (_context: unknown, error: GraphQLError) => {
  throw new GraphQLError(error.message.replace(/^Syntax Error: /, ''), {
    extensions: { code: QUERY_TOO_COMPLEX },
  });
};

/** GraphQL Armor's document limits, as Yoga (envelop) plugins, each refusing with our code. */
export function graphqlLimitPlugins(): Plugin[] {
  const callbacks = { onReject: [refuse], propagateOnRejection: true };
  return [
    maxTokensPlugin({ n: GRAPHQL_LIMITS.tokens, ...callbacks }),
    maxAliasesPlugin({ n: GRAPHQL_LIMITS.aliases, ...callbacks }),
    maxDepthPlugin({ n: GRAPHQL_LIMITS.depth, ...callbacks }),
    maxDirectivesPlugin({ n: GRAPHQL_LIMITS.directives, ...callbacks }),
    costLimitPlugin({ maxCost: GRAPHQL_LIMITS.cost, ...callbacks }),
  ];
}
