import { type RefObject, useEffect, useRef, useState } from 'react';

/**
 * True once the returned ref's element comes within `margin` of the viewport, and from then on. Lets
 * content far below the fold wait for the shopper to scroll towards it. Without IntersectionObserver
 * (old browsers, some test DOMs) everything counts as near.
 */
export function useNearViewport<T extends Element>(margin = '400px'): [RefObject<T | null>, boolean] {
  const ref = useRef<T>(null);
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');

  useEffect(() => {
    const node = ref.current;
    if (near || !node) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        setNear(true);
        observer.disconnect();
      },
      { rootMargin: `${margin} 0px` },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [near, margin]);

  return [ref, near];
}
