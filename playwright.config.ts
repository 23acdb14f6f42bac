import { defineConfig } from '@playwright/test';
import { E2E_CHROMIUM_LAUNCH } from './tests/chromium';
import { siteUrlVariable } from './tests/e2e/support/site-url';
import { preferMemoryTempDir } from './tests/memory-temp-dir';

preferMemoryTempDir();

/** E2E in Debian's Chromium against the built app started as a user starts it (see tests/e2e/global-setup.ts). */
export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: 'test-results/e2e',
  globalSetup: './tests/e2e/global-setup.ts',
  // Two workers, each with a site of its own (global-setup.ts), one spec file at a time each: a
  // worker spends more than half its time waiting on a page, a server or a timer, so two keep
  // both cores busy (docs/decisions/008-test-run-within-budget.md).
  fullyParallel: false,
  workers: Number(process.env.E2E_WORKERS ?? 2),
  retries: 0,
  // A journey of twenty steps takes 20 to 30 s on an idle machine; on a 2-core machine running
  // Vitest beside three browsers it has taken three times as long.
  timeout: 90_000,
  // A loaded CI machine runs two to three times slower than an idle one: a page that takes 2 s
  // here may take 6 there, past the default 5 s for an assertion to come true.
  expect: { timeout: 15_000 },
  reporter: [['list']],
  use: {
    // Set again in each worker, where TEST_PARALLEL_INDEX says which site is its own.
    baseURL: process.env[siteUrlVariable(Number(process.env.TEST_PARALLEL_INDEX ?? 0))],
    // Recording a trace costs about a sixth of the run; E2E_TRACE=retain-on-failure records one
    // to look into a failure (npx playwright show-trace test-results/e2e/…/trace.zip).
    trace: process.env.E2E_TRACE === 'retain-on-failure' ? 'retain-on-failure' : 'off',
    screenshot: 'only-on-failure',
    launchOptions: E2E_CHROMIUM_LAUNCH,
    // Each test's context is new: the service worker would install in every one and precache
    // the ~290 build assets, a sixth of the run's CPU. pwa.spec.ts lets it run.
    serviceWorkers: 'block',
  },
});
