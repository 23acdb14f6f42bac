import { useEffect, useEffectEvent, useRef, useState } from 'react';
import type { MutationOutcome } from '@/core/client/form/run-mutation';

/**
 * Runs a mutation once, in the browser, after the page mounts (an emailed link is single use:
 * it must not run on the server or twice). Null until the answer comes.
 */
export function useResultOnMount(run: () => Promise<MutationOutcome>): MutationOutcome | null {
  const [result, setResult] = useState<MutationOutcome | null>(null);
  const started = useRef(false);
  const runOnce = useEffectEvent(() => run().then(setResult));
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void runOnce();
  }, []);
  return result;
}
