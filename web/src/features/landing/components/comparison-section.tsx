import { Check, X } from 'lucide-react';
import { useState } from 'react';
import { Link } from '@/lib/navigation/navigation';
import { Button } from '@/components/ui/button';
import { Reveal } from '@/components/ui/reveal';
import { paths } from '@/config/paths';
import { cn } from '@/lib/cn';
import { COMPARISON, PRODUCT_NAME } from '@/lib/public-data/marketing-copy';
import { SectionHeading } from '@/features/landing/components/section-heading';

type Side = keyof typeof COMPARISON;
const SIDES: { id: Side; label: string }[] = [
  { id: 'unlimited', label: PRODUCT_NAME },
  { id: 'traditional', label: 'Traditional Buying' },
];

/** LUXURY LOOKS DIFFERENT NOW: Unlimited vs Traditional Buying, defaulting to Unlimited. */
export function ComparisonSection() {
  const [side, setSide] = useState<Side>('unlimited');
  const items = COMPARISON[side];
  const label = SIDES.find((s) => s.id === side)?.label ?? '';
  return (
    <Reveal aria-labelledby="comparison-title" className="px-6 py-20 lg:py-28">
      <SectionHeading id="comparison-title" title="LUXURY LOOKS DIFFERENT NOW" />
      <p className="mt-3 text-center font-display text-xl text-gold-deep italic dark:text-gold">
        Swap. Style. Save.
      </p>
      <div className="mx-auto mt-10 flex max-w-xl flex-col items-center">
        <div
          role="group"
          aria-label={`${PRODUCT_NAME} vs Traditional Buying`}
          className="inline-flex rounded-full border border-neutral-300 bg-white p-1 dark:border-neutral-700 dark:bg-neutral-900"
        >
          {SIDES.map(({ id, label: sideLabel }) => (
            <button
              key={id}
              type="button"
              aria-pressed={side === id}
              onClick={() => setSide(id)}
              className={cn(
                'min-h-11 rounded-full px-5 py-2.5 text-sm font-semibold tracking-wide transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-gold sm:px-7',
                side === id
                  ? 'bg-ink text-white dark:bg-white dark:text-ink'
                  : 'text-neutral-700 hover:text-ink dark:text-neutral-300 dark:hover:text-white',
              )}
            >
              {sideLabel}
            </button>
          ))}
        </div>
        <div className="mt-8 w-full rounded-3xl border border-neutral-200 bg-white p-8 shadow-[0_20px_50px_-30px_rgba(17,17,17,0.35)] dark:border-neutral-800 dark:bg-neutral-900">
          <h3 className="font-display text-2xl">{label}</h3>
          <ul aria-label={`${label} checklist`} className="mt-6 flex flex-col gap-4">
            {items.map((item) => (
              <li key={item.text} className="flex items-center gap-4">
                <span
                  className={cn(
                    'inline-flex size-7 shrink-0 items-center justify-center rounded-full',
                    item.available
                      ? 'bg-gold text-ink'
                      : 'bg-neutral-200 text-neutral-600 dark:bg-neutral-800 dark:text-neutral-400',
                  )}
                >
                  {item.available ? (
                    <Check aria-hidden="true" className="size-4" />
                  ) : (
                    <X aria-hidden="true" className="size-4" />
                  )}
                  <span className="sr-only">{item.available ? 'Yes:' : 'No:'}</span>
                </span>
                <span
                  className={cn(
                    item.available
                      ? 'text-ink dark:text-neutral-100'
                      : 'text-neutral-600 line-through decoration-neutral-400 dark:text-neutral-400',
                  )}
                >
                  {item.text}
                </span>
              </li>
            ))}
          </ul>
        </div>
        <Button asChild size="lg" tracking="wider" className="mt-10">
          <Link to={paths.waitlist}>JOIN WAITLIST</Link>
        </Button>
      </div>
    </Reveal>
  );
}
