import {
  ApolloClient,
  ApolloLink,
  HttpLink,
  InMemoryCache,
  type NormalizedCacheObject,
} from '@apollo/client';
import { graphqlEndpointOf } from './admin/admin-endpoint';
import { answerSignalLink } from './meta/response-signal';
import { unauthorizedOperationLink } from './states/unauthorized-operation-link';

/**
 * One Apollo client per page load (browser) or per request (server). Queries use
 * cache-and-network and keep errors beside data, as the spec says.
 */
export function createApolloClient(options: {
  link: ApolloLink;
  state?: NormalizedCacheObject;
  ssr?: boolean;
}): ApolloClient {
  const cache = new InMemoryCache();
  if (options.state) cache.restore(options.state);
  return new ApolloClient({
    link: options.link,
    cache,
    ssrMode: options.ssr ?? false,
    // After hydration, the server's data is fresh: do not refetch it straight away.
    ssrForceFetchDelay: options.ssr ? undefined : 100,
    defaultOptions: {
      watchQuery: { fetchPolicy: 'cache-and-network', errorPolicy: 'all' },
      query: { fetchPolicy: 'network-only', errorPolicy: 'all' },
      mutate: { errorPolicy: 'all' },
    },
  });
}

/**
 * The browser's link to the GraphQL endpoints (admin operations to the admin one), in the page's language. A mutation refused with
 * `user.not.authorized` calls `onUnauthorized` (the 'Unauthorized operation' notice).
 */
export function browserLink(lang: string, options: { onUnauthorized?: () => void } = {}): ApolloLink {
  const http = new HttpLink({
    uri: (operation) => graphqlEndpointOf(operation.operationName),
    headers: { 'Accept-Language': lang },
  });
  return ApolloLink.from([
    answerSignalLink(),
    ...(options.onUnauthorized ? [unauthorizedOperationLink(options.onUnauthorized)] : []),
    http,
  ]);
}

// Tells Apollo's types that every operation keeps errors beside data (errorPolicy 'all').
declare module '@apollo/client' {
  export namespace ApolloClient {
    export namespace DeclareDefaultOptions {
      interface WatchQuery {
        errorPolicy: 'all';
      }
      interface Query {
        errorPolicy: 'all';
      }
      interface Mutate {
        errorPolicy: 'all';
      }
    }
  }
}
