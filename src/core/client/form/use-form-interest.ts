import { type RefObject, useEffect, useState } from 'react';

/** Forms a visitor has started on: a part remounted after a refused submit loads at once. */
const startedForms = new WeakSet<Element>();

/**
 * True once the visitor starts on the form that holds `field` (a field focused, a tap or a click
 * in it, or the focus already there when the page's scripts arrive); until then what only a
 * visitor filling the form needs waits (the captcha's code, the newsletter's country names), so
 * a page that is only read never runs it. Outside a form, the field itself.
 */
export function useFormInterest(field: RefObject<HTMLElement | null>): boolean {
  const [interested, setInterested] = useState(false);

  useEffect(() => {
    const area = field.current?.closest('form') ?? field.current;
    if (!area) return;
    const start = () => {
      startedForms.add(area);
      setInterested(true);
    };
    if (startedForms.has(area) || area.contains(document.activeElement)) {
      start();
      return;
    }
    const options = { once: true, passive: true } as const;
    area.addEventListener('focusin', start, options);
    area.addEventListener('pointerdown', start, options);
    return () => {
      area.removeEventListener('focusin', start);
      area.removeEventListener('pointerdown', start);
    };
  }, [field]);

  return interested;
}
