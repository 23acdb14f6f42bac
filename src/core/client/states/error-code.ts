import { CombinedError } from '@urql/core';

/** The server's code for a visitor or user lacking the right (spec sections 6 and 8). */
export const NOT_AUTHORIZED = 'user.not.authorized';

interface GraphQLResponse {
  errors?: ReadonlyArray<{ extensions?: Record<string, unknown> | undefined }>;
  data?: unknown;
}

/** A mutation's refusal, `{ success: false, code }`. */
export const isFailedPayload = (value: unknown): value is { success: false; code: string } =>
  typeof value === 'object' &&
  value !== null &&
  (value as { success?: unknown }).success === false &&
  typeof (value as { code?: unknown }).code === 'string';

/**
 * The first error code of a GraphQL response. A refusal can arrive two ways: as a GraphQL
 * error carrying `extensions.code` (a missing permission), or as a root field's
 * `{ success: false, code }` payload (what our mutations answer); both count.
 */
export function firstErrorCode(response: GraphQLResponse): string | null {
  const extensionCode = response.errors?.[0]?.extensions?.code;
  if (typeof extensionCode === 'string') return extensionCode;
  if (typeof response.data !== 'object' || response.data === null) return null;
  const failed = Object.values(response.data).find(isFailedPayload);
  return failed?.code ?? null;
}

/**
 * The code of the error a query or mutation got: its first GraphQL error's code (a refusal our
 * server sent outside GraphQL, `{ success: false, code: 'server.busy' }` with a 503, arrives as
 * one: see `refusalsAsGraphQLErrors` in graphql-client/browser-exchanges.ts); else null.
 */
export function codeOfError(error: unknown): string | null {
  if (!(error instanceof CombinedError)) return null;
  return firstErrorCode({ errors: error.graphQLErrors });
}

/**
 * The request never got a GraphQL answer: the network failed (the browser's "Failed to fetch"),
 * or an HTTP error came instead (a proxy's 502). Worth a retry, unlike a GraphQL error, which
 * the server would repeat.
 */
export function isNetworkFailure(error: unknown): boolean {
  if (error == null) return false;
  return !(error instanceof CombinedError) || error.networkError != null;
}
