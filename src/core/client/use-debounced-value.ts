import { useEffect, useState } from 'react';

/**
 * `value` once it has stayed the same for `waitMs` (a search box's text after the last
 * keystroke). Mantine's hook of that name does the same with options none of our callers use,
 * in the first script of the pages with a search box.
 */
export function useDebouncedValue<T>(value: T, waitMs: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = window.setTimeout(() => setSettled(value), waitMs);
    return () => window.clearTimeout(timer);
  }, [value, waitMs]);
  return settled;
}
