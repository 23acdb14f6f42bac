// Only what we use of the Sentry SDK, statically named so the bundler leaves the rest out.
// Loaded through a dynamic import, only on sites with a DSN (see error-reporting.ts).
export { captureException, init } from '@sentry/browser';
