import { useEffect, useEffectEvent, useRef, useState } from 'react';
import type { AccountResult } from './account-result';

/**
 * Runs a mutation once, in the browser, after the page mounts (an emailed link is single use:
 * it must not run on the server or twice). Null until the answer comes.
 */
export function useResultOnMount(run: () => Promise<AccountResult>): AccountResult | null {
  const [result, setResult] = useState<AccountResult | null>(null);
  const started = useRef(false);
  const runOnce = useEffectEvent(() => run().then(setResult));
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void runOnce();
  }, []);
  return result;
}
