import { startTransition, useEffect, useState } from 'react';

/**
 * Whether a component whose code loads apart (`lazy`) should take over from what stands in for it
 * before: once the page is idle its code is loaded and the answer turns true; `want()` turns it
 * true at once (the visitor reached for it). Both in a transition, so that the stand-in stays,
 * with its focus and text, until the code is there (decision 093). `load` is the module's import,
 * declared once beside the `lazy` that uses it.
 */
export function useLoadedWhenIdle(load: () => Promise<unknown>): [wanted: boolean, want: () => void] {
  const [wanted, setWanted] = useState(false);
  const want = () => startTransition(() => setWanted(true));
  useEffect(() => {
    let current = true;
    const loaded = () => void load().then(() => current && startTransition(() => setWanted(true)));
    if (!window.requestIdleCallback) {
      const timer = window.setTimeout(loaded, 1);
      return () => {
        current = false;
        window.clearTimeout(timer);
      };
    }
    const idle = window.requestIdleCallback(loaded);
    return () => {
      current = false;
      window.cancelIdleCallback(idle);
    };
  }, [load]);
  return [wanted, want];
}
