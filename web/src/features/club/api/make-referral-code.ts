/** Making the member's referral link: the `getReferralCode` callable (made once, then the same). */
import { useCallable } from '@/lib/callable';

export function useMakeReferralCode() {
  return useCallable('getReferralCode');
}
