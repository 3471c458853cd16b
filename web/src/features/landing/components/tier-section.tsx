import type { TierDetails } from '@unlimited/domain';
import { Suspense, lazy, useEffect, useRef, useState } from 'react';
import { LazyCarousel as Carousel } from '@/components/ui/lazy-carousel';
import { Reveal } from '@/components/ui/reveal';
import { useIsMobile, useLayouts } from '@/lib/media/use-media-query';
import { SectionHeading } from '@/features/landing/components/section-heading';
import { TierCard } from '@/features/landing/components/tier-card';
import { TIER_LIST } from '@/features/landing/tier-display';

// The dialog machinery loads on the first card click, keeping it out of `/`'s first load.
const TierDetail = lazy(() =>
  import('@/features/landing/components/tier-detail').then((m) => ({ default: m.TierDetail })),
);

/** The selected tier is cleared this long after the detail view closes (its exit animation). */
export const TIER_DETAIL_CLEAR_DELAY_MS = 300;
/** The mobile carousel starts on the second tier, Elite. */
const MOBILE_START_INDEX = 1;

/** Choose Your Access: three cards on desktop, one at a time on phones, plus the detail view. */
export function TierSection() {
  const isMobile = useIsMobile();
  const layouts = useLayouts();
  const [selected, setSelected] = useState<TierDetails | null>(null);
  const [open, setOpen] = useState(false);
  const clearTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const returnFocusTo = useRef<HTMLElement | null>(null);

  useEffect(() => () => clearTimeout(clearTimer.current), []);

  const openTier = (tier: TierDetails, focusAfterClose: HTMLElement | null) => {
    clearTimeout(clearTimer.current);
    returnFocusTo.current = focusAfterClose;
    setSelected(tier);
    setOpen(true);
  };
  const close = () => {
    setOpen(false);
    clearTimeout(clearTimer.current);
    clearTimer.current = setTimeout(() => setSelected(null), TIER_DETAIL_CLEAR_DELAY_MS);
  };

  const cards = TIER_LIST.map((tier) => (
    <TierCard key={tier.id} tier={tier} selected={selected?.id === tier.id} onOpen={openTier} />
  ));

  return (
    <Reveal
      aria-labelledby="tiers-title"
      className="bg-white/50 px-6 py-20 lg:py-28 dark:bg-neutral-900/30"
    >
      <SectionHeading
        id="tiers-title"
        eyebrow="Membership"
        title="Choose Your Access"
        lead="Three ways to carry the world's most coveted bags. Tap a card to see everything it includes."
      />
      <div className="mx-auto mt-12 max-w-6xl">
        {layouts.mobile && (
          <div className="mx-auto max-w-sm lg:hidden">
            <Carousel
              label="Membership tiers"
              startIndex={MOBILE_START_INDEX}
              slideLabel={(i, n) => `${TIER_LIST[i]?.name ?? ''}, ${i + 1} of ${n}`}
              dotLabel={(i) => `Show ${TIER_LIST[i]?.name ?? `tier ${i + 1}`}`}
              previousLabel="Previous tier"
              nextLabel="Next tier"
            >
              {cards}
            </Carousel>
          </div>
        )}
        {layouts.desktop && (
          <div className="grid grid-cols-3 items-stretch gap-8 max-lg:hidden">{cards}</div>
        )}
      </div>
      {selected && (
        <Suspense fallback={null}>
          <TierDetail
            tier={selected}
            open={open}
            onClose={close}
            onCloseAutoFocus={(event) => {
              event.preventDefault();
              returnFocusTo.current?.focus();
            }}
            variant={isMobile ? 'sheet' : 'centered'}
          />
        </Suspense>
      )}
    </Reveal>
  );
}
