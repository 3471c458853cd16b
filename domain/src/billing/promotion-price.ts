/**
 * A member's monthly price with the promotion code they joined with: what billing
 * recorded on the subscription (`discount`, written by the billing layer from the
 * `coupons` document, never by the client), and what the member pays from it.
 */
import type { CouponTerms, SubscriptionDiscount } from '../membership';
import { formatCents } from '../core';

/**
 * `date` plus `months` calendar months; a day the target month lacks becomes its last
 * day (January 31 + 1 month is February 28 or 29), as Stripe counts a discount's months.
 */
export function monthsAfter(date: Date, months: number): Date {
  const next = new Date(date);
  next.setUTCDate(1);
  next.setUTCMonth(next.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(next.getUTCFullYear(), next.getUTCMonth() + 1, 0)).getUTCDate();
  next.setUTCDate(Math.min(date.getUTCDate(), lastDay));
  return next;
}

/**
 * The discount a subscription started at `startedAt` gets from `coupon`: `once` covers
 * the first month's bill, `repeating` the first `duration_in_months` bills, `forever`
 * every bill (`ends_at` `null`).
 */
export function subscriptionDiscount(coupon: CouponTerms, startedAt: Date): SubscriptionDiscount {
  const months =
    coupon.duration === 'forever'
      ? null
      : coupon.duration === 'once'
        ? 1
        : (coupon.duration_in_months ?? 1);
  return {
    code: coupon.code,
    kind: coupon.kind,
    percent_off: coupon.kind === 'percent' ? coupon.percent_off : null,
    amount_off_cents: coupon.kind === 'amount' ? coupon.amount_off_cents : null,
    duration: coupon.duration,
    duration_in_months: coupon.duration === 'repeating' ? months : null,
    ends_at: months === null ? null : monthsAfter(startedAt, months),
  };
}

/** What a member pays a month, beside the list price. */
export interface MemberPrice {
  /** The plan's list price a month, in cents. */
  listCents: number;
  /** What the member pays a month now: the list price less a promotion still running. */
  payCents: number;
  /** The promotion running now, or `null` (none, or it has ended). */
  promotion: {
    code: string;
    /** "20% off", "$25.00 off". */
    off: string;
    /** When bills go back to the list price (`null`: never). */
    endsAt: Date | null;
  } | null;
}

/**
 * The member's monthly price at `now` for a plan listed at `listCents`: with the
 * subscription's `discount` while it runs (before its `ends_at`), else the list price.
 */
export function memberPrice(
  listCents: number,
  discount: SubscriptionDiscount | null,
  now: Date,
): MemberPrice {
  const running =
    discount !== null && (discount.ends_at === null || now.getTime() < discount.ends_at.getTime());
  if (!running) return { listCents, payCents: listCents, promotion: null };
  // As `couponDiscountCents` (checkout's preview), without importing the coupon forms'
  // schemas into the member pages.
  const offCents = Math.max(
    0,
    Math.min(
      listCents,
      discount.kind === 'percent'
        ? Math.round((listCents * (discount.percent_off ?? 0)) / 100)
        : (discount.amount_off_cents ?? 0),
    ),
  );
  return {
    listCents,
    payCents: listCents - offCents,
    promotion: {
      code: discount.code,
      off:
        discount.kind === 'percent'
          ? `${discount.percent_off ?? 0}% off`
          : `${formatCents(discount.amount_off_cents ?? 0)} off`,
      endsAt: discount.ends_at,
    },
  };
}
