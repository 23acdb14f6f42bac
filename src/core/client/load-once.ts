import { use } from 'react';

/** Code loaded at most once per process or page, and what it gave once it has come. */
export interface LoadedOnce<Value extends object> {
  /** Starts the loading the first time; the same promise for every caller. */
  load: () => Promise<Value>;
  /** What loading gave, once it has: a render that finds it does not suspend. */
  loaded: () => Value | undefined;
}

/** Wraps a loading (a dynamic import) so that it runs once and its result is kept. */
export function loadOnce<Value extends object>(loadValue: () => Promise<Value>): LoadedOnce<Value> {
  let value: Value | undefined;
  let loading: Promise<Value> | undefined;
  return {
    load: () => {
      loading ??= loadValue().then((result) => {
        value = result;
        return result;
      });
      return loading;
    },
    loaded: () => value,
  };
}

/** In a render: what the code gave, suspending (a Suspense boundary) until it has come. */
export function useLoadedOnce<Value extends object>(code: LoadedOnce<Value>): Value {
  return code.loaded() ?? use(code.load());
}
