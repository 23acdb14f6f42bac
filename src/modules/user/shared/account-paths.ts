/**
 * The pages an emailed link opens, the last segment the link's secret token: the server's log
 * never writes the token (decision 075). The client's manifest names each with
 * `satisfies TokenPage`, so that a renamed page cannot leave this list behind.
 */
export const TOKEN_PAGES = [
  '/activate-account/:token',
  '/validate-email/:token',
  '/password-reset/:token',
  '/close/:token',
] as const;

export type TokenPage = (typeof TOKEN_PAGES)[number];
