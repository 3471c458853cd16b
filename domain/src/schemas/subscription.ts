/** The `subscriptions` collection, one document per member keyed by their uid. */
import { z } from 'zod';
import { SUBSCRIPTION_STATUSES, TIER_IDS } from '../tiers';
import { nullableField } from './fields';

/** The add-ons on a subscription; a missing flag reads as `false`. */
export const subscriptionAddOnsSchema = z.object({
  full_coverage: z.boolean().default(false),
  select_access: z.boolean().default(false),
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
  cancel_at_period_end: z.boolean().default(false),
  retention_offer_applied_at: nullableField(z.date()),
});

/** A stored subscription document (without its id). */
export type SubscriptionDoc = z.output<typeof subscriptionDocSchema>;
/** A subscription as read from Firestore; `id` is the member's uid. */
export type Subscription = SubscriptionDoc & { id: string };
export type SubscriptionAddOns = z.output<typeof subscriptionAddOnsSchema>;
