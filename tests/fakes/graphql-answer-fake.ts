import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { fetchExchange, makeOperation, mapExchange, type TypedDocumentNode } from '@urql/core';
import { parse } from 'graphql';
import { refusalsAsGraphQLErrors } from '@/core/client/graphql-client/browser-exchanges';
import { GraphQLClient } from '@/core/client/graphql-client/graphql-client';

const PING = parse('query Ping { ping }') as TypedDocumentNode<{ ping: string }, Record<string, never>>;

/**
 * For tests: the error a page's query gets when the server answers with `status`, `body` and
 * `contentType`, through the browser's real `fetch`, refusal reading and urql, from a local
 * HTTP server. `body: null` drops the connection: the network failed.
 */
export async function errorOfAnswer(answer: {
  status: number;
  body: string | null;
  contentType?: string;
}): Promise<unknown> {
  const server = http.createServer((request, response) => {
    request.resume();
    if (answer.body === null) return void request.socket.destroy();
    response.writeHead(answer.status, { 'content-type': answer.contentType ?? 'application/json' });
    response.end(answer.body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const toServer = mapExchange({
    onOperation: (operation) =>
      makeOperation(operation.kind, operation, {
        ...operation.context,
        url: `http://127.0.0.1:${port}/api/graphql`,
        fetch: refusalsAsGraphQLErrors,
      }),
  });
  try {
    const client = new GraphQLClient({ exchanges: [toServer, fetchExchange] });
    return (await client.query({ query: PING })).error;
  } finally {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
}
