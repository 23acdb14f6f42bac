import { useEffect, useRef, useState } from 'react';

/** How long typing must pause before a search or filter applies. */
export const TYPING_DELAY_MS = 400;

/**
 * A text input's value that applies itself once typing pauses. `current` is the applied value
 * (from the URL): when it changes elsewhere (Back, a cleared filter), the input shows it. A
 * pending apply is dropped when the input goes away, so leaving the page never re-applies it.
 */
export function useTypedValue(current: string, apply: (value: string) => void) {
  const [text, setText] = useState(current);
  const applyRef = useRef(apply);
  applyRef.current = apply;
  useEffect(() => setText(current), [current]);
  useEffect(() => {
    if (text.trim() === current.trim()) return;
    const timer = setTimeout(() => applyRef.current(text.trim()), TYPING_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text, current]);
  return [text, setText] as const;
}
