import { LazyCarousel as Carousel } from '@/components/ui/lazy-carousel';
import { RenderedPicture } from '@/components/ui/rendered-picture';
import { Reveal } from '@/components/ui/reveal';
import { useLayouts } from '@/lib/media/use-media-query';
import { HOW_IT_WORKS_STEPS, type HowItWorksStep } from '@/lib/public-data/marketing-copy';
import { SectionHeading } from '@/features/landing/components/section-heading';

function StepCard({ step }: { step: HowItWorksStep }) {
  return (
    <article className="flex h-full flex-col items-center rounded-3xl border border-neutral-200/80 bg-white px-6 py-8 text-center shadow-[0_20px_50px_-30px_rgba(17,17,17,0.35)] dark:border-neutral-800 dark:bg-neutral-900">
      <RenderedPicture
        image={step.image}
        alt={step.imageAlt}
        sizes="(min-width: 1024px) 320px, 280px"
        className="mx-auto max-w-64 rounded-2xl"
      />
      <p className="mt-6 font-display text-sm tracking-[0.3em] text-gold-deep dark:text-gold">
        {String(step.number).padStart(2, '0')}
      </p>
      <h3 className="mt-2 font-display text-2xl">{step.title}</h3>
      <p className="mt-3 max-w-xs text-sm leading-relaxed text-neutral-700 dark:text-neutral-300">
        {step.description}
      </p>
    </article>
  );
}

/** HOW IT WORKS: a 3-column grid from 1024 px, a looping swipe carousel below. */
export function HowItWorksSection() {
  const layouts = useLayouts();
  return (
    <Reveal aria-labelledby="how-it-works-title" className="px-6 py-20 lg:py-28">
      <SectionHeading id="how-it-works-title" eyebrow="Three steps" title="HOW IT WORKS" />
      <div className="mx-auto mt-12 max-w-6xl">
        {layouts.mobile && (
          <div className="mx-auto max-w-md lg:hidden">
            <Carousel
              label="How it works"
              loop
              slideLabel={(i, n) => `Step ${i + 1} of ${n}`}
              dotLabel={(i) => `Show step ${i + 1}`}
              previousLabel="Previous step"
              nextLabel="Next step"
            >
              {HOW_IT_WORKS_STEPS.map((step) => (
                <StepCard key={step.number} step={step} />
              ))}
            </Carousel>
          </div>
        )}
        {layouts.desktop && (
          <ol className="grid grid-cols-3 gap-8 max-lg:hidden">
            {HOW_IT_WORKS_STEPS.map((step) => (
              <li key={step.number}>
                <StepCard step={step} />
              </li>
            ))}
          </ol>
        )}
      </div>
    </Reveal>
  );
}
