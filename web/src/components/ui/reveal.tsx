import { useEffect, useRef, useState, type ComponentProps } from 'react';
import { cn } from '@/lib/cn';
import { usePrefersReducedMotion } from '@/lib/media/use-media-query';

/**
 * A section that fades and rises into place once, the first time it scrolls into view.
 * With reduced motion (or without IntersectionObserver) it is simply there: no classes.
 */
export function Reveal({ className, children, ...props }: ComponentProps<'section'>) {
  const reducedMotion = usePrefersReducedMotion();
  const ref = useRef<HTMLElement>(null);
  const [shown, setShown] = useState(false);
  const canObserve = typeof window !== 'undefined' && 'IntersectionObserver' in window;
  const animate = !reducedMotion && canObserve;

  useEffect(() => {
    const element = ref.current;
    if (!animate || shown || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setShown(true);
          observer.disconnect();
        }
      },
      { threshold: 0.12 },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [animate, shown]);

  return (
    <section
      ref={ref}
      data-reveal={animate ? (shown ? 'shown' : 'waiting') : undefined}
      className={cn(
        animate && 'transition-[opacity,translate] duration-700 ease-out',
        animate && (shown ? 'translate-y-0 opacity-100' : 'translate-y-8 opacity-0'),
        className,
      )}
      {...props}
    >
      {children}
    </section>
  );
}
