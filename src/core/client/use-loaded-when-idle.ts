import { startTransition, useEffect, useState } from 'react';
import { whenIdle } from './when-idle';

/**
 * Whether a component whose code loads apart (`lazy`) should take over from what stands in for it
 * (decision 093). Its code loads once the page is idle; it takes over when the visitor reaches
 * for it (`want()`), in a transition, so that the stand-in stays, with its focus and text, until
 * the code is there. Taking over when idle cost a phone a long task on every page that has one
 * (the list's country picker: 227 ms of mounting Mantine's select and positioning its dropdown),
 * for a control most visitors never touch. `load` is the module's import, declared once beside
 * the `lazy` that uses it.
 */
export function useLoadedWhenIdle(load: () => Promise<unknown>): [wanted: boolean, want: () => void] {
  const [wanted, setWanted] = useState(false);
  const want = () => startTransition(() => setWanted(true));
  useEffect(() => whenIdle(() => void load().catch(() => undefined)), [load]);
  return [wanted, want];
}
