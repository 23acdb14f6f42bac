import { type AnyVariables, CombinedError, type TypedDocumentNode } from '@urql/core';
import type { GraphQLClient } from '../graphql-client/graphql-client';

/** A refused input field (`email`, `fees.2.amount`) and the code of why. */
export interface FieldErrorOutcome {
  field: string;
  code: string;
}

/**
 * What every mutation answers (spec: `{ success code error field }`, plus every refused field in
 * `fieldErrors`), as forms read it. A document selects `fieldErrors` when its form marks fields.
 */
export interface MutationOutcome {
  success: boolean;
  code: string | null;
  field?: string | null;
  fieldErrors?: readonly FieldErrorOutcome[];
}

/** The outcome of a call the server did not answer with a result (a GraphQL error, the network). */
export interface FailedOutcome extends MutationOutcome {
  success: false;
  code: string;
  item?: null;
}

export const failedOutcome = (code: string): FailedOutcome => ({
  success: false,
  code,
  field: null,
  fieldErrors: [],
});

/**
 * The code of a GraphQL error (e.g. `user.not.authorized`), `server.busy` when an overloaded
 * server turned the call away (503), or `network.error` when the call failed otherwise.
 */
function codeOf(error: unknown): string {
  if (!(error instanceof CombinedError)) return 'network.error';
  if (error.networkError) return error.response?.status === 503 ? 'server.busy' : 'network.error';
  const code = error.graphQLErrors[0]?.extensions?.code;
  return typeof code === 'string' ? code : 'internal.error';
}

/**
 * Runs a mutation whose result field is aliased `result` and always answers with an outcome:
 * a refusal the server explains, a GraphQL error or a network failure all become
 * `success: false` with a code the form can translate.
 */
export async function runMutation<V extends AnyVariables, R extends MutationOutcome>(
  client: GraphQLClient,
  mutation: TypedDocumentNode<{ result: R }, V>,
  variables: V,
): Promise<R | FailedOutcome> {
  try {
    const { data, error } = await client.mutate({ mutation, variables });
    if (data?.result) return data.result;
    return failedOutcome(codeOf(error));
  } catch (error) {
    return failedOutcome(codeOf(error));
  }
}
