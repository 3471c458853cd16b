import { Children, Suspense, lazy, type ComponentProps } from 'react';

const Carousel = lazy(() =>
  import('@/components/ui/carousel').then((m) => ({ default: m.Carousel })),
);

/**
 * The carousel, with its swipe engine loaded on demand (only phones use it); until it
 * arrives the starting slide is shown on its own, so nothing jumps.
 */
export function LazyCarousel(props: ComponentProps<typeof Carousel>) {
  const slides = Children.toArray(props.children);
  const first = slides[props.startIndex ?? 0] ?? null;
  return (
    <Suspense fallback={<div className="w-full pt-2 pb-10">{first}</div>}>
      <Carousel {...props} />
    </Suspense>
  );
}
