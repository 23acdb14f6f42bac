import {
  type ApolloClient,
  CombinedGraphQLErrors,
  type OperationVariables,
  type TypedDocumentNode,
} from '@apollo/client';

/** What every account mutation answers (spec: `{ success code error field }`). */
export interface AccountResult {
  success: boolean;
  code: string | null;
  field: string | null;
}

/** Account mutations alias their result field to `result`, so one runner reads them all. */
export type AccountMutation<V extends OperationVariables> = TypedDocumentNode<{ result: AccountResult }, V>;

const failure = (code: string): AccountResult => ({ success: false, code, field: null });

/** The code of a GraphQL error (e.g. `user.not.authorized`), or `network.error` when the call failed. */
function codeOf(error: unknown): string {
  if (CombinedGraphQLErrors.is(error)) {
    const code = error.errors[0]?.extensions?.code;
    return typeof code === 'string' ? code : 'internal.error';
  }
  return 'network.error';
}

/**
 * Runs an account mutation and always answers with an AccountResult: a refusal the server
 * explains, a GraphQL error or a network failure all become `success: false` with a code.
 */
export async function runAccountMutation<V extends OperationVariables, R extends AccountResult>(
  apollo: ApolloClient,
  mutation: TypedDocumentNode<{ result: R }, V>,
  variables: V,
): Promise<R | AccountResult> {
  try {
    const { data, error } = await apollo.mutate({ mutation, variables });
    if (data?.result) return data.result;
    return failure(codeOf(error));
  } catch (error) {
    return failure(codeOf(error));
  }
}

/** POSTs one of the signed-in REST calls of spec section 7, which answer `{ success, code }`. */
export async function postAccountAction(path: string): Promise<AccountResult> {
  try {
    const response = await fetch(path, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    const body = (await response.json()) as { success?: boolean; code?: string | null };
    return { success: body.success === true, code: body.code ?? null, field: null };
  } catch {
    return failure('network.error');
  }
}
