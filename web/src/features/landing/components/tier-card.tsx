import type { TierDetails } from '@unlimited/domain';
import { useId, useRef } from 'react';
import { Link } from '@/lib/navigation/navigation';
import { FEATURED_TIER, TierFeatures } from '@/components/tiers/tier-features';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { cn } from '@/lib/cn';
import { TIER_ICONS, tierPrice } from '@/features/landing/tier-display';

interface TierCardProps {
  tier: TierDetails;
  selected: boolean;
  /** Opens the detail view; focus goes back to `returnFocusTo` when it closes. */
  onOpen: (tier: TierDetails, returnFocusTo: HTMLElement | null) => void;
}

/**
 * One membership card. Clicking the card (anywhere but its JOIN WAITLIST button) opens the
 * tier's detail view; keyboard users reach the same view with "View details".
 */
export function TierCard({ tier, selected, onOpen }: TierCardProps) {
  const Icon = TIER_ICONS[tier.id];
  const featured = tier.id === FEATURED_TIER;
  // Unique per card: while a prerendered page hydrates, both layouts hold the cards.
  const titleId = `${useId()}-title`;
  const detailsButton = useRef<HTMLButtonElement>(null);
  const open = () => onOpen(tier, detailsButton.current);
  return (
    <article
      aria-labelledby={titleId}
      data-selected={selected}
      onClick={open}
      className={cn(
        'relative flex h-full cursor-pointer flex-col overflow-hidden rounded-3xl border bg-white text-left transition-[box-shadow,transform] duration-300 hover:-translate-y-1 hover:shadow-[0_30px_60px_-30px_rgba(17,17,17,0.45)] dark:bg-neutral-900',
        featured
          ? 'border-gold shadow-[0_30px_60px_-35px_rgba(184,147,74,0.8)] dark:border-gold'
          : 'border-neutral-200 dark:border-neutral-800',
        selected && 'ring-2 ring-gold',
      )}
    >
      {featured && (
        <p className="bg-ink py-2 text-center text-[11px] font-semibold tracking-[0.35em] text-gold uppercase dark:bg-gold dark:text-ink">
          {tier.badge}
        </p>
      )}
      <div className="flex flex-1 flex-col p-7">
        <span
          aria-hidden="true"
          className={cn(
            'inline-flex size-12 items-center justify-center rounded-full',
            featured
              ? 'bg-gold text-ink'
              : 'bg-cream text-gold-deep dark:bg-neutral-800 dark:text-gold',
          )}
        >
          <Icon className="size-6" />
        </span>
        <h3 id={titleId} className="mt-5 font-display text-3xl">
          {tier.name}
        </h3>
        <p className="mt-2 text-sm text-neutral-700 dark:text-neutral-300">{tier.tagline}</p>
        <TierFeatures tier={tier} limit={3} className="mt-6" />
        <p className="mt-8 flex items-baseline gap-1">
          <span className="font-display text-4xl">{tierPrice(tier)}</span>
          <span className="text-sm text-neutral-600 dark:text-neutral-400">/mo</span>
        </p>
        <div className="mt-6 flex flex-col gap-2">
          <Button
            asChild
            variant={featured ? 'elite' : 'default'}
            tracking="wider"
            className="w-full"
          >
            <Link to={paths.waitlist} onClick={(event) => event.stopPropagation()}>
              JOIN WAITLIST
            </Link>
          </Button>
          <button
            ref={detailsButton}
            type="button"
            aria-label={`View details of ${tier.name}`}
            onClick={(event) => {
              event.stopPropagation();
              open();
            }}
            className="min-h-11 rounded-full py-2 text-xs font-semibold tracking-[0.2em] text-neutral-700 uppercase underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-gold dark:text-neutral-300"
          >
            View details
          </button>
        </div>
      </div>
    </article>
  );
}
