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
  // A server render reads each query a few times and throws the cache away: remembering results
  // for later reads (Apollo's default) cost it more than it saved (decision 101).
  const cache = new InMemoryCache({ resultCaching: !options.ssr });
  if (options.state) cache.restore(options.state);
  const client = new ApolloClient({
    link: options.link,
    cache,
    ssrMode: options.ssr ?? false,
    defaultOptions: {
      watchQuery: { fetchPolicy: 'cache-and-network', errorPolicy: 'all' },
      query: { fetchPolicy: 'network-only', errorPolicy: 'all' },
      mutate: { errorPolicy: 'all' },
    },
  });
  // The server's data is fresh: while the page hydrates, queries read it instead of asking again
  // (a timer would not do: hydrating takes from 0.1 s to seconds). See `endHydration`.
  if (options.state) client.prioritizeCacheValues = true;
  return client;
}

/**
 * Called once the server's page has hydrated: from now on queries ask the server again as their
 * fetch policy says. Until then a second fetch of each query raced the hydration and, on a slow
 * device, left the list page refetching two variable sets in turn.
 */
export function endHydration(client: ApolloClient): void {
  client.prioritizeCacheValues = false;
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
