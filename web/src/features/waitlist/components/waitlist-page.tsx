import { useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import { isTierId, type TierId } from '@unlimited/domain';
import { TierCards } from './tier-cards';
import { WaitlistHero } from './waitlist-hero';
import { WaitlistSignup, type WaitlistSignupHandle } from './waitlist-signup';
import { WhatToExpect } from './what-to-expect';

/** `?tier=elite` (any case) preselects a tier; anything else is ignored. */
function tierFromSearch(params: URLSearchParams): TierId | null {
  const tier = params.get('tier')?.trim().toLowerCase();
  return isTierId(tier) ? tier : null;
}

/** The public waitlist page: hero, tiers, the signup form and what to expect. */
export function WaitlistPage() {
  const [params] = useSearchParams();
  const signup = useRef<WaitlistSignupHandle>(null);
  return (
    <main>
      <WaitlistHero />
      <TierCards onChoose={(tier) => signup.current?.chooseTier(tier)} />
      <WaitlistSignup ref={signup} initialTier={tierFromSearch(params)} />
      <WhatToExpect />
    </main>
  );
}
