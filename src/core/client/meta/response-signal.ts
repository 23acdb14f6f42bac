import { ApolloLink } from '@apollo/client';
import { tap } from 'rxjs';

/**
 * Counts the GraphQL answers the browser received, for what must follow them without a
 * query of its own: a page's <head> is computed from the cache, and a page whose data arrives
 * after a navigation needs it computed again (its title names the school or the post).
 */
let answers = 0;
const listeners = new Set<() => void>();

export function subscribeToAnswers(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const answersReceived = () => answers;

/** Signals each answer once Apollo has written it to the cache (the next task). */
export function answerSignalLink(): ApolloLink {
  return new ApolloLink((operation, forward) =>
    forward(operation).pipe(
      tap(() => {
        setTimeout(() => {
          answers += 1;
          for (const listener of listeners) listener();
        }, 0);
      }),
    ),
  );
}
