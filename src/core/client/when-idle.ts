/**
 * Runs `callback` once the browser is idle (at once after the current task where it cannot
 * tell); returns how to cancel it.
 */
export function whenIdle(callback: () => void): () => void {
  if (!window.requestIdleCallback) {
    const timer = window.setTimeout(callback, 1);
    return () => window.clearTimeout(timer);
  }
  const idle = window.requestIdleCallback(() => callback());
  return () => window.cancelIdleCallback(idle);
}
