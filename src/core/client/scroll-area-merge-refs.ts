import { useMergedRef } from '@mantine/hooks';
import type { Ref } from 'react';

/**
 * `useMergeRefs` as Mantine's ScrollArea asks it of `@floating-ui/react`, answered by the same
 * hook of `@mantine/hooks`: that one import brought all of Floating UI (15 kB gzip) to every page
 * with a Mantine table, whose scroll container is a ScrollArea. vite.config.ts points the import
 * here (decision 093).
 */
export function useMergeRefs<Instance>(refs: Array<Ref<Instance> | undefined>) {
  return useMergedRef<Instance>(...refs);
}
