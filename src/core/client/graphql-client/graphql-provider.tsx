import { createContext, type ReactNode, useContext } from 'react';
import { Provider as UrqlProvider } from 'urql';
import type { GraphQLClient } from './graphql-client';

const GraphQLClientContext = createContext<GraphQLClient | null>(null);

/** Gives the page's components its GraphQL client (`useGraphQLClient`, `useQuery`). */
export function GraphQLProvider(props: { client: GraphQLClient; children: ReactNode }) {
  return (
    <GraphQLClientContext.Provider value={props.client}>
      <UrqlProvider value={props.client.urql}>{props.children}</UrqlProvider>
    </GraphQLClientContext.Provider>
  );
}

/** The page's GraphQL client, for mutations and for queries run on an event. */
export function useGraphQLClient(): GraphQLClient {
  const client = useContext(GraphQLClientContext);
  if (!client) throw new Error('useGraphQLClient needs a <GraphQLProvider> above it');
  return client;
}
