import { useEffect } from 'react';
import { useSearchParams } from '@/lib/navigation/navigation';
import { isTierId, REFERRAL_PARAM, type TierId } from '@unlimited/domain';
import { rememberReferralCode } from '../api/referral-code';
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
  const ref = params.get(REFERRAL_PARAM)?.trim().slice(0, 64);
  return ref ? ref : null;
}

/**
 * The public waitlist page: a short hero, the signup (tier cards first), what to expect.
 * A referral link's code is remembered for the visit, for a form joined from later.
 */
export function WaitlistPage() {
  const params = useSearchParams();
  const referralCode = referralFromSearch(params);
  useEffect(() => rememberReferralCode(referralCode), [referralCode]);
  return (
    <main>
      <WaitlistHero />
      <WaitlistSignup initialTier={tierFromSearch(params)} referralCode={referralCode} />
      <WhatToExpect />
    </main>
  );
}
