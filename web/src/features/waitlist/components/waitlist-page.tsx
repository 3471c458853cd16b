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

/** `?ref=CODE`: a Club member's referral code, passed on as it is (the server checks it). */
function referralFromSearch(params: URLSearchParams): string | null {
  const ref = params.get('ref')?.trim().slice(0, 64);
  return ref ? ref : null;
}

/** The public waitlist page: a short hero, the signup (tier cards first), what to expect. */
export function WaitlistPage() {
  const params = useSearchParams();
  return (
    <main>
      <WaitlistHero />
      <WaitlistSignup
        initialTier={tierFromSearch(params)}
        referralCode={referralFromSearch(params)}
      />
      <WhatToExpect />
    </main>
  );
}
