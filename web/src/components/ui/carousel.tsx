import useEmblaCarousel from 'embla-carousel-react';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Children, useEffect, useState, type ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { usePrefersReducedMotion } from '@/lib/media/use-media-query';

interface CarouselProps {
  /** Accessible name of the carousel region. */
  label: string;
  /** One child per slide. */
  children: ReactNode;
  /** Wrap around at the ends (arrows never disable). */
  loop?: boolean;
  /** Slide shown first. */
  startIndex?: number;
  /** Accessible name of each dot, e.g. `Show step 2`. */
  dotLabel?: (index: number) => string;
  /** Accessible name of each slide, e.g. `Step 2 of 3`. */
  slideLabel?: (index: number, count: number) => string;
  previousLabel?: string;
  nextLabel?: string;
  className?: string;
}

const arrowClasses =
  'inline-flex size-11 items-center justify-center rounded-full border border-neutral-300 bg-white/80 text-ink transition hover:bg-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-gold disabled:cursor-not-allowed disabled:opacity-35 dark:border-neutral-700 dark:bg-neutral-900/80 dark:text-neutral-100';

/**
 * One slide at a time, swipeable (Embla), with previous/next buttons and dots. The shown
 * index lives in React state and Embla follows it; a swipe reports back through Embla's
 * `select` event. Hidden slides are inert, so keyboard focus stays on the visible one.
 */
export function Carousel({
  label,
  children,
  loop = false,
  startIndex = 0,
  dotLabel = (index) => `Go to slide ${index + 1}`,
  slideLabel = (index, count) => `${index + 1} of ${count}`,
  previousLabel = 'Previous slide',
  nextLabel = 'Next slide',
  className,
}: CarouselProps) {
  const slides = Children.toArray(children);
  const count = slides.length;
  const reducedMotion = usePrefersReducedMotion();
  const [index, setIndex] = useState(() => Math.min(Math.max(startIndex, 0), count - 1));
  const [emblaRef, emblaApi] = useEmblaCarousel({ loop, startIndex: index, align: 'start' });

  // A swipe moves Embla; mirror it (only when Embla has measured every slide).
  useEffect(() => {
    if (!emblaApi) return;
    const sync = () => {
      if (emblaApi.scrollSnapList().length === count) setIndex(emblaApi.selectedScrollSnap());
    };
    emblaApi.on('select', sync);
    return () => {
      emblaApi.off('select', sync);
    };
  }, [emblaApi, count]);

  // Buttons and dots move the state; Embla follows.
  useEffect(() => {
    if (emblaApi && emblaApi.selectedScrollSnap() !== index)
      emblaApi.scrollTo(index, reducedMotion);
  }, [emblaApi, index, reducedMotion]);

  const atStart = !loop && index === 0;
  const atEnd = !loop && index === count - 1;
  const go = (next: number) => setIndex(((next % count) + count) % count);

  return (
    <section aria-roledescription="carousel" aria-label={label} className={cn('w-full', className)}>
      <div ref={emblaRef} className="-mx-3 overflow-hidden">
        <div className="flex touch-pan-y">
          {slides.map((slide, i) => (
            <div
              key={i}
              role="group"
              aria-roledescription="slide"
              aria-label={slideLabel(i, count)}
              aria-hidden={i !== index}
              inert={i !== index}
              className="min-w-0 shrink-0 grow-0 basis-full px-3 pt-2 pb-10"
            >
              {slide}
            </div>
          ))}
        </div>
      </div>
      <div className="mt-0 flex items-center justify-center gap-4">
        <button
          type="button"
          className={arrowClasses}
          aria-label={previousLabel}
          disabled={atStart}
          onClick={() => go(index - 1)}
        >
          <ChevronLeft aria-hidden="true" className="size-5" />
        </button>
        <div className="flex items-center gap-1">
          {slides.map((_, i) => (
            <button
              key={i}
              type="button"
              aria-label={dotLabel(i)}
              aria-current={i === index ? 'true' : undefined}
              onClick={() => go(i)}
              className="group flex size-11 items-center justify-center rounded-full focus-visible:outline-2 focus-visible:outline-gold"
            >
              <span
                aria-hidden="true"
                className={cn(
                  'block h-2 rounded-full transition-all duration-300',
                  i === index
                    ? 'w-6 bg-ink dark:bg-white'
                    : 'w-2 bg-neutral-400 dark:bg-neutral-600',
                )}
              />
            </button>
          ))}
        </div>
        <button
          type="button"
          className={arrowClasses}
          aria-label={nextLabel}
          disabled={atEnd}
          onClick={() => go(index + 1)}
        >
          <ChevronRight aria-hidden="true" className="size-5" />
        </button>
      </div>
      <p aria-live="polite" className="sr-only">
        {slideLabel(index, count)}
      </p>
    </section>
  );
}
