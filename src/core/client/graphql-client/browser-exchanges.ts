import { type Exchange, fetchExchange, getOperationName, makeOperation, mapExchange } from '@urql/core';
import { graphqlEndpointOf } from '../admin/admin-endpoint';
import { isFailedPayload } from '../states/error-code';
import { unauthorizedOperationExchange } from '../states/unauthorized-operation';

/**
 * The browser's way to the GraphQL endpoints (admin operations to the admin one), in the page's
 * language. A mutation refused with `user.not.authorized` calls `onUnauthorized` (the
 * 'Unauthorized operation' notice).
 */
export function browserExchanges(lang: string, options: { onUnauthorized?: () => void } = {}): Exchange[] {
  const toEndpoint = mapExchange({
    onOperation: (operation) =>
      makeOperation(operation.kind, operation, {
        ...operation.context,
        url: graphqlEndpointOf(getOperationName(operation.query)),
        fetch: refusalsAsGraphQLErrors,
        fetchOptions: { headers: { 'Accept-Language': lang } },
      }),
  });
  return [
    ...(options.onUnauthorized ? [unauthorizedOperationExchange(options.onUnauthorized)] : []),
    toEndpoint,
    fetchExchange,
  ];
}

/**
 * The browser's `fetch` for GraphQL, where a refusal our server answered outside GraphQL (an
 * overloaded server's `{ success: false, code: 'server.busy' }` with a 503) becomes a GraphQL
 * error with that code: a client reads GraphQL errors, and would take the refusal for a network
 * failure otherwise.
 */
export const refusalsAsGraphQLErrors: typeof fetch = async (input, init) => {
  const response = await fetch(input, init);
  if (response.ok || !response.headers.get('content-type')?.includes('json')) return response;
  const text = await response.text();
  const refusal = parsedOrNull(text);
  const body = isFailedPayload(refusal)
    ? JSON.stringify({ errors: [{ message: refusal.code, extensions: { code: refusal.code } }] })
    : text;
  return new Response(body, {
    status: response.status,
    statusText: response.statusText,
    headers: response.headers,
  });
};

function parsedOrNull(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
