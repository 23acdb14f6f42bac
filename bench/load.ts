import autocannon from 'autocannon';

export interface LoadResult {
  name: string;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  errors: number;
}

export interface LoadOptions {
  url: string;
  method?: 'GET' | 'POST';
  body?: string;
  seconds: number;
  connections: number;
  /** Requests each connection sends in turn instead of `url` alone (paths and bodies). */
  requests?: { method?: 'GET' | 'POST'; path: string; body?: string }[];
  /** The path of the n-th request, to make each one different (a page never kept). */
  pathOf?: (n: number) => string;
}

/** Loads one URL (or a cycle of requests) for a fixed time on loopback: throughput and latency. */
export async function load(name: string, options: LoadOptions): Promise<LoadResult & { total: number }> {
  let sent = 0;
  const { pathOf } = options;
  const requests =
    options.requests ??
    (pathOf
      ? [{ setupRequest: (request: { path: string }) => ({ ...request, path: pathOf(++sent) }) }]
      : undefined);
  const result = await autocannon({
    url: options.url,
    method: options.method ?? 'GET',
    body: options.body,
    headers: options.body || options.requests ? { 'content-type': 'application/json' } : {},
    duration: options.seconds,
    connections: options.connections,
    ...(requests && { requests: requests as autocannon.Request[] }),
  });
  return {
    name,
    requestsPerSecond: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
    total: result.requests.total,
  };
}
