import { useEffect, useState } from 'react';

/**
 * How much of the top bar shows, from 1 (all of it) to 0 (slid away): all of it until the page
 * has scrolled past the bar's `height`, then less as the visitor scrolls down and more as they
 * scroll up, over that same height (spec section 9). Rendered again only when the share changes:
 * Mantine's `useHeadroom` kept the scroll position as state, which rendered the bar again as soon
 * as the page had hydrated and at every scroll event, down the page too.
 */
export function useSlideAway(height: number): number {
  const [shown, setShown] = useState(1);
  useEffect(() => {
    let lastY = window.scrollY;
    let share = 1;
    const follow = () => {
      const y = window.scrollY;
      // Below the bar's height it always shows; past it, it moves by what was scrolled past it.
      share = y <= height ? 1 : Math.min(1, Math.max(0, share - (y - Math.max(lastY, height)) / height));
      lastY = y;
      setShown(share);
    };
    window.addEventListener('scroll', follow, { passive: true });
    return () => window.removeEventListener('scroll', follow);
  }, [height]);
  return shown;
}
