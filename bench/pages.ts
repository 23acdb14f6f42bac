import { load } from './load';
import { startStaticTwin } from './static-twin';

/** One page measured three ways, side by side in one run. */
export interface PageResult {
  name: string;
  path: string;
  bytes: number;
  staticRps: number;
  hitRps: number;
  hitP99: number;
  missRps: number;
  missP50: number;
  /** CPU time of the server process per cache miss (render, then compressing the kept copy). */
  missCpuMs: number;
  errors: number;
}

/** The three public pages the bench serves: the home page, a country's list, a school's page. */
export async function pagePathsOf(base: string, schoolId: string): Promise<{ name: string; path: string }[]> {
  const response = await fetch(`${base}/api/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      query: 'query ($id: ID!) { school(id: $id) { countrySlug } }',
      variables: { id: schoolId },
    }),
  });
  const { data } = (await response.json()) as { data: { school: { countrySlug: string } } };
  const country = `/schools/${data.school.countrySlug}`;
  return [
    { name: 'home', path: '/' },
    { name: 'country list', path: country },
    { name: 'school page', path: `${country}/${schoolId}` },
  ];
}

/**
 * A page served static by plain Node, then kept (every request a cache hit), then rendered for
 * every request (a query parameter the page ignores, new each time, so nothing is kept).
 * `cpuMs` reads the server process's CPU time.
 */
export async function measurePage(
  base: string,
  page: { name: string; path: string },
  options: { seconds: number; cpuMs: () => number },
): Promise<PageResult> {
  const url = `${base}${page.path}`;
  const html = Buffer.from(await (await fetch(url)).arrayBuffer());
  await fetch(url);
  const twin = await startStaticTwin(html);
  try {
    const connections = 10;
    const still = await load(`${page.name}, static`, {
      url: twin.url,
      seconds: options.seconds,
      connections,
    });
    const hit = await load(`${page.name}, kept`, { url, seconds: options.seconds, connections });
    const separator = page.path.includes('?') ? '&' : '?';
    const cpuBefore = options.cpuMs();
    const miss = await load(`${page.name}, rendered`, {
      url,
      seconds: options.seconds,
      connections,
      pathOf: (n) => `${page.path}${separator}bench-miss=${n}`,
    });
    const missCpuMs = (options.cpuMs() - cpuBefore) / Math.max(1, miss.total);
    return {
      name: page.name,
      path: page.path,
      bytes: html.length,
      staticRps: still.requestsPerSecond,
      hitRps: hit.requestsPerSecond,
      hitP99: hit.p99,
      missRps: miss.requestsPerSecond,
      missP50: miss.p50,
      missCpuMs: Math.round(missCpuMs * 10) / 10,
      errors: still.errors + hit.errors + miss.errors,
    };
  } finally {
    await twin.stop();
  }
}
