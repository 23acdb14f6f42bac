import { CombinedGraphQLErrors, ServerError } from '@apollo/client';

/** The server's code for a visitor or user lacking the right (spec sections 6 and 8). */
export const NOT_AUTHORIZED = 'user.not.authorized';

interface GraphQLResponse {
  errors?: ReadonlyArray<{ extensions?: Record<string, unknown> | undefined }>;
  data?: unknown;
}

const isFailedPayload = (value: unknown): value is { success: false; code: string } =>
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
 * The code of an error Apollo hands a component: a GraphQL error's code, or the one our server
 * put in a refusal outside GraphQL (`{ success: false, code: 'server.busy' }` with a 503), or in
 * a GraphQL answer sent with a 503 (a search refused its turn); else null.
 */
export function codeOfApolloError(error: unknown): string | null {
  if (ServerError.is(error)) return codeOfBody(error.bodyText);
  if (!CombinedGraphQLErrors.is(error)) return null;
  return firstErrorCode({ errors: error.errors });
}

function codeOfBody(text: string): string | null {
  try {
    const body: unknown = JSON.parse(text);
    if (isFailedPayload(body)) return body.code;
    return typeof body === 'object' && body !== null ? firstErrorCode(body as GraphQLResponse) : null;
  } catch {
    return null;
  }
}

/**
 * The request never got a GraphQL answer: the network failed (the browser's "Failed to fetch"),
 * or an HTTP error came instead (a proxy's 502). Worth a retry, unlike a GraphQL error, which
 * the server would repeat.
 */
export function isNetworkFailure(error: unknown): boolean {
  return error != null && !CombinedGraphQLErrors.is(error);
}
