import { couponRefusal, PROMO_MESSAGES, type Coupon } from '@unlimited/domain';
import type { BadgeTone } from '@/components/ui/badge';

/** How a coupon's state reads in the list. */
export function couponStatus(coupon: Coupon, now: Date): { label: string; tone: BadgeTone } {
  switch (couponRefusal(coupon, now)) {
    case null:
      return { label: 'Active', tone: 'green' };
    case PROMO_MESSAGES.expired:
      return { label: 'Expired', tone: 'grey' };
    case PROMO_MESSAGES.used_up:
      return { label: 'Fully Redeemed', tone: 'blue' };
    default:
      return { label: 'Inactive', tone: 'neutral' };
  }
}
