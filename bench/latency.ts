export interface LatencyResult {
  name: string;
  requests: number;
  p50: number;
  p95: number;
  p99: number;
  errors: number;
}

const percentile = (sorted: number[], p: number) =>
  sorted.length === 0 ? 0 : sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

/**
 * What one visitor waits: requests one after the other for a fixed time (after a few to warm
 * up), with the 50th, 95th and 99th percentile of their durations in ms. A GraphQL answer with
 * errors counts as an error.
 */
export async function sequentialLatency(
  name: string,
  options: { url: string; method?: 'GET' | 'POST'; body?: string; seconds: number },
): Promise<LatencyResult> {
  const send = async () => {
    const response = await fetch(options.url, {
      method: options.method ?? 'GET',
      body: options.body,
      headers: options.body ? { 'content-type': 'application/json' } : {},
    });
    const text = await response.text();
    return response.ok && !text.startsWith('{"errors"') && !text.includes('"errors":[');
  };
  for (let i = 0; i < 20; i++) await send();
  const durations: number[] = [];
  let errors = 0;
  const end = performance.now() + options.seconds * 1000;
  while (performance.now() < end) {
    const started = performance.now();
    if (!(await send())) errors += 1;
    durations.push(performance.now() - started);
  }
  durations.sort((a, b) => a - b);
  const round = (value: number) => Math.round(value * 10) / 10;
  return {
    name,
    requests: durations.length,
    p50: round(percentile(durations, 50)),
    p95: round(percentile(durations, 95)),
    p99: round(percentile(durations, 99)),
    errors,
  };
}
