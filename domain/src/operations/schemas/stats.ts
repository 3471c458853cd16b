/**
 * The `stats/dashboard` document: counters that triggers keep in step for the admin
 * dashboard and the waitlist overview.
 */
import { z } from 'zod';
import { ORDER_STATUSES } from '../../orders';
import { TIER_IDS } from '../../membership';
import { WAITLIST_STATUSES } from '../../waitlist';
import { nullableField } from '../../core';

/**
 * A counter kept by `FieldValue.increment`. Triggers are delivered at least once and in no
 * guaranteed order, so a decrement can land before its increment and leave a counter
 * briefly below zero; the dashboard reads such a value as 0 rather than failing.
 */
const countField = z
  .number()
  .int()
  .default(0)
  .transform((n) => Math.max(0, n));

/** One counter per value of `keys`, each `0` when missing; the whole map `{}` when missing. */
function countsBy<K extends string>(keys: readonly K[]) {
  const shape = Object.fromEntries(keys.map((key) => [key, countField])) as Record<
    K,
    typeof countField
  >;
  const counts = z.object(shape);
  // Every key has a default, so `{}` is a valid input; TypeScript cannot see that for a generic K.
  return counts.prefault({} as z.input<typeof counts>);
}

/**
 * The `stats/dashboard` document. Every counter is a whole number, `0` when missing, so
 * an empty or missing document reads as all zeros (see {@link emptyDashboardStats}).
 * `updated_at` is `null` until a trigger has written the document.
 */
export const dashboardStatsDocSchema = z.object({
  active_subscriptions: countField,
  bags_in_circulation: countField,
  pending_waitlist: countField,
  pending_returns: countField,
  orders_total: countField,
  orders_by_status: countsBy(ORDER_STATUSES),
  waitlist_by_status: countsBy(WAITLIST_STATUSES),
  waitlist_by_tier: countsBy(TIER_IDS),
  products_total: countField,
  products_hidden_without_photos: countField,
  products_hidden_with_photos: countField,
  products_active_without_photos: countField,
  subscriptions_past_due: countField,
  updated_at: nullableField(z.date()),
});

/** The stored dashboard counters. */
export type DashboardStatsDoc = z.output<typeof dashboardStatsDocSchema>;
/** The dashboard counters as read from Firestore (`id` is `dashboard`). */
export type DashboardStats = DashboardStatsDoc & { id: string };

/** The counters before anything has been counted: all zeros, never updated. */
export function emptyDashboardStats(): DashboardStatsDoc {
  return dashboardStatsDocSchema.parse({});
}
