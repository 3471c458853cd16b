/**
 * The reads of the admin task queue beyond the counters and the order lists of
 * `swaps.ts`: waitlist signups waiting too long (counted), and memberships whose payment
 * failed. Admins only; each is bounded by {@link TASK_SCAN_LIMIT}. The queue's own counts
 * read the same filters without converters (`task-counts.ts`).
 */
import { limit, query, type Firestore, type Query } from 'firebase/firestore';
import type { Subscription, WaitlistSignup } from '@unlimited/domain';
import { subscriptionsCol } from '../refs/subscriptions';
import { waitlistCol } from '../refs/waitlist-signups';
import { pastDueSubscriptionsFilter, stalePendingSignupsFilter } from './task-counts';

/** Documents a task list reads at most. */
export const TASK_SCAN_LIMIT = 100;

/** Signups still pending that were submitted on or before `cutoff`, the oldest first. */
export function stalePendingSignupsQuery(
  db: Firestore,
  cutoff: Date,
  count = TASK_SCAN_LIMIT,
): Query<WaitlistSignup> {
  return query(waitlistCol(db), ...stalePendingSignupsFilter(cutoff), limit(count));
}

/** Memberships whose last payment failed (the billing webhook sets `past_due`). */
export function pastDueSubscriptionsQuery(
  db: Firestore,
  count = TASK_SCAN_LIMIT,
): Query<Subscription> {
  return query(subscriptionsCol(db), ...pastDueSubscriptionsFilter(), limit(count));
}
