import autocannon from 'autocannon';
import { untilQuiet } from './attack';
import { type LatencyResult, sequentialLatency } from './latency';

/** 30 aliases (the limit) of a misspelt search: every word needs the typo-tolerant plan. */
export const TYPO_SEARCHES = `{ ${Array.from(
  { length: 30 },
  (_, i) => `s${i}: schools(q: "Internatinal Scool N${i}", limit: 20) { items { _id name city } }`,
).join(' ')} }`;

/** How a crowd was answered: by status, and the slowest answer (ms). */
export interface CrowdResult {
  sent: number;
  ok: number;
  busy: number;
  other: number;
  timeouts: number;
  p50: number;
  p99: number;
  maxMs: number;
}

/** What a stalling load did to `/api/health`, and how its own requests were answered. */
export interface StallResult {
  health: LatencyResult;
  crowd: CrowdResult;
}

export interface DownloadsResult {
  health: LatencyResult;
  /** Each download's status and time, in the order they ended. */
  downloads: { format: string; status: number; ms: number; mb: number }[];
  rssGrowthMb: number;
}

const crowdOf = (result: autocannon.Result): CrowdResult => {
  const stats = (result as autocannon.Result & { statusCodeStats?: Record<string, { count: number }> })
    .statusCodeStats;
  const count = (code: string) => Number(stats?.[code]?.count ?? 0);
  return {
    sent: result.requests.total,
    ok: count('200'),
    busy: count('503'),
    other: result.non2xx - count('503'),
    timeouts: result.timeouts,
    p50: result.latency.p50,
    p99: result.latency.p99,
    maxMs: result.latency.max,
  };
};

/**
 * `/api/health` one request after the other while a crowd sends without pause: `connections`
 * clients, each request waited for up to a minute (the slowest answer is the figure).
 */
async function healthDuring(
  base: string,
  seconds: number,
  crowd: Omit<autocannon.Options, 'url' | 'duration'> & { path: string },
): Promise<StallResult> {
  await untilQuiet(base);
  const { path, ...options } = crowd;
  const running = autocannon({ ...options, url: `${base}${path}`, duration: seconds + 3, timeout: 60 });
  await new Promise((resolve) => setTimeout(resolve, 1_000));
  const health = await sequentialLatency('/api/health', { url: `${base}/api/health`, seconds });
  return { health, crowd: crowdOf(await running) };
}

/** 10 clients sending the 30 misspelt searches in one document, again and again. */
export const healthDuringTypoSearches = (base: string, seconds: number) =>
  healthDuring(base, seconds, {
    path: '/api/graphql',
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query: TYPO_SEARCHES }),
    connections: 10,
  });

/** 50 visitors of the list page searching a misspelt name, each page rendered (never kept). */
export const healthDuringTypoPages = (base: string, seconds: number) => {
  let sent = 0;
  return healthDuring(base, seconds, {
    path: '/schools',
    connections: 50,
    requests: [
      {
        setupRequest: (request) => ({
          ...request,
          path: `/schools?q=Internatinal%20Scool%20N&bench-miss=${++sent}`,
        }),
      },
    ],
  });
};

/**
 * 5 CSV and 5 JSON downloads of the open data at once, read as fast as loopback allows, while
 * `/api/health` is asked one request after the other; the server's RSS is sampled throughout.
 * Both files are asked first with `If-None-Match: *` (not a download: no rate limit counted),
 * so that what is measured is the downloads, not a first build.
 */
export async function healthDuringDownloads(base: string, rssMb: () => number): Promise<DownloadsResult> {
  for (const format of ['csv', 'json']) {
    const ready = await fetch(`${base}/api/open-data/schools.${format}`, {
      headers: { 'if-none-match': '*' },
    });
    await ready.arrayBuffer();
  }
  await untilQuiet(base);
  const rssBefore = rssMb();
  let rssPeak = rssBefore;
  const sampler = setInterval(() => {
    rssPeak = Math.max(rssPeak, rssMb());
  }, 50);
  const downloads: DownloadsResult['downloads'] = [];
  let done = false;
  const download = async (format: string) => {
    const started = performance.now();
    const response = await fetch(`${base}/api/open-data/schools.${format}`, {
      headers: { 'accept-encoding': 'identity' },
    });
    let bytes = 0;
    for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>)
      bytes += chunk.byteLength;
    downloads.push({
      format,
      status: response.status,
      ms: Math.round(performance.now() - started),
      mb: Math.round((bytes / 1024 / 1024) * 10) / 10,
    });
  };
  const all = Promise.all(
    ['csv', 'json', 'csv', 'json', 'csv', 'json', 'csv', 'json', 'csv', 'json'].map(download),
  ).finally(() => {
    done = true;
  });
  // Health asked until every download ended, at least 2 s.
  const health = await sequentialLatencyUntil(base, () => done);
  await all;
  clearInterval(sampler);
  return { health, downloads, rssGrowthMb: rssPeak - rssBefore };
}

/** `/api/health` one request after the other (none to warm up: the crowd is already there). */
async function sequentialLatencyUntil(base: string, finished: () => boolean): Promise<LatencyResult> {
  const durations: number[] = [];
  let errors = 0;
  const minimumEnd = performance.now() + 2_000;
  while (!finished() || performance.now() < minimumEnd) {
    const started = performance.now();
    const response = await fetch(`${base}/api/health`).catch(() => null);
    await response?.arrayBuffer();
    if (!response?.ok) errors += 1;
    durations.push(performance.now() - started);
  }
  durations.sort((a, b) => a - b);
  const at = (p: number) =>
    Math.round(durations[Math.min(durations.length - 1, Math.ceil((p / 100) * durations.length) - 1)]! * 10) /
    10;
  return { name: '/api/health', requests: durations.length, p50: at(50), p95: at(95), p99: at(99), errors };
}
