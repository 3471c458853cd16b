import { Check } from 'lucide-react';
import { formatCents, TIER_LIST, type TierId } from '@unlimited/domain';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';

/** The tier that carries the 'Most Popular' mark on the waitlist page. */
export const MOST_POPULAR_TIER: TierId = 'elite';

/** "$49/mo" from a tier's monthly price. */
export function monthlyPrice(cents: number): string {
  return `${formatCents(cents)}/mo`;
}

/** The three membership tiers; choosing one preselects it in the signup form. */
export function TierCards({ onChoose }: { onChoose: (tier: TierId) => void }) {
  return (
    <section aria-labelledby="waitlist-tiers-heading" className="mx-auto max-w-6xl px-6 py-16">
      <h2 id="waitlist-tiers-heading" className="text-center font-display text-3xl sm:text-4xl">
        Choose Your Access
      </h2>
      <p className="mx-auto mt-3 max-w-xl text-center text-neutral-600 dark:text-neutral-400">
        Three memberships, one rotating closet. Tell us which one you are eyeing.
      </p>
      <ul className="mt-12 grid gap-6 md:grid-cols-3">
        {TIER_LIST.map((tier) => {
          const popular = tier.id === MOST_POPULAR_TIER;
          return (
            <li key={tier.id} className="flex">
              <article
                aria-labelledby={`waitlist-tier-${tier.id}-name`}
                className={cn(
                  'relative flex w-full flex-col rounded-2xl border bg-white p-8 shadow-sm dark:bg-neutral-900',
                  popular
                    ? 'border-gold ring-1 ring-gold md:-translate-y-2'
                    : 'border-neutral-200 dark:border-neutral-800',
                )}
              >
                {popular && (
                  <Badge tone="gold" className="absolute -top-3 left-1/2 -translate-x-1/2">
                    Most Popular
                  </Badge>
                )}
                <h3 id={`waitlist-tier-${tier.id}-name`} className="font-display text-2xl">
                  {tier.name}
                </h3>
                <p className="mt-1 text-sm text-neutral-600 dark:text-neutral-400">
                  {tier.tagline}
                </p>
                <p className="mt-6">
                  <span className="font-display text-4xl">
                    {formatCents(tier.monthlyPriceCents)}
                  </span>
                  <span className="text-neutral-600 dark:text-neutral-400">/mo</span>
                </p>
                <ul className="mt-6 flex-1 space-y-2 text-sm">
                  {tier.waitlistFeatures.map((feature) => (
                    <li key={feature} className="flex gap-2">
                      <Check
                        aria-hidden="true"
                        className="mt-0.5 size-4 shrink-0 text-gold-deep dark:text-gold"
                      />
                      {feature}
                    </li>
                  ))}
                </ul>
                <Button
                  variant={popular ? 'elite' : 'outline'}
                  className="mt-8"
                  onClick={() => onChoose(tier.id)}
                >
                  Choose {tier.name}
                </Button>
              </article>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
