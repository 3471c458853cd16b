/**
 * The Stripe side of a coupon: a Stripe coupon (the discount) and a promotion code (what
 * members type), created together; deactivating turns the promotion code off.
 */
import type Stripe from 'stripe';
import type { NewCouponTerms } from '@unlimited/domain';

const seconds = (date: Date) => Math.floor(date.getTime() / 1000);

export async function createStripePromotion(
  stripe: Stripe,
  terms: NewCouponTerms,
): Promise<{ couponId: string; promotionCodeId: string }> {
  const coupon = await stripe.coupons.create({
    name: terms.code,
    duration: terms.duration,
    ...(terms.kind === 'percent'
      ? { percent_off: terms.percent_off ?? 0 }
      : { amount_off: terms.amount_off_cents ?? 0, currency: 'usd' }),
    ...(terms.duration === 'repeating' && terms.duration_in_months !== null
      ? { duration_in_months: terms.duration_in_months }
      : {}),
    metadata: { code: terms.code },
  });
  const promotion = await stripe.promotionCodes.create({
    promotion: { type: 'coupon', coupon: coupon.id },
    code: terms.code,
    ...(terms.max_redemptions !== null ? { max_redemptions: terms.max_redemptions } : {}),
    ...(terms.expires_at !== null ? { expires_at: seconds(terms.expires_at) } : {}),
    metadata: { code: terms.code },
  });
  return { couponId: coupon.id, promotionCodeId: promotion.id };
}

export async function deactivateStripePromotion(
  stripe: Stripe,
  promotionCodeId: string,
): Promise<void> {
  await stripe.promotionCodes.update(promotionCodeId, { active: false });
}
