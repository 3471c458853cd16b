import type { TierDetails } from '@unlimited/domain';
import { Check } from 'lucide-react';
import { cn } from '@/lib/cn';

/**
 * A tier's one feature list (`TierDetails.features`), as every surface shows it: the
 * landing cards (the first `limit`), the landing dialog, the waitlist and tier selection.
 */
export function TierFeatures({
  tier,
  limit,
  className,
  id,
}: {
  tier: TierDetails;
  id?: string;
  /** Compact cards show only the first few. */
  limit?: number;
  className?: string;
}) {
  const features = limit === undefined ? tier.features : tier.features.slice(0, limit);
  return (
    <ul
      id={id}
      aria-label={`What ${tier.name} includes`}
      className={cn('flex flex-col gap-3 text-sm', className)}
    >
      {features.map((feature) => (
        <li key={feature} className="flex items-start gap-3">
          <Check
            aria-hidden="true"
            className="mt-0.5 size-4 shrink-0 text-gold-deep dark:text-gold"
          />
          {feature}
        </li>
      ))}
    </ul>
  );
}

/** The tier whose cards carry the "Most Loved" banner on every surface. */
export const FEATURED_TIER = 'elite';

/** The featured tier's badge ("Most Loved"), in the site's small caps. */
export function TierBadge({
  tier,
  tone = 'ink',
  className,
}: {
  tier: TierDetails;
  /** `ink`: gold on ink (the featured tier's card); `cream`: gold on cream, ringed. */
  tone?: 'ink' | 'cream';
  className?: string;
}) {
  return (
    <span
      className={cn(
        'inline-flex items-center rounded-full px-3 py-1 text-[11px] font-semibold tracking-[0.3em] uppercase',
        tone === 'ink'
          ? 'bg-ink text-gold dark:bg-gold dark:text-ink'
          : 'bg-cream text-gold-deep ring-1 ring-neutral-200 dark:bg-neutral-800 dark:text-gold dark:ring-neutral-700',
        className,
      )}
    >
      {tier.badge}
    </span>
  );
}
