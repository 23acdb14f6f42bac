import {
  type ApolloClient,
  CombinedGraphQLErrors,
  type OperationVariables,
  ServerError,
  type TypedDocumentNode,
} from '@apollo/client';

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
  if (CombinedGraphQLErrors.is(error)) {
    const code = error.errors[0]?.extensions?.code;
    return typeof code === 'string' ? code : 'internal.error';
  }
  if (ServerError.is(error) && error.statusCode === 503) return 'server.busy';
  return 'network.error';
}

/**
 * Runs a mutation whose result field is aliased `result` and always answers with an outcome:
 * a refusal the server explains, a GraphQL error or a network failure all become
 * `success: false` with a code the form can translate.
 */
export async function runMutation<V extends OperationVariables, R extends MutationOutcome>(
  apollo: ApolloClient,
  mutation: TypedDocumentNode<{ result: R }, V>,
  variables: V,
): Promise<R | FailedOutcome> {
  try {
    const { data, error } = await apollo.mutate({ mutation, variables });
    if (data?.result) return data.result;
    return failedOutcome(codeOf(error));
  } catch (error) {
    return failedOutcome(codeOf(error));
  }
}
