/** Making the member's referral link: the `getReferralCode` callable (made once, then the same). */
import { useMemberCallable } from '@/lib/member-callable';

export function useMakeReferralCode() {
  return useMemberCallable('getReferralCode');
}
