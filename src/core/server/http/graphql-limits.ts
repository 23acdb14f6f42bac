import { costLimitPlugin } from '@escape.tech/graphql-armor-cost-limit';
import { maxAliasesPlugin } from '@escape.tech/graphql-armor-max-aliases';
import { maxDepthPlugin } from '@escape.tech/graphql-armor-max-depth';
import { maxDirectivesPlugin } from '@escape.tech/graphql-armor-max-directives';
import { maxTokensPlugin } from '@escape.tech/graphql-armor-max-tokens';
import { type ASTVisitor, GraphQLError, type ValidationContext } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { declaredCostOf } from './field-cost';

/**
 * How large a GraphQL document either endpoint accepts. The largest the site itself sends is the
 * school page's query: depth 10 (a fragment spread counts as a level) and a cost of about 1,600
 * in GraphQL Armor's measure (2 an object, 1 a scalar, ×1.5 a level); no document of the client or
 * the API tests has more than a few aliases or any directive. A document past any limit is
 * refused while it is parsed or validated, before any resolver runs: a thousand aliases of a
 * search cost milliseconds, not seconds of database work. The cost adds what fields declare
 * (`fieldCost`): a search is 1,000, so a document holds four at most (the site sends one).
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

/**
 * The cost limit counting what fields declare too: GraphQL Armor counts an operation's shape
 * (and hands that count to `onAccept`, in the same validation pass and before this rule sees
 * the operation); this rule adds the declared costs and refuses past the same limit.
 */
function declaredCostPlugin(shapeCosts: WeakMap<ValidationContext, number>): Plugin {
  return {
    onValidate: ({ addValidationRule }) =>
      addValidationRule(
        (context: ValidationContext): ASTVisitor => ({
          OperationDefinition: (operation) => {
            const declared = declaredCostOf(context, operation);
            const total = (shapeCosts.get(context) ?? 0) + declared;
            if (declared === 0 || total <= GRAPHQL_LIMITS.cost) return;
            refuse(
              context,
              new GraphQLError(
                `Query Cost limit of ${GRAPHQL_LIMITS.cost} exceeded, found ${total} (${declared} of it for searches).`,
              ),
            );
          },
        }),
      ),
  };
}

/** GraphQL Armor's document limits, as Yoga (envelop) plugins, each refusing with our code. */
export function graphqlLimitPlugins(): Plugin[] {
  const callbacks = { onReject: [refuse], propagateOnRejection: true };
  const shapeCosts = new WeakMap<ValidationContext, number>();
  const keepShapeCost = (context: ValidationContext | null, details: { n: number }) => {
    if (context) shapeCosts.set(context, details.n);
  };
  return [
    maxTokensPlugin({ n: GRAPHQL_LIMITS.tokens, ...callbacks }),
    maxAliasesPlugin({ n: GRAPHQL_LIMITS.aliases, ...callbacks }),
    maxDepthPlugin({ n: GRAPHQL_LIMITS.depth, ...callbacks }),
    maxDirectivesPlugin({ n: GRAPHQL_LIMITS.directives, ...callbacks }),
    costLimitPlugin({ maxCost: GRAPHQL_LIMITS.cost, ...callbacks, onAccept: [keepShapeCost] }),
    declaredCostPlugin(shapeCosts),
  ];
}
