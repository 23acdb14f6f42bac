import { type Exchange, mapExchange } from '@urql/core';
import { firstErrorCode, NOT_AUTHORIZED } from './error-code';

/**
 * Warns the visitor when a mutation is refused for lack of rights (spec section 8:
 * `user.not.authorized` as the first error code of a mutation shows 'Unauthorized operation').
 * Queries are left alone: pages show their own unauthorized screen.
 */
export function unauthorizedOperationExchange(warn: () => void): Exchange {
  return mapExchange({
    onResult(result) {
      if (result.operation.kind !== 'mutation') return;
      const errors = result.error?.graphQLErrors;
      if (firstErrorCode({ errors, data: result.data }) === NOT_AUTHORIZED) warn();
    },
  });
}
