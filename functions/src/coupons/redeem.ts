/**
 * Redeeming a promotion code at checkout: the code must name a coupon of the billing mode
 * in use that can still be redeemed (domain `couponRefusal`). The subscription records
 * the code through billing (the checkout's metadata), and a trigger counts redemptions.
 */
import type { Firestore } from 'firebase-admin/firestore';
import { couponRefusal, PROMO_MESSAGES, type Coupon } from '@unlimited/domain';
import { refusal } from '../lib/errors';
import { couponDoc } from '../lib/collections';

/** One member's promotion-code tries, counted across preview and checkout. */
export const promoTriesKey = (uid: string) => `promo-code:${uid}`;

export async function usableCoupon(
  db: Firestore,
  code: string,
  mode: 'stripe' | 'demo' | null,
  now: Date = new Date(),
): Promise<Coupon> {
  const coupon = (await couponDoc(db, code).get()).data() ?? null;
  if (coupon !== null && coupon.billing_mode !== mode) throw refusal(PROMO_MESSAGES.invalid);
  const reason = couponRefusal(coupon, now);
  if (reason !== null || coupon === null) throw refusal(reason ?? PROMO_MESSAGES.invalid);
  return coupon;
}
