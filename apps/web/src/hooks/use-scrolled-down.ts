import { useEffect, useState } from 'react';

/** Scrolls shorter than this are jitter, not a change of direction. */
const JITTER = 8;

/**
 * Whether the shopper is scrolling down past `offset` px: true after a scroll down beyond it, false again
 * as soon as they scroll up or return near the top. Read once per frame.
 */
export function useScrolledDown(offset = 120): boolean {
  const [down, setDown] = useState(false);
  useEffect(() => {
    let last = window.scrollY;
    let frame = 0;
    const onScroll = () => {
      if (frame) return;
      frame = requestAnimationFrame(() => {
        frame = 0;
        const y = window.scrollY;
        if (Math.abs(y - last) < JITTER && y > offset) return;
        setDown(y > offset && y > last);
        last = y;
      });
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      cancelAnimationFrame(frame);
    };
  }, [offset]);
  return down;
}
