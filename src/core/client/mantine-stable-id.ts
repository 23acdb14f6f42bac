import { useId as useReactId } from 'react';

/**
 * Mantine's `useId` (every input, label, select, checkbox and menu asks it) renders React's id on
 * the server and in hydration, then swaps it for a random one in a layout effect: a synchronous
 * render of every such component once the page has hydrated, in a phone's longest task, each id
 * and `for` written again in the page. This one keeps React's id, unique within the page's one
 * React root and the same on the server and in the browser, as Mantine's first render gives it.
 * vite.config.ts points Mantine's import here (decision 093).
 */
export function useId(staticId?: string): string {
  const reactId = useReactId();
  return typeof staticId === 'string' ? staticId : `mantine-${reactId.replace(/:/g, '')}`;
}
