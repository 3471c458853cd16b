/** The `subscriptions` collection, one document per member keyed by their uid. */
import { z } from 'zod';
import { ADD_ON_IDS } from '../tier-details';
import { SUBSCRIPTION_STATUSES, TIER_IDS } from '../tiers';
import { COUPON_DURATIONS, COUPON_KINDS } from './coupon';
import { nullableField } from '../../core';

/** The add-ons on a subscription; a missing flag reads as `false`. */
export const subscriptionAddOnsSchema = z.object({
  full_coverage: z.boolean().default(false),
  select_access: z.boolean().default(false),
});

/**
 * The promotion on a member's bills, as billing applied it: the terms of the code they
 * joined with (a `coupons` document's, which never change once created) and when it
 * stops. Written by billing only, so the price the member is shown comes from here.
 */
export const subscriptionDiscountSchema = z.object({
  code: z.string(),
  kind: z.enum(COUPON_KINDS),
  /** Percent off (1–100) when `kind` is `percent`. */
  percent_off: nullableField(z.number().positive().max(100)),
  /** Cents off each discounted bill when `kind` is `amount`. */
  amount_off_cents: nullableField(z.number().int().positive()),
  duration: z.enum(COUPON_DURATIONS),
  duration_in_months: nullableField(z.number().int().positive()),
  /** Bills from this moment on are at the full price (`null`: every bill is discounted). */
  ends_at: nullableField(z.date()),
});

/**
 * A `subscriptions/{uid}` document. `status` covers pausing (`paused`); only `active`
 * grants the tier in `plan_name`.
 */
export const subscriptionDocSchema = z.object({
  plan_name: z.enum(TIER_IDS),
  status: z.enum(SUBSCRIPTION_STATUSES),
  current_period_end: z.date(),
  started_at: z.date(),
  add_ons: subscriptionAddOnsSchema.prefault({}),
  /** The member asked to cancel: access ends at `current_period_end`. */
  cancel_at_period_end: z.boolean().default(false),
  /** When the member asked to cancel (`null` when no cancellation is pending). */
  cancel_requested_at: nullableField(z.date()),
  /**
   * The member scheduled their cancellation for the end of the minimum term: access ends
   * at this moment (Stripe `cancel_at`). `null` when none is scheduled, and for a
   * cancellation at the period end (`cancel_at_period_end`).
   */
  cancel_at: nullableField(z.date()),
  /** When the member asked to pause; the pause starts at `current_period_end`. */
  pause_requested_at: nullableField(z.date()),
  /** When a pause ends and billing starts again (Stripe `pause_collection.resumes_at`). */
  pause_resumes_at: nullableField(z.date()),
  /** When the member accepted the retention offer (once per subscription). */
  retention_offer_applied_at: nullableField(z.date()),
  /** Credit owed on the next bill, in cents (the retention offer adds 2500). */
  retention_credit_cents: z.number().int().nonnegative().default(0),
  /** Add-ons the member removed: still on until `current_period_end`, then dropped. */
  add_ons_ending: z
    .array(z.enum(ADD_ON_IDS))
    .overwrite((ids) => [...new Set(ids)])
    .default([]),
  /** A downgrade scheduled for `current_period_end` (the tier from then), or `null`. */
  pending_plan_name: nullableField(z.enum(TIER_IDS)),
  /** When the plan (`plan_name`) last changed at the member's request. */
  plan_changed_at: nullableField(z.date()),
  /** The billing provider's customer (Stripe `cus_…`; `cus_demo_…` in demo billing mode). */
  billing_customer_id: nullableField(z.string()),
  /** The billing provider's subscription this document mirrors. */
  billing_subscription_id: nullableField(z.string()),
  /** Creation time of the last billing event applied (events before it are ignored). */
  billing_event_at: nullableField(z.date()),
  /**
   * The rest of that event's place in the order (domain `compareEventPositions`): its
   * lifecycle rank within the second, and its id.
   */
  billing_event_rank: nullableField(z.number().int().min(0).max(2)),
  billing_event_id: nullableField(z.string()),
  /** Who bills it: Stripe, or the demo billing mode of a `demo-` project. */
  billing_mode: nullableField(z.enum(['stripe', 'demo'])),
  /** The promotion code redeemed at checkout (a `coupons` id), if any. */
  coupon_code: nullableField(z.string()),
  /** What that code takes off the bills and until when (`null`: no promotion). */
  discount: nullableField(subscriptionDiscountSchema),
});

/** A stored subscription document (without its id). */
export type SubscriptionDoc = z.output<typeof subscriptionDocSchema>;
/** A subscription as read from Firestore; `id` is the member's uid. */
export type Subscription = SubscriptionDoc & { id: string };
export type SubscriptionAddOns = z.output<typeof subscriptionAddOnsSchema>;
export type SubscriptionDiscount = z.output<typeof subscriptionDiscountSchema>;
