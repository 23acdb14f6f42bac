import { useEffect, useState } from 'react';

/** A vertical offset following the page scroll at half speed, at most `maxOffset` pixels. */
export function useParallax(maxOffset: number): number {
  const [offset, setOffset] = useState(0);
  useEffect(() => {
    let frame = 0;
    const onScroll = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => setOffset(Math.min(maxOffset, window.scrollY / 2)));
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      cancelAnimationFrame(frame);
    };
  }, [maxOffset]);
  return offset;
}
