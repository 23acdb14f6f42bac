import fs from 'node:fs';

/**
 * How the e2e suite and the bench launch Debian's Chromium (`apt-get install chromium`): the
 * flags that work on this kind of machine, headless, without a sandbox or background traffic.
 */
export const CHROMIUM_LAUNCH = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};

const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';

/**
 * What the e2e suite launches: Debian's headless shell of the same Chromium
 * (`apt-get install chromium-headless-shell`), the build Playwright itself runs headless tests
 * in. It renders with the same engine and spends about a third less CPU than the full browser
 * (docs/decisions/008-test-run-within-budget.md); without it, the full browser. The bench's
 * Lighthouse keeps the full browser, as visitors have it.
 */
export const E2E_CHROMIUM_LAUNCH = {
  ...CHROMIUM_LAUNCH,
  executablePath:
    process.env.CHROMIUM_PATH ??
    (fs.existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : CHROMIUM_LAUNCH.executablePath),
};
