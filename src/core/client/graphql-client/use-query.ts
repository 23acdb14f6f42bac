import { type AnyVariables, type CombinedError, createRequest, type TypedDocumentNode } from '@urql/core';
import { useEffect, useRef } from 'react';
import { useQuery as useUrqlQuery } from 'urql';
import type { Answer, FetchPolicy } from './graphql-client';
import { useGraphQLClient } from './graphql-provider';

export interface QueryResult<Data> {
  /** The answer to these variables; undefined while it has not come. */
  data: Data | undefined;
  /** The answer to the variables before, while the current one has not come (a list keeps its rows). */
  previousData: Data | undefined;
  loading: boolean;
  error: CombinedError | undefined;
  /** Asks the server again; resolves with its answer. */
  refetch: () => Promise<Answer<Data>>;
}

/**
 * A component's query: kept answers first, then the server's (`cache-and-network` unless told),
 * with errors beside data. `skip` runs nothing; `pollInterval` (ms) asks again that often.
 */
export function useQuery<Data, Variables extends AnyVariables>(
  query: TypedDocumentNode<Data, Variables>,
  options: { variables?: Variables; skip?: boolean; fetchPolicy?: FetchPolicy; pollInterval?: number } = {},
): QueryResult<Data> {
  const client = useGraphQLClient();
  const variables = options.variables as Variables;
  const [result] = useUrqlQuery<Data, Variables>({
    query,
    variables,
    pause: options.skip,
    requestPolicy: options.fetchPolicy ?? 'cache-and-network',
  } as Parameters<typeof useUrqlQuery<Data, Variables>>[0]);
  // urql keeps the last answer while other variables are asked; it is the previous data then.
  const key = createRequest(query, variables).key;
  const current = !options.skip && result.operation?.key === key;
  const previous = useRef<Data | undefined>(undefined);
  if (!current && result.data !== undefined) previous.current = result.data;
  const refetch = () => client.query({ query, variables, fetchPolicy: 'network-only' });
  const polling = !options.skip && options.pollInterval ? options.pollInterval : 0;
  const latest = useRef(refetch);
  latest.current = refetch;
  // biome-ignore lint/correctness/useExhaustiveDependencies: restarted for another query (its key), not for each render's variables object
  useEffect(() => {
    if (!polling) return;
    const timer = setInterval(() => void latest.current(), polling);
    return () => clearInterval(timer);
  }, [key, polling]);
  return {
    data: current ? result.data : undefined,
    previousData: previous.current,
    loading: result.fetching,
    error: current ? result.error : undefined,
    refetch,
  };
}
