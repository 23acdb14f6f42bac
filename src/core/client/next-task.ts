/**
 * Resolves in a task of its own: the browser may handle a tap and paint before the work after
 * it. Work split at such points runs as several short tasks instead of one long one (a phone's
 * blocking time is what each task lasts beyond 50 ms). `scheduler.yield()` where the browser has
 * it, which resumes ahead of other tasks; a timer elsewhere.
 */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (scheduler?.yield) return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
