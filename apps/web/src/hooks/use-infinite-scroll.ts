import { useEffect, useRef } from 'react';

/** docs/product-rules.md "Numbers": load more when 80 % of the sentinel is visible, at most once per 150 ms. */
const THRESHOLD = 0.8;
const THROTTLE_MS = 150;

/**
 * Calls `onReach` when the returned sentinel scrolls into view. `pageCount` re-arms the observer after
 * each page, so a page too short to fill the screen still leads to the next one.
 */
export function useInfiniteScroll<T extends HTMLElement>(
  onReach: () => void,
  enabled: boolean,
  pageCount: number,
) {
  const sentinel = useRef<T>(null);
  const latest = useRef(onReach);
  latest.current = onReach;
  const lastCall = useRef(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: pageCount is the re-arm signal, not read inside.
  useEffect(() => {
    const node = sentinel.current;
    if (!node || !enabled || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        const now = Date.now();
        if (!entries.some((entry) => entry.isIntersecting) || now - lastCall.current < THROTTLE_MS) return;
        lastCall.current = now;
        latest.current();
      },
      { threshold: THRESHOLD },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [enabled, pageCount]);

  return sentinel;
}
