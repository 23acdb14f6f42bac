import { untilQuiet } from './attack';
import type { LatencyResult } from './latency';

/** 30 aliases (the limit) of a misspelt search: every word needs the typo-tolerant plan. */
export const TYPO_SEARCHES = `{ ${Array.from(
  { length: 30 },
  (_, i) =>
    `s${i}: schools(filter: { q: "Internatinal Scool N${i}" }, limit: 20) { items { _id name city } }`,
).join(' ')} }`;

/** How a crowd was answered: by status, and the slowest answer (ms). */
export interface CrowdResult {
  sent: number;
  ok: number;
  /** Answered 200 with GraphQL errors (a document refused by its limits). */
  refused: number;
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
  /** Each download's status (0: none came; negative: cut short) and time, in the order they ended. */
  downloads: { format: string; status: number; ms: number; mb: number }[];
  rssGrowthMb: number;
}

const percentile = (sorted: number[], p: number) =>
  sorted.length === 0 ? 0 : sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

/**
 * `connections` clients, each sending a request as soon as its last was answered, for `seconds`;
 * then the requests still under way are waited for (two minutes at most each), so that the
 * slowest answer is known however late it comes.
 */
async function crowd(
  connections: number,
  seconds: number,
  request: (n: number) => { url: string; init?: RequestInit },
): Promise<CrowdResult> {
  const durations: number[] = [];
  const statuses: number[] = [];
  let refused = 0;
  let timeouts = 0;
  let sent = 0;
  const end = performance.now() + seconds * 1000;
  const client = async () => {
    while (performance.now() < end) {
      const { url, init } = request(++sent);
      const started = performance.now();
      try {
        const response = await fetch(url, { ...init, signal: AbortSignal.timeout(120_000) });
        const text = await response.text();
        if (response.status === 200 && text.startsWith('{"errors":[')) refused += 1;
        else statuses.push(response.status);
      } catch {
        timeouts += 1;
      }
      durations.push(performance.now() - started);
    }
  };
  await Promise.all(Array.from({ length: connections }, client));
  durations.sort((a, b) => a - b);
  const count = (status: number) => statuses.filter((value) => value === status).length;
  return {
    sent: durations.length,
    ok: count(200),
    refused,
    busy: count(503),
    other: statuses.length - count(200) - count(503),
    timeouts,
    p50: Math.round(percentile(durations, 50)),
    p99: Math.round(percentile(durations, 99)),
    maxMs: Math.round(durations.at(-1) ?? 0),
  };
}

/** `/api/health` one request after the other while a crowd sends for `seconds`. */
async function healthDuring(base: string, crowdOf: () => Promise<CrowdResult>): Promise<StallResult> {
  await untilQuiet(base);
  let done = false;
  const running = crowdOf().finally(() => {
    done = true;
  });
  await new Promise((resolve) => setTimeout(resolve, 1_000));
  const health = await sequentialLatencyUntil(base, () => done);
  return { health, crowd: await running };
}

/** 10 clients sending the 30 misspelt searches in one document, again and again. */
export const healthDuringTypoSearches = (base: string, seconds: number) =>
  healthDuring(base, () =>
    crowd(10, seconds, () => ({
      url: `${base}/api/graphql`,
      init: {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query: TYPO_SEARCHES }),
      },
    })),
  );

/** 50 visitors of the list page searching a misspelt name, each page rendered (never kept). */
export const healthDuringTypoPages = (base: string, seconds: number) =>
  healthDuring(base, () =>
    crowd(50, seconds, (n) => ({ url: `${base}/schools?q=Internatinal%20Scool%20N&bench-miss=${n}` })),
  );

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
    let bytes = 0;
    let status = 0;
    try {
      const response = await fetch(`${base}/api/open-data/schools.${format}`, {
        headers: { 'accept-encoding': 'identity' },
      });
      status = response.status;
      for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>)
        bytes += chunk.byteLength;
    } catch {
      // Cut short (a reset connection): no status, or the one that came, negated.
      status = -status;
    }
    downloads.push({
      format,
      status,
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

/**
 * `/api/health` one request after the other until `finished` (at least 2 s), none to warm up:
 * the crowd is already there.
 */
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
