import { useEffect, useState } from 'react';

/**
 * A number that counts from 0 up to `target` once the page is in the browser.
 * The server and the first browser render show `target` itself, so the HTML is right
 * without JavaScript and hydration matches; the count then restarts from 0 after `delayMs`.
 */
export function useCountUp(
  target: number,
  options: { delayMs: number; durationMs: number },
): { value: number; settled: boolean } {
  const [value, setValue] = useState(target);
  const [settled, setSettled] = useState(false);
  const { delayMs, durationMs } = options;
  useEffect(() => {
    if (window.matchMedia?.('(prefers-reduced-motion: reduce)').matches || target === 0) {
      setValue(target);
      setSettled(true);
      return;
    }
    setValue(0);
    setSettled(false);
    const start = performance.now() + delayMs;
    let frame = 0;
    const step = (now: number) => {
      const progress = Math.min(1, Math.max(0, (now - start) / durationMs));
      const eased = 1 - (1 - progress) ** 3;
      setValue(Math.round(target * eased));
      if (progress < 1) frame = requestAnimationFrame(step);
      else setSettled(true);
    };
    frame = requestAnimationFrame(step);
    return () => cancelAnimationFrame(frame);
  }, [target, delayMs, durationMs]);
  return { value, settled };
}
