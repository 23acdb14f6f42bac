import type { ServerOptions } from 'node:http';

/**
 * Node's HTTP server options that hold a client to `timeoutMs` for its whole request, counted
 * from its first byte: the headers and the body must both have arrived by then, or the client
 * gets 408 and the connection is closed. Node checks these deadlines on a timer, every
 * `connectionsCheckingInterval` — 30 s unless told — so a 30 s deadline acted after up to a
 * minute; checked every tenth of the deadline (at most every second), it acts within 10 % of it.
 * The check walks only the connections with a request under way: cheap.
 */
export function requestDeadlineOptions(timeoutMs: number): ServerOptions {
  return {
    requestTimeout: timeoutMs,
    headersTimeout: timeoutMs,
    connectionsCheckingInterval: Math.min(1_000, Math.ceil(timeoutMs / 10)),
  };
}
