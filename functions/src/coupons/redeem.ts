/**
 * Redeeming a promotion code at checkout: the code must name a coupon of the billing mode
 * in use that can still be redeemed (domain `couponRefusal`). The subscription records
 * the code through billing (the checkout's metadata), and a trigger counts redemptions.
 */
import type { Firestore } from 'firebase-admin/firestore';
import { couponRefusal, PROMO_MESSAGES, type Coupon } from '@unlimited/domain';
import { refusal } from '../lib/errors';
import { couponDoc } from '../lib/collections';
import { dataOrNull } from '../lib/snapshots';

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

/**
 * {@link usableCoupon} at checkout, taking one redemption when the coupon has a limit. In
 * demo billing the membership is written at once and the redemption count is kept by a
 * trigger afterwards, so the check and the taking are one transaction on the coupon
 * (`redemptions` + 1; the recount trigger then sets the exact figure): two members can no
 * longer both take the last one. With Stripe, the promotion code carries the limit
 * (`max_redemptions`), which Stripe enforces when the payment completes.
 */
export async function claimCoupon(
  db: Firestore,
  code: string,
  mode: 'stripe' | 'demo' | null,
  now: Date = new Date(),
): Promise<Coupon> {
  if (mode !== 'demo') return usableCoupon(db, code, mode, now);
  return db.runTransaction(async (tx) => {
    const ref = couponDoc(db, code);
    const coupon = dataOrNull(await tx.get(ref));
    if (coupon !== null && coupon.billing_mode !== mode) throw refusal(PROMO_MESSAGES.invalid);
    const reason = couponRefusal(coupon, now);
    if (reason !== null || coupon === null) throw refusal(reason ?? PROMO_MESSAGES.invalid);
    if (coupon.max_redemptions !== null) {
      tx.update(ref, { redemptions: coupon.redemptions + 1, updated_at: now });
    }
    return coupon;
  });
}
