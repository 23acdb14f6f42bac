import { defineConfig } from '@playwright/test';
import { CHROMIUM_LAUNCH } from './tests/chromium';
import { preferMemoryTempDir } from './tests/memory-temp-dir';

preferMemoryTempDir();

/** E2E in Debian's Chromium against the built app started as a user starts it (see tests/e2e/global-setup.ts). */
export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: 'test-results/e2e',
  globalSetup: './tests/e2e/global-setup.ts',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  // A loaded CI machine runs two to three times slower than an idle one: a page that takes 2 s
  // here may take 6 there, past the default 5 s for an assertion to come true.
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL: process.env.E2E_BASE_URL,
    // Recording a trace costs about a sixth of the run; E2E_TRACE=retain-on-failure records one
    // to look into a failure (npx playwright show-trace test-results/e2e/…/trace.zip).
    trace: process.env.E2E_TRACE === 'retain-on-failure' ? 'retain-on-failure' : 'off',
    screenshot: 'only-on-failure',
    launchOptions: CHROMIUM_LAUNCH,
  },
});
