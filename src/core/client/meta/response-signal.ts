import { type Exchange, mapExchange } from '@urql/core';

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

/** Signals each answer once the cache has kept it (the next task). */
export function answerSignalExchange(): Exchange {
  return mapExchange({
    onResult() {
      setTimeout(() => {
        answers += 1;
        for (const listener of listeners) listener();
      }, 0);
    },
  });
}
