import { useSearchParams } from '@/lib/navigation/navigation';
import { isTierId, type TierId } from '@unlimited/domain';
import { WaitlistHero } from './waitlist-hero';
import { WaitlistSignup } from './waitlist-signup';
import { WhatToExpect } from './what-to-expect';

/** `?tier=elite` (any case) preselects a tier; anything else is ignored. */
function tierFromSearch(params: URLSearchParams): TierId | null {
  const tier = params.get('tier')?.trim().toLowerCase();
  return isTierId(tier) ? tier : null;
}

/** The public waitlist page: a short hero, the signup (tier cards first), what to expect. */
export function WaitlistPage() {
  const params = useSearchParams();
  return (
    <main>
      <WaitlistHero />
      <WaitlistSignup initialTier={tierFromSearch(params)} />
      <WhatToExpect />
    </main>
  );
}
