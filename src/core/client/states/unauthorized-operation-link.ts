import { ApolloLink } from '@apollo/client';
import { tap } from 'rxjs';
import { firstErrorCode, NOT_AUTHORIZED } from './error-code';

/**
 * Warns the visitor when a mutation is refused for lack of rights (spec section 8:
 * `user.not.authorized` as the first error code of a mutation shows 'Unauthorized operation').
 * Queries are left alone: pages show their own unauthorized screen.
 */
export function unauthorizedOperationLink(warn: () => void): ApolloLink {
  return new ApolloLink((operation, forward) => {
    if (operation.operationType !== 'mutation') return forward(operation);
    return forward(operation).pipe(
      tap((response) => {
        if (firstErrorCode(response) === NOT_AUTHORIZED) warn();
      }),
    );
  });
}
