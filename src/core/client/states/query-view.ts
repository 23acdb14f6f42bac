import { codeOfError, isNetworkFailure, NOT_AUTHORIZED } from './error-code';

/** The `{ success, code, error }` part of our single-result answers (spec section 7). */
export interface ResultPayload {
  success?: boolean | null;
  code?: string | null;
  error?: string | null;
}

export interface QueryInput {
  loading: boolean;
  /** The query's error: GraphQL errors or a network failure. */
  error?: unknown;
  /** The root field's answer; null or undefined while nothing came. */
  data: unknown;
  /** The answer came but holds nothing to show (no such item). */
  notFound?: boolean;
}

export type QueryView =
  | { kind: 'loading' }
  | { kind: 'unauthorized' }
  /** Nothing to show: the request got no answer (spec: the 'Network Error' screen). */
  | { kind: 'network' }
  | { kind: 'error'; code: string | null; message: string | null }
  | { kind: 'notFound' }
  /** `refreshFailed`: what is shown came earlier; asking again got no answer. */
  | { kind: 'content'; refreshFailed: boolean };

const payloadOf = (data: unknown): ResultPayload =>
  typeof data === 'object' && data !== null ? (data as ResultPayload) : {};

const messageOf = (error: unknown): string | null =>
  error instanceof Error && error.message ? error.message : null;

/**
 * What a data-loading page shows (spec section 4): the unauthorized screen for
 * `user.not.authorized`, the network error when no answer came, the server's error, the
 * spinner while nothing came yet, a not-found screen, or the content. Data already shown stays
 * when a later refetch fails (cache-and-network); a failed network says so beside it.
 */
export function queryViewOf(input: QueryInput): QueryView {
  const payload = payloadOf(input.data);
  const failed = payload.success === false;
  const code = codeOfError(input.error) ?? (failed ? (payload.code ?? null) : null);
  if (code === NOT_AUTHORIZED) return { kind: 'unauthorized' };
  if (failed) return { kind: 'error', code, message: payload.error ?? null };
  // A refusal our server explained with a code is not a network failure.
  const offline = isNetworkFailure(input.error) && !code;
  if (input.data == null) {
    if (offline) return { kind: 'network' };
    if (input.error) return { kind: 'error', code, message: messageOf(input.error) };
    if (input.loading) return { kind: 'loading' };
    return { kind: 'notFound' };
  }
  return input.notFound ? { kind: 'notFound' } : { kind: 'content', refreshFailed: offline };
}
