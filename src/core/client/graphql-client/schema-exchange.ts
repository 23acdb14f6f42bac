import { type Exchange, makeErrorResult, makeResult } from '@urql/core';
import { execute, type GraphQLSchema } from 'graphql';
import { filter, fromPromise, mergeMap, pipe } from 'wonka';

/** The server render's way to GraphQL: each operation runs on the schema in-process. */
export function schemaExchange(schema: GraphQLSchema, contextValue: unknown): Exchange {
  return () => (operations$) =>
    pipe(
      operations$,
      filter((operation) => operation.kind === 'query' || operation.kind === 'mutation'),
      mergeMap((operation) =>
        fromPromise(
          Promise.resolve(
            execute({
              schema,
              document: operation.query,
              variableValues: operation.variables as Record<string, unknown> | undefined,
              contextValue,
            }),
          ).then(
            (answer) => makeResult(operation, answer),
            (error: unknown) =>
              makeErrorResult(operation, error instanceof Error ? error : new Error(String(error))),
          ),
        ),
      ),
    );
}
