/**
 * The address of the demo site this Playwright worker tests. The global setup starts one site per
 * worker, each with its own data directory (`E2E_BASE_URL_0`, `E2E_BASE_URL_1`, …), so that a
 * test changing the site's settings (the blog on, the map as the home page) never reaches a test
 * running beside it in another worker. TEST_PARALLEL_INDEX is the worker's slot, kept by the
 * worker that replaces one after a failure.
 */
export function siteUrl(): string {
  const url = process.env[`E2E_BASE_URL_${process.env.TEST_PARALLEL_INDEX ?? '0'}`];
  if (!url) throw new Error('no site for this worker: run the end-to-end tests with `npm run test:e2e`');
  return url;
}

/** Environment variable names the global setup gives each worker's site address in. */
export function siteUrlVariable(worker: number): string {
  return `E2E_BASE_URL_${worker}`;
}
