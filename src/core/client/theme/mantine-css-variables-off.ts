/**
 * Mantine's CSS variables component, as the browser needs it: never. The variables are in the
 * page's <head>, written by the server (`mantine-global-styles.tsx`), and `WithMantine` turns the
 * provider's own off (`withCssVariables={false}`). The real module computes Mantine's default
 * variables as it loads, whether they are used or not: about 17 ms of a throttled phone's start.
 * `vite.config.ts` answers MantineProvider's import of it with this one in the browser's build.
 */
export function MantineCssVariables(): null {
  return null;
}
