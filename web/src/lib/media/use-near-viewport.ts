import { useEffect, useState, type RefObject } from 'react';

/**
 * Whether `ref`'s element has come within `margin` of the viewport (true from then on),
 * for a part of a page that need not load before the reader gets near it. Without
 * IntersectionObserver it is true at once.
 */
export function useNearViewport(ref: RefObject<Element | null>, margin = '600px'): boolean {
  const [observed, setNear] = useState(false);
  // A browser without IntersectionObserver loads it at once; the server renders it not near.
  const canObserve = typeof window === 'undefined' || 'IntersectionObserver' in window;
  const near = observed || !canObserve;
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setNear(true);
          observer.disconnect();
        }
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, margin, near]);
  return near;
}
