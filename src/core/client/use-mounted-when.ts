import { useEffect, useState } from 'react';

/**
 * True once the component is in the browser (never on the server, nor while hydrating), like
 * Mantine's `useMounted`, but only when `wanted`: a component that does not need to know is not
 * rendered a second time after hydration. A list of compare buttons each asking cost a phone a
 * long task after the page had hydrated.
 */
export function useMountedWhen(wanted: boolean): boolean {
  const [mounted, setMounted] = useState(false);
  useEffect(() => {
    if (wanted) setMounted(true);
  }, [wanted]);
  return mounted;
}
