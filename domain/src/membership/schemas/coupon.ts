/**
 * The `coupons` collection, one document per promotion code (keyed by the code in upper
 * case, so a code exists once). Admins read it; only functions write it.
 */
import { z } from 'zod';
import { countField, nullableField } from '../../core';

/** How a coupon discounts: a share of the bill or a fixed amount. */
export const COUPON_KINDS = ['percent', 'amount'] as const;
export type CouponKind = (typeof COUPON_KINDS)[number];

/** How long the discount lasts (Stripe's coupon durations). */
export const COUPON_DURATIONS = ['once', 'repeating', 'forever'] as const;
export type CouponDuration = (typeof COUPON_DURATIONS)[number];

/** A `coupons/{CODE}` document. */
export const couponDocSchema = z.object({
  code: z.string(),
  kind: z.enum(COUPON_KINDS),
  /** Percent off (1–100) when `kind` is `percent`. */
  percent_off: nullableField(z.number().positive().max(100)),
  /** Cents off each discounted bill when `kind` is `amount`. */
  amount_off_cents: nullableField(z.number().int().positive()),
  duration: z.enum(COUPON_DURATIONS),
  /** Months the discount lasts when `duration` is `repeating`. */
  duration_in_months: nullableField(z.number().int().positive()),
  /** How many members may redeem it (`null`: no limit). */
  max_redemptions: nullableField(z.number().int().positive()),
  /** After this it can no longer be redeemed (`null`: never expires). */
  expires_at: nullableField(z.date()),
  active: z.boolean(),
  /** Subscriptions that redeemed it (kept by a trigger, equal to a recount). */
  redemptions: countField,
  /** Who bills it: a Stripe coupon and promotion code, or the demo billing mode. */
  billing_mode: z.enum(['stripe', 'demo']),
  stripe_coupon_id: nullableField(z.string()),
  stripe_promotion_code_id: nullableField(z.string()),
  created_by: z.string(),
  created_at: z.date(),
  updated_at: z.date(),
  deactivated_at: nullableField(z.date()),
});

export type CouponDoc = z.output<typeof couponDocSchema>;
/** A coupon as read from Firestore; `id` is its code. */
export type Coupon = CouponDoc & { id: string };
