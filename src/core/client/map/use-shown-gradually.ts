import { useEffect, useState } from 'react';

/** How many markers a step adds: a step is a task of a few milliseconds on a mid-range phone. */
const STEP = 20;

/**
 * How many of `total` markers to draw now: the first markers a map gets are drawn a step at a
 * time, each step its own task, so drawing a hundred clusters never holds the page for long;
 * after that (the markers of a pan or a zoom) all at once.
 */
export function useShownGradually(total: number): number {
  const [shown, setShown] = useState(STEP);
  const done = shown === Number.POSITIVE_INFINITY;
  useEffect(() => {
    if (done || total === 0) return;
    const next = setTimeout(() => setShown(shown + STEP >= total ? Number.POSITIVE_INFINITY : shown + STEP));
    return () => clearTimeout(next);
  }, [done, shown, total]);
  return shown;
}
