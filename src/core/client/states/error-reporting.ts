type Sentry = typeof import('./sentry-sdk');

let sentry: Promise<Sentry | null> | null = null;

/**
 * Starts reporting errors to Sentry when the site has a DSN (setting SENTRY_DSN). The SDK is
 * imported only then, so sites without it never download it.
 */
export function startErrorReporting(dsn: unknown): void {
  if (sentry || typeof dsn !== 'string' || dsn.trim() === '') return;
  sentry = import('./sentry-sdk')
    .then((sdk) => {
      sdk.init({ dsn });
      return sdk;
    })
    .catch((error: unknown) => {
      console.error('Error reporting could not start', error);
      return null;
    });
}

/** Logs an error and, when reporting is on, sends it to the error-reporting service. */
export function reportError(error: unknown): void {
  console.error(error);
  void sentry?.then((sdk) => sdk?.captureException(error));
}
