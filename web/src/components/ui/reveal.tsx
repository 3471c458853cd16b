import { useEffect, useLayoutEffect, useRef, useState, type ComponentProps } from 'react';
import { cn } from '@/lib/cn';
import { useHydrated, usePrefersReducedMotion } from '@/lib/media/use-media-query';

/**
 * A section that fades and rises into place once, the first time it scrolls into view.
 * With reduced motion (or without IntersectionObserver) it is simply there: no classes.
 * Prerendered HTML shows every section; once hydrated, the sections already on screen stay
 * as they are (decided before the browser paints) and only those below wait to reveal.
 */
export function Reveal({ className, children, ...props }: ComponentProps<'section'>) {
  const reducedMotion = usePrefersReducedMotion();
  const ref = useRef<HTMLElement>(null);
  const [shown, setShown] = useState(false);
  const hydrated = useHydrated();
  // Rendered first while hydrating: the visitor may already be looking at this section.
  const [prerendered] = useState(!hydrated);
  const canObserve = hydrated && 'IntersectionObserver' in window;
  const animate = !reducedMotion && canObserve;

  useLayoutEffect(() => {
    const element = ref.current;
    if (!prerendered || !animate || !element) return;
    if (element.getBoundingClientRect().top < window.innerHeight) setShown(true);
  }, [prerendered, animate]);

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
