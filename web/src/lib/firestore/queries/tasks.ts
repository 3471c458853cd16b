/**
 * The reads of the admin task queue beyond the counters and the order lists of
 * `swaps.ts`: waitlist signups waiting too long (counted), and memberships whose payment
 * failed. Admins only; each is bounded by {@link TASK_SCAN_LIMIT} unless counted.
 */
import { limit, orderBy, query, where, type Firestore, type Query } from 'firebase/firestore';
import type { Subscription, WaitlistSignup } from '@unlimited/domain';
import { subscriptionsCol } from '../refs/subscriptions';
import { waitlistCol } from '../refs/waitlist-signups';

/** Documents a task list reads at most. */
export const TASK_SCAN_LIMIT = 100;

/** A signup pending longer than this many days needs a review. */
export const STALE_SIGNUP_DAYS = 7;

/**
 * Signups still pending that were submitted on or before `cutoff`, the oldest first.
 * `count: null` leaves the limit out, for a `count()` of them all (the task queue).
 *
 * Index: waitlist_signups (status ASC, submitted_at ASC).
 */
export function stalePendingSignupsQuery(
  db: Firestore,
  cutoff: Date,
  count: number | null = TASK_SCAN_LIMIT,
): Query<WaitlistSignup> {
  return query(
    waitlistCol(db),
    where('status', '==', 'pending'),
    where('submitted_at', '<=', cutoff),
    orderBy('submitted_at', 'asc'),
    ...(count === null ? [] : [limit(count)]),
  );
}

/**
 * Memberships whose last payment failed (the billing webhook sets `past_due`); the task
 * queue reads one (`count: 1`) to link a single failed payment to its member.
 *
 * Index: the single-field index on status.
 */
export function pastDueSubscriptionsQuery(
  db: Firestore,
  count = TASK_SCAN_LIMIT,
): Query<Subscription> {
  return query(subscriptionsCol(db), where('status', '==', 'past_due'), limit(count));
}
