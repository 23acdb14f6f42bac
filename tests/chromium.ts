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
